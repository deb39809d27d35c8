import { type Language, PLAN_LABELS } from "@app/contracts";
import {
  and,
  asc,
  count,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lte,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import type { Database } from "../../db/client";
import { sessions, users } from "../../platform/auth/identity.table";
import { declareList } from "../../platform/list/declare-list";
import { runJsonList } from "../../platform/list/json-list";
import type { ParsedListQuery } from "../../platform/list/list-query";
import { romeDay } from "../../platform/time/rome-time";
import { companies, companyMembers, licences } from "./licence.table";

/** Firms as editors list them: by name, city, VAT number. */
export const companyListSpec = declareList(companies, {
  pageSize: 25,
  orders: ["name", "city", "created_at"],
  defaultOrder: ["name", "id"],
  filters: { text: ["name", "city"], exact: ["province"] },
  search: ["name", "vat_code", "city"],
});

/** Licences: by firm, status, end date; `filter__expiring_within=N` days. */
export const licenceListSpec = declareList(licences, {
  pageSize: 25,
  orders: ["valid_to", "valid_from", "seats", "created_at"],
  defaultOrder: ["valid_to", "id"],
  filters: { exact: { company: "company_id", status: "status", plan: "plan", valid_to: "valid_to" } },
  customFilters: {
    expiring_within: (value, _field, bind) => {
      const days = Math.max(0, Math.min(3650, Number.parseInt(value, 10) || 0));
      return and(
        eq(licences.status, "active"),
        gte(licences.valid_to, sql`current_date`),
        lte(licences.valid_to, sql`current_date + ${bind(days)}::int`),
      ) as SQL;
    },
  },
});

/** The firm a customer belongs to, as SQL: what their own firm and licence lists show. */
const firmOfCustomer = (customer: SQLWrapper) =>
  sql`(select m.company_id from ${companyMembers} as m where m.user_id = ${customer})`;

/**
 * A page of firms as PostgreSQL writes it (issue 33), in toCompany's shape, each with its
 * members counted in the same statement: every firm (`customer` null, an editor) or the
 * customer's own.
 */
function companyPage(db: Database, parsed: ParsedListQuery, customer: number | null) {
  const c = companies;
  return runJsonList(db, parsed, {
    key: customer === null ? "companies/editor" : "companies/customer",
    table: c,
    scope: (param) => (customer === null ? undefined : sql`${c.id} in ${firmOfCustomer(param("customer"))}`),
    shape: () => ({
      id: c.id,
      name: c.name,
      legal_form: c.legal_form,
      vat_number: sql`coalesce(${c.vat_code}, '')`,
      fiscal_code: sql`coalesce(${c.fiscal_code}, '')`,
      address: c.address,
      cap: c.cap,
      city: c.city,
      province: c.province,
      pec: c.pec,
      sdi_code: c.sdi_code,
      phone: c.phone,
      email: c.email,
      members_count: sql`(select count(*) from ${companyMembers} as m where m.company_id = ${c.id})`,
      created_at: c.created_at,
      updated_at: c.updated_at,
    }),
    params: customer === null ? {} : { customer },
  });
}

/**
 * A page of licences as PostgreSQL writes it (issue 33), in toLicence's shape: the plan named in
 * `language`, an active licence past its last Rome day read as expired. Every licence
 * (`customer` null, an editor) or the customer's firm's.
 */
function licencePage(db: Database, parsed: ParsedListQuery, language: Language, customer: number | null) {
  const l = licences;
  const names = Object.fromEntries(
    Object.entries(PLAN_LABELS).map(([plan, label]) => [plan, label[language]]),
  );
  return runJsonList(db, parsed, {
    key: customer === null ? "licences/editor" : "licences/customer",
    table: l,
    scope: (param) =>
      customer === null ? undefined : sql`${l.company_id} in ${firmOfCustomer(param("customer"))}`,
    shape: (param) => ({
      id: l.id,
      company: l.company_id,
      company_name: sql`coalesce((select c.name from ${companies} as c where c.id = ${l.company_id}), '')`,
      plan: l.plan,
      name: sql`${param("names")}::jsonb ->> ${l.plan}`,
      modules: l.modules,
      seats: l.seats,
      valid_from: l.valid_from,
      valid_to: l.valid_to,
      status: sql`case when ${l.status} = 'active' and ${l.valid_to} < ${param("today")}::date then 'expired' else ${l.status} end`,
      note: l.note,
      created_at: l.created_at,
      updated_at: l.updated_at,
    }),
    params: {
      names: JSON.stringify(names),
      today: romeDay(new Date()),
      ...(customer === null ? {} : { customer }),
    },
  });
}

/** Queries on firms, their members and their licences. */
export function createFirmRepository(db: Database) {
  return {
    /** A page of firms: every one (`customer` null) or the customer's own. */
    companyPage: (parsed: ParsedListQuery, customer: number | null) => companyPage(db, parsed, customer),
    /** A page of licences: every one (`customer` null) or the customer's firm's. */
    licencePage: (parsed: ParsedListQuery, language: Language, customer: number | null) =>
      licencePage(db, parsed, language, customer),
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
