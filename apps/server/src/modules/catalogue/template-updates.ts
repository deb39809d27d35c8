import type { TemplateUpdate } from "@app/contracts";
import { eq, getTableName, inArray, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { type TemplateRow, templates } from "./template.table";

export interface TemplateVersionState {
  version: number;
  /** The family's public version, newer than this one, when a non-minor version came in between. */
  update: TemplateUpdate | null;
}

const newer = alias(templates, "newer");

// Named in full: in a one-table query drizzle prints columns unqualified, and an unqualified
// `id` would bind to the subquery's own table instead of the calling row.
const qualified = (column: AnyPgColumn) => sql.raw(`"${getTableName(column.table)}"."${column.name}"`);

/**
 * For the template version in `templateId` (a column of the calling query), its number and
 * whether customers of it should update (issue 18): the family's public version is newer, and
 * at least one version published since this one was not minor (typo fixes alone raise no
 * "Updated template available"). The offer is kept beside each version by a trigger (migration
 * 0044, `update_offered`), whoever publishes: a contract list reads it with the version's row,
 * where it searched the version's family for every contract. Correlated subqueries, so a list
 * reads them with its page in one round trip.
 */
export function templateVersionColumns(templateIdColumn: AnyPgColumn) {
  const templateId = qualified(templateIdColumn);
  return {
    template_version: sql<
      number | null
    >`(select v.version from ${templates} as v where v.id = ${templateId})`,
    update_available: sql<TemplateUpdate | null>`(
      select v.update_offered from ${templates} as v where v.id = ${templateId})`,
  };
}

/**
 * The same two keys as JSON text to append to a row's kept head (`,"template_version":…,
 * "update_available":…`), read from the version's row in one look-up: what `to_json` writes of
 * templateVersionColumns, `update_offered` being json kept as written.
 */
export function templateVersionJsonKeys(templateIdColumn: AnyPgColumn) {
  return sql<string>`coalesce((select ',"template_version":' || v.version
      || ',"update_available":' || coalesce(v.update_offered::text, 'null')
    from ${templates} as v where v.id = ${qualified(templateIdColumn)}),
    ',"template_version":null,"update_available":null')`;
}

/** Each template version's number and update state (templateVersionColumns), by id. */
export async function findTemplateUpdates(
  db: Database,
  ids: number[],
): Promise<Map<number, TemplateVersionState>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: templates.id, ...templateVersionColumns(templates.id) })
    .from(templates)
    .where(inArray(templates.id, unique));
  return new Map(
    rows.map((row) => [row.id, { version: row.template_version ?? 0, update: row.update_available }]),
  );
}

/** The family's public version when it is newer than this one (minor or not), else null. */
export async function findNewerPublic(db: Database, id: number): Promise<TemplateRow | null> {
  const [row] = await db
    .select({ newer })
    .from(templates)
    .innerJoin(
      newer,
      sql`${newer.family_id} = ${templates.family_id} and ${newer.status} = 'public' and ${newer.version} > ${templates.version}`,
    )
    .where(eq(templates.id, id));
  return row?.newer ?? null;
}
