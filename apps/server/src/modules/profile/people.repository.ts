import type { Language, MemberRole, Profile } from "@app/contracts";
import { and, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sessions, type UserRow, users } from "../../platform/auth/identity.table";
import { mfaEnabledSql, userMfa } from "../../platform/auth/mfa.table";
import { NO_PASSWORD } from "../../platform/auth/password-links";
import { declareList } from "../../platform/list/declare-list";
import { runJsonList } from "../../platform/list/json-list";
import type { ParsedListQuery } from "../../platform/list/list-query";
import { runList } from "../../platform/list/run-list";
import { createFirmRepository } from "./firm.repository";
import { companies, companyMembers } from "./licence.table";

/** People as lists show them: by name, username, e-mail; `filter__company=ID` for a firm's. */
export const profileListSpec = declareList(users, {
  pageSize: 25,
  orders: ["username", "last_name", "email", "created_at"],
  defaultOrder: ["last_name", "first_name", "id"],
  filters: { text: ["username", "email"], boolean: ["is_active", "is_customer", "is_editor"] },
  customFilters: {
    company: (value, _field, bind) =>
      inArray(
        users.id,
        sql`(select ${companyMembers.user_id} from ${companyMembers} where ${companyMembers.company_id} = ${bind(Number.parseInt(value, 10) || 0)})`,
      ),
  },
  search: ["username", "first_name", "last_name", "email"],
});

/**
 * A page of people as PostgreSQL writes it (issue 33), in `enrich`'s shape: each with their firm,
 * role and live sessions in the same statement. `viewer`: a customer, who sees their firm's
 * people (or only themselves without a firm); null: an editor, who sees everyone.
 */
function peoplePage(db: Database, parsed: ParsedListQuery, viewer: number | null) {
  return runJsonList(db, parsed, {
    key: viewer === null ? "people/editor" : "people/customer",
    table: users,
    // The person's firm and role read once per row, not once for each of the three keys.
    joins: () => sql`left join lateral (select m.company_id, c.name, m.role
        from ${companyMembers} as m join ${companies} as c on c.id = m.company_id
       where m.user_id = ${users.id} limit 1) as membership on true`,
    // At most one firm a person (a left join of one row): the count reads the people alone.
    joinsShowOnly: true,
    scope: (param) =>
      viewer === null
        ? undefined
        : sql`(${users.id} = ${param("viewer")} or ${users.id} in (
            select m2.user_id from ${companyMembers} as m1
              join ${companyMembers} as m2 on m2.company_id = m1.company_id
             where m1.user_id = ${param("viewer")}))`,
    shape: (param) => ({
      id: users.id,
      username: users.username,
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
      phone: users.phone,
      language: users.language,
      crmid: users.crmid,
      is_active: users.is_active,
      is_customer: users.is_customer,
      is_editor: users.is_editor,
      company: sql`membership.company_id`,
      company_name: sql`membership.name`,
      role: sql`membership.role`,
      has_password: sql`${users.password_hash} <> ${param("noPassword")}`,
      live_sessions: sql`(select count(*) from ${sessions} as s
        where s.user_id = ${users.id} and s.revoked_at is null and s.expires_at > ${param("now")}::timestamptz)`,
      mfa_enabled: mfaEnabledSql(users.id),
      created_at: users.created_at,
    }),
    params: {
      noPassword: NO_PASSWORD,
      now: new Date().toISOString(),
      ...(viewer === null ? {} : { viewer }),
    },
  });
}

/** Users with their firm, role and live sessions: what the profile screens show. */
export function createPeopleRepository(db: Database) {
  const firms = createFirmRepository(db);

  async function enrich(rows: UserRow[]): Promise<Profile[]> {
    const ids = rows.map((r) => r.id);
    const [memberships, live, mfa] = await Promise.all([
      firms.memberships(ids),
      firms.liveSessions(ids),
      ids.length
        ? db
            .select({ user_id: userMfa.user_id })
            .from(userMfa)
            .where(and(inArray(userMfa.user_id, ids), isNotNull(userMfa.secret)))
        : [],
    ]);
    const withMfa = new Set(mfa.map((row) => row.user_id));
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
        mfa_enabled: withMfa.has(row.id),
        created_at: row.created_at.toISOString(),
      };
    });
  }

  return {
    /** People with their firm and sessions as objects, for the services' own reads (the seats). */
    async list(parsed: ParsedListQuery, scope?: SQL) {
      const page = await runList(db, users, parsed, scope, (row) => row);
      return { ...page, results: await enrich(page.results) };
    },
    /** A page of the people `viewer` may see (see peoplePage), for the list calls. */
    page: (parsed: ParsedListQuery, viewer: number | null) => peoplePage(db, parsed, viewer),
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
export type PeopleRepository = ReturnType<typeof createPeopleRepository>;
