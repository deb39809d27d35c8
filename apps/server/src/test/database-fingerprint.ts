import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/**
 * Every table's row count and a digest of its rows in a stable order: two databases with the same
 * fingerprint hold the same rows (a backup restored, a copy recovered to a moment).
 */
export async function fingerprint(db: Database): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`select schemaname || '.' || tablename as name from pg_tables
         where schemaname in ('public', 'drizzle') order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const result = (await db.execute(
      sql.raw(
        `select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as f from ${name} t`,
      ),
    )) as unknown as { rows: { f: string }[] };
    out[name] = result.rows[0]?.f ?? "";
  }
  return out;
}
