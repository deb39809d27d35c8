import { and, asc, count, eq, gt, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sessions, users } from "../../platform/auth/identity.table";
import { containsPattern, type ListSpec } from "../../platform/list/list-query";
import { companies, companyMembers, licences } from "./licence.table";

/** Firms as editors list them: by name, city, VAT number. */
export const companyListSpec: ListSpec = {
  defaultPageSize: 25,
  orderable: { name: companies.name, city: companies.city, created_at: companies.created_at },
  defaultOrder: [asc(companies.name), asc(companies.id)],
  filterable: {
    name: { column: companies.name, type: "text" },
    city: { column: companies.city, type: "text" },
    province: { column: companies.province, type: "exact" },
  },
  freeText: (term, bind) =>
    or(
      ilike(companies.name, bind(containsPattern(term))),
      ilike(companies.vat_code, bind(containsPattern(term))),
      ilike(companies.city, bind(containsPattern(term))),
    ) as SQL,
  tieBreaker: companies.id,
};

/** Licences: by firm, status, end date; `filter__expiring_within=N` days. */
export const licenceListSpec: ListSpec = {
  defaultPageSize: 25,
  orderable: {
    valid_to: licences.valid_to,
    valid_from: licences.valid_from,
    seats: licences.seats,
    created_at: licences.created_at,
  },
  defaultOrder: [asc(licences.valid_to), asc(licences.id)],
  filterable: {
    company: { column: licences.company_id, type: "exact" },
    status: { column: licences.status, type: "exact" },
    plan: { column: licences.plan, type: "exact" },
    valid_to: { column: licences.valid_to, type: "exact" },
  },
  customFilters: {
    expiring_within: (value) => {
      const days = Math.max(0, Math.min(3650, Number.parseInt(value, 10) || 0));
      return and(
        eq(licences.status, "active"),
        gte(licences.valid_to, sql`current_date`),
        lte(licences.valid_to, sql`current_date + ${days}::int`),
      ) as SQL;
    },
  },
  tieBreaker: licences.id,
};

/** Queries on firms, their members and their licences. */
export function createFirmRepository(db: Database) {
  return {
    async company(id: number) {
      const [row] = await db.select().from(companies).where(eq(companies.id, id));
      return row ?? null;
    },
    async membersCount(ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ company: companyMembers.company_id, n: count() })
        .from(companyMembers)
        .where(inArray(companyMembers.company_id, ids))
        .groupBy(companyMembers.company_id);
      return new Map(rows.map((r) => [r.company, r.n]));
    },
    async companyNames(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, ids));
      return new Map(rows.map((r) => [r.id, r.name]));
    },
    async insertCompany(values: typeof companies.$inferInsert) {
      const [row] = await db.insert(companies).values(values).returning();
      return row as typeof companies.$inferSelect;
    },
    async updateCompany(id: number, changes: Partial<typeof companies.$inferInsert>) {
      const [row] = await db
        .update(companies)
        .set({ ...changes, updated_at: new Date() })
        .where(eq(companies.id, id))
        .returning();
      return row ?? null;
    },
    /** The user's firm and role in it, or null. */
    async membership(userId: number) {
      const [row] = await db.select().from(companyMembers).where(eq(companyMembers.user_id, userId));
      return row ?? null;
    },
    async memberships(userIds: number[]) {
      if (userIds.length === 0) return [];
      return db
        .select({
          user_id: companyMembers.user_id,
          company_id: companyMembers.company_id,
          role: companyMembers.role,
          company_name: companies.name,
        })
        .from(companyMembers)
        .innerJoin(companies, eq(companies.id, companyMembers.company_id))
        .where(inArray(companyMembers.user_id, userIds));
    },
    async setMembership(userId: number, companyId: number | null, role: "administrator" | "member") {
      await db.delete(companyMembers).where(eq(companyMembers.user_id, userId));
      if (companyId !== null)
        await db.insert(companyMembers).values({ user_id: userId, company_id: companyId, role });
    },
    async members(companyId: number) {
      return db
        .select({ id: users.id, role: companyMembers.role })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.user_id))
        .where(eq(companyMembers.company_id, companyId));
    },
    async licence(id: number) {
      const [row] = await db.select().from(licences).where(eq(licences.id, id));
      return row ?? null;
    },
    async companyLicences(companyId: number) {
      return db
        .select()
        .from(licences)
        .where(eq(licences.company_id, companyId))
        .orderBy(asc(licences.valid_to));
    },
    async insertLicence(values: typeof licences.$inferInsert) {
      const [row] = await db.insert(licences).values(values).returning();
      return row as typeof licences.$inferSelect;
    },
    async updateLicence(id: number, changes: Partial<typeof licences.$inferInsert>) {
      const [row] = await db
        .update(licences)
        .set({ ...changes, updated_at: new Date() })
        .where(eq(licences.id, id))
        .returning();
      return row ?? null;
    },
    /** Live sessions (not revoked, not expired) per user. */
    async liveSessions(userIds: number[], now = new Date()): Promise<Map<number, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ user: sessions.user_id, n: count() })
        .from(sessions)
        .where(
          and(inArray(sessions.user_id, userIds), isNull(sessions.revoked_at), gt(sessions.expires_at, now)),
        )
        .groupBy(sessions.user_id);
      return new Map(rows.map((r) => [r.user, r.n]));
    },
  };
}

export type FirmRepository = ReturnType<typeof createFirmRepository>;

/** The caller's own live sessions, newest first. */
export async function liveSessionsOf(db: Database, userId: number, now = new Date()) {
  return db
    .select({
      id: sessions.id,
      created_at: sessions.created_at,
      expires_at: sessions.expires_at,
      user_agent: sessions.user_agent,
      ip: sessions.ip,
    })
    .from(sessions)
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at), gt(sessions.expires_at, now)))
    .orderBy(sql`${sessions.created_at} desc`);
}
