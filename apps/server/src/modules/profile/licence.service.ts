import type { Module } from "@app/contracts";
import { and, eq, gte, lte } from "drizzle-orm";
import type { Database } from "../../db/client";
import { romeDay } from "../../platform/time/rome-time";
import { companyMembers, licences } from "./licence.table";

/** The modules a user's subscription opens today: the union of its company's live licences. */
export async function findOpenModules(
  db: Database,
  userId: number,
  today = new Date(),
): Promise<Set<Module>> {
  // Licences end on a Rome day: at 00:30 in Rome the day before's last licence is over.
  const day = romeDay(today);
  const rows = await db
    .select({ modules: licences.modules })
    .from(licences)
    .innerJoin(companyMembers, eq(companyMembers.company_id, licences.company_id))
    .where(
      and(
        eq(companyMembers.user_id, userId),
        eq(licences.status, "active"),
        lte(licences.valid_from, day),
        gte(licences.valid_to, day),
      ),
    );
  return new Set(rows.flatMap((r) => r.modules));
}
