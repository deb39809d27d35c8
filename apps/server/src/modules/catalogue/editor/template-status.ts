import type { TemplateStatus } from "@app/contracts";
import { checkPlaceholders } from "@app/documents";
import { AppError } from "../../../platform/http/app-error";
import type { TemplateRow } from "../template.table";
import type { EditorTemplateRepository } from "./editor-template.repository";

/**
 * Moves a version to a status inside the caller's transaction. Publishing makes it the one
 * customers see: the family's previous public version is archived first, so there is exactly
 * one public version per family (also guarded by a partial unique index). Answers the ids
 * archived on the way.
 */
export async function applyTemplateStatus(
  repository: EditorTemplateRepository,
  row: TemplateRow,
  status: TemplateStatus,
  minor = false,
): Promise<number[]> {
  if (status === row.status) return [];
  let archived: number[] = [];
  if (status === "public") {
    // Customers could not fill a placeholder that names no field.
    const { missing_fields } = checkPlaceholders([row.body, row.discipline], row.fields, row.notes);
    if (missing_fields.length) {
      throw new AppError(409, [
        { key: "template_publish_missing_fields", params: { slugs: missing_fields.join(", ") } },
      ]);
    }
    const family = row.family_id ?? row.id;
    await repository.lockFamily(family);
    archived = (await repository.archivePublicOf(family, row.id)).map((r) => r.id);
  }
  await repository.update(row.id, {
    status,
    // The first publication dates the version and says whether customers are told (issue 18).
    ...(status === "public" && row.published_at === null ? { published_at: new Date(), minor } : {}),
  });
  return archived;
}

/** Publishing a version never public before: the one moment customers are told of it. */
export const isFirstPublication = (row: TemplateRow, status: TemplateStatus) =>
  status === "public" && row.status !== "public" && row.published_at === null;
