import type { Language, MemberRole, Profile } from "@app/contracts";
import { asc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type UserRow, users } from "../../platform/auth/identity.table";
import { NO_PASSWORD } from "../../platform/auth/password-links";
import { containsPattern, type ListSpec, type ParsedListQuery } from "../../platform/list/list-query";
import { runList } from "../../platform/list/run-list";
import { createFirmRepository } from "./firm.repository";
import { companyMembers } from "./licence.table";

/** People as lists show them: by name, username, e-mail; `filter__company=ID` for a firm's. */
export const profileListSpec: ListSpec = {
  defaultPageSize: 25,
  orderable: {
    username: users.username,
    last_name: users.last_name,
    email: users.email,
    created_at: users.created_at,
  },
  defaultOrder: [asc(users.last_name), asc(users.first_name), asc(users.id)],
  filterable: {
    username: { column: users.username, type: "text" },
    email: { column: users.email, type: "text" },
    is_active: { column: users.is_active, type: "boolean" },
    is_customer: { column: users.is_customer, type: "boolean" },
    is_editor: { column: users.is_editor, type: "boolean" },
  },
  customFilters: {
    company: (value) =>
      inArray(
        users.id,
        sql`(select ${companyMembers.user_id} from ${companyMembers} where ${companyMembers.company_id} = ${Number.parseInt(value, 10) || 0})`,
      ),
  },
  freeText: (term, bind) =>
    or(
      ilike(users.username, bind(containsPattern(term))),
      ilike(users.first_name, bind(containsPattern(term))),
      ilike(users.last_name, bind(containsPattern(term))),
      ilike(users.email, bind(containsPattern(term))),
    ) as SQL,
  tieBreaker: users.id,
};

/** Users with their firm, role and live sessions: what the profile screens show. */
export function createPeopleRepository(db: Database) {
  const firms = createFirmRepository(db);

  async function enrich(rows: UserRow[]): Promise<Profile[]> {
    const ids = rows.map((r) => r.id);
    const [memberships, live] = await Promise.all([firms.memberships(ids), firms.liveSessions(ids)]);
    const byUser = new Map(memberships.map((m) => [m.user_id, m]));
    return rows.map((row) => {
      const membership = byUser.get(row.id);
      return {
        id: row.id,
        username: row.username,
        first_name: row.first_name,
        last_name: row.last_name,
        email: row.email,
        phone: row.phone,
        language: row.language as Language,
        crmid: row.crmid,
        is_active: row.is_active,
        is_customer: row.is_customer,
        is_editor: row.is_editor,
        company: membership?.company_id ?? null,
        company_name: membership?.company_name ?? null,
        role: (membership?.role as MemberRole | undefined) ?? null,
        has_password: row.password_hash !== NO_PASSWORD,
        live_sessions: live.get(row.id) ?? 0,
        created_at: row.created_at.toISOString(),
      };
    });
  }

  return {
    async list(parsed: ParsedListQuery, scope?: SQL) {
      const page = await runList(db, users, parsed, scope, (row) => row);
      return { ...page, results: await enrich(page.results) };
    },
    async find(id: number): Promise<Profile | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ? ((await enrich([row]))[0] ?? null) : null;
    },
    async row(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },
    async usernameTaken(username: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
      return row !== undefined;
    },
    async insert(values: typeof users.$inferInsert) {
      const [row] = await db.insert(users).values(values).returning();
      return row as UserRow;
    },
    async update(id: number, changes: Partial<typeof users.$inferInsert>) {
      const [row] = await db
        .update(users)
        .set({ ...changes, updated_at: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row ?? null;
    },
    /** A firm's people, for its members' list: scoped to the firm. */
    inCompany: (companyId: number) =>
      inArray(
        users.id,
        sql`(select ${companyMembers.user_id} from ${companyMembers} where ${companyMembers.company_id} = ${companyId})`,
      ),
  };
}
