import type { Module } from "@app/contracts";
import { type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { romeDay } from "../../platform/time/rome-time";
import { companyMembers, licences } from "./licence.table";

/**
 * The modules a user's subscription opens on `day` (a Rome day): those of the live licences of
 * the user's firm, as a `text[]` expression (a module may appear twice: it is only ever looked up
 * in). A subquery of its own, so a list can read it in its own round trip (the catalogue's
 * template lists) as well as alone (findOpenModules).
 *
 * A user is a member of one firm at most (`company_members` is keyed by the user): the firm is
 * found first, and its licences by its index. A join and a `distinct` over it made five plan
 * nodes that every catalogue list's statement set up and ran on every call, a fifth of the
 * templates' search in PostgreSQL (issue 49 §4).
 */
export function openModulesOf(userId: number | SQLWrapper, day: string | SQLWrapper) {
  // Columns by alias: inside a one-table query drizzle prints them unqualified.
  return sql<Module[]>`array(
    select unnest(l.modules) from ${licences} as l
     where l.company_id = (select m.company_id from ${companyMembers} as m where m.user_id = ${userId})
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
