import type { TemplateUpdate } from "@app/contracts";
import { eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { type TemplateRow, templates } from "./template.table";

export interface TemplateVersionState {
  version: number;
  /** The family's public version, newer than this one, when a non-minor version came in between. */
  update: TemplateUpdate | null;
}

const newer = alias(templates, "newer");

/**
 * For each template version, its number and whether customers of it should update (issue 18):
 * the family's public version is newer, and at least one version published since this one was
 * not minor (typo fixes alone raise no "Updated template available").
 */
export async function findTemplateUpdates(
  db: Database,
  ids: number[],
): Promise<Map<number, TemplateVersionState>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: templates.id,
      version: templates.version,
      public_id: newer.id,
      public_version: newer.version,
      // Outer columns named literally: drizzle may print them unqualified, binding them inside.
      announced: sql<boolean>`exists (
        select 1 from ${templates} as between_versions
         where between_versions.family_id = templates.family_id
           and between_versions.version > templates.version
           and between_versions.version <= newer.version
           and between_versions.published_at is not null
           and not between_versions.minor)`,
    })
    .from(templates)
    .leftJoin(
      newer,
      sql`${newer.family_id} = ${templates.family_id} and ${newer.status} = 'public' and ${newer.version} > ${templates.version}`,
    )
    .where(inArray(templates.id, unique));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        version: row.version,
        update:
          row.public_id !== null && row.public_version !== null && row.announced
            ? { template: row.public_id, version: row.public_version }
            : null,
      },
    ]),
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
