import type { Module } from "@app/contracts";
import { type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { romeDay } from "../../platform/time/rome-time";
import { companyMembers, licences } from "./licence.table";

/**
 * The modules a user's subscription opens on `day` (a Rome day): the union of the live licences
 * of the user's firms, as a `text[]` expression. A subquery of its own, so a list can read it in
 * its own round trip (the catalogue's template lists) as well as alone (findOpenModules).
 */
export function openModulesOf(userId: number | SQLWrapper, day: string | SQLWrapper) {
  // Columns by alias: inside a one-table query drizzle prints them unqualified, and
  // `company_id` would then be ambiguous.
  return sql<Module[]>`array(
    select distinct unnest(l.modules) from ${licences} as l
      join ${companyMembers} as m on m.company_id = l.company_id
     where m.user_id = ${userId}
       and l.status = 'active'
       and l.valid_from <= ${day}
       and l.valid_to >= ${day})`;
}

/** Whether `module` is outside a customer's subscription on a Rome day, as SQL (issue 33). */
export const moduleLockedSql = (module: SQLWrapper, userId: number | SQLWrapper, day: string | SQLWrapper) =>
  sql`not (${module} = any(${openModulesOf(userId, day)}))`;

/** The modules a user's subscription opens today: the union of its company's live licences. */
export async function findOpenModules(
  db: Database,
  userId: number,
  today = new Date(),
): Promise<Set<Module>> {
  // Licences end on a Rome day: at 00:30 in Rome the day before's last licence is over.
  const { rows } = (await db.execute(
    sql`select ${openModulesOf(userId, romeDay(today))} as modules`,
  )) as unknown as {
    rows: { modules: Module[] }[];
  };
  return new Set(rows[0]?.modules ?? []);
}
