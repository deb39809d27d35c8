import type { TemplateDetail, TemplateListItem } from "@app/contracts";
import type { TemplateRow } from "./template.table";

export { localised } from "../../platform/tree/tree.mapper";

/** Whether a template is outside the modules the caller's subscription opens. */
export type LockCheck = (module: TemplateRow["module"]) => boolean;

export function toTemplateListItem(
  row: Pick<TemplateRow, "id" | "title" | "language" | "module">,
  categoryTitle: string | null,
  isLocked: LockCheck,
): TemplateListItem {
  return {
    id: row.id,
    title: row.title,
    language: row.language,
    module: row.module,
    category_title: categoryTitle,
    locked: isLocked(row.module),
  };
}

export function toTemplateDetail(
  row: TemplateRow,
  categoryTitle: string | null,
  isLocked: LockCheck,
): TemplateDetail {
  return {
    ...toTemplateListItem(row, categoryTitle, isLocked),
    status: row.status,
    version: row.version,
    discipline: row.discipline,
    body: row.body,
    fields: row.fields,
    notes: row.notes,
    parties: row.parties,
    signature_level_min: row.signature_level_min,
  };
}
