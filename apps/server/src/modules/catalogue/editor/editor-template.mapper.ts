import type { EditorTemplateDetail, EditorTemplateListItem } from "@app/contracts";
import { checkPlaceholders } from "@app/documents";
import type { TemplateListRow } from "./editor-template.repository";

export function toEditorTemplateListItem(
  row: TemplateListRow,
  categoryTitle: string | null,
): EditorTemplateListItem {
  return {
    id: row.id,
    family_id: row.family_id ?? row.id,
    version: row.version,
    title: row.title,
    language: row.language,
    module: row.module,
    status: row.status,
    category_title: categoryTitle,
    agreements_count: row.agreements_count,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export function toEditorTemplateDetail(
  row: TemplateListRow,
  categoryTitle: string | null,
  links: { categories: number[]; wizards: number[]; calculators: number[] },
  versions: EditorTemplateDetail["versions"],
  alerts: EditorTemplateDetail["alerts"],
): EditorTemplateDetail {
  return {
    ...toEditorTemplateListItem(row, categoryTitle),
    discipline: row.discipline,
    body: row.body,
    fields: row.fields,
    notes: row.notes,
    parties: row.parties,
    keywords: row.keywords,
    categories: links.categories,
    wizards: links.wizards,
    calculators: links.calculators,
    content_locked: row.agreements_count > 0,
    versions,
    minor: row.minor,
    signature_level_min: row.signature_level_min,
    published_at: row.published_at ? new Date(row.published_at).toISOString() : null,
    alerts,
    placeholder_check: checkPlaceholders([row.body, row.discipline], row.fields, row.notes),
    created_at: new Date(row.created_at).toISOString(),
  };
}
