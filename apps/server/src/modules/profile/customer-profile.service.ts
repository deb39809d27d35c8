import type {
  ColleagueInviteBody,
  ColleagueUpdateBody,
  Company,
  CompanyCreateBody,
  CompanyUpdateBody,
  Profile,
  SessionInfo,
} from "@app/contracts";
import type { Database } from "../../db/client";
import { changesBetween } from "../../platform/audit/audit-changes";
import { NO_PASSWORD } from "../../platform/auth/password-links";
import type { Viewer } from "../../platform/auth/viewer";
import type { AppContext } from "../../platform/http/app-context";
import { AppError } from "../../platform/http/app-error";
import { type ListQueryInput, parseListQuery } from "../../platform/list/list-query";
import { companyWrite } from "./company-write";
import { createCustomerLicencesService } from "./customer-licences.service";
import { createCustomerScope } from "./customer-scope";
import { companyListSpec, createFirmRepository, liveSessionsOf } from "./firm.repository";
import { createInvitations } from "./invitations";
import { createPeopleRepository, profileListSpec } from "./people.repository";
import { toCompany } from "./profile.mappers";
import { checkedFields } from "./profile-values";
import { seatsInForce } from "./seats";

/**
 * What a customer does with their own profile, their firm, its people and its licences (issue
 * 16). Everything is scoped to the caller's firm: another firm's people, company or licences
 * are simply not found. The firm's administrator edits, invites and requests; members read.
 * The licences are `customer-licences.service.ts`.
 */
export function createCustomerProfileService(ctx: AppContext) {
  const { db } = ctx;
  const firms = createFirmRepository(db);
  const people = createPeopleRepository(db);
  const invitations = createInvitations(ctx);
  const scope = createCustomerScope(db);
  const { firmOf, adminFirm, recordIn } = scope;

  /** A person the caller may see: themselves or someone of their firm. */
  async function visiblePerson(viewer: Viewer, id: number) {
    const person = await people.find(id);
    const membership = await firmOf(viewer);
    if (!person || (person.id !== viewer.userId && (!membership || person.company !== membership.company_id)))
      throw AppError.notFound();
    return person;
  }

  return {
    /** The firm's people, or only the caller without a firm. */
    listPeople: (viewer: Viewer, query: ListQueryInput) =>
      people.page(parseListQuery(query, profileListSpec), viewer.userId),

    getPerson: visiblePerson,

    /** The administrator invites a colleague, within the seats of the firm's licences. */
    async invite(viewer: Viewer, body: ColleagueInviteBody): Promise<Profile> {
      const membership = await adminFirm(viewer);
      const checked = checkedFields(body, viewer.language, ["email"]);
      if (await people.usernameTaken(checked.username))
        throw AppError.field("username", "profile_username_taken", { username: checked.username });
      const seats = await seatsInForce(db, membership.company_id);
      const members = (await firms.members(membership.company_id)).length;
      if (members >= seats)
        throw new AppError(409, [{ key: "profile_seats_exhausted", params: { seats, members } }]);
      const [inviter, company] = await Promise.all([
        people.row(viewer.userId),
        firms.company(membership.company_id),
      ]);
      const person = await db.transaction(async (tx) => {
        const inTx = createPeopleRepository(tx as unknown as Database);
        const row = await inTx.insert({
          username: checked.username,
          first_name: checked.first_name,
          last_name: checked.last_name,
          email: checked.email,
          phone: checked.phone ?? "",
          language: checked.language ?? viewer.language,
          password_hash: NO_PASSWORD,
          is_customer: true,
        });
        await createFirmRepository(tx as unknown as Database).setMembership(
          row.id,
          membership.company_id,
          checked.role,
        );
        await recordIn(tx, viewer, "profile.invite", ["user", row.id]);
        await invitations.send(tx as unknown as Database, row, inviter ?? row, company?.name ?? "");
        return row;
      });
      ctx.outbox.wake();
      return (await people.find(person.id)) as Profile;
    },

    /**
     * Oneself: names, e-mail, language, phone. The administrator, on a colleague: also the role
     * and access (a disabled person's sessions end at once). The firm keeps an active administrator.
     */
    async updatePerson(viewer: Viewer, id: number, body: ColleagueUpdateBody): Promise<Profile> {
      const person = await visiblePerson(viewer, id);
      const membership = await firmOf(viewer);
      const isAdmin = membership?.role === "administrator";
      if (person.id !== viewer.userId && !isAdmin) throw AppError.forbidden("company_admin_only");
      if ((body.role !== undefined || body.is_active !== undefined) && !isAdmin)
        throw AppError.forbidden("company_admin_only");
      const checked = checkedFields(body, viewer.language);
      if (
        membership &&
        (checked.role === "member" || checked.is_active === false) &&
        person.role === "administrator"
      ) {
        const admins = (await firms.members(membership.company_id)).filter((m) => m.role === "administrator");
        if (admins.length <= 1) throw AppError.badRequest("profile_last_administrator");
      }
      const { role, ...fields } = checked;
      await db.transaction(async (tx) => {
        await createPeopleRepository(tx as unknown as Database).update(id, fields);
        if (role && membership)
          await createFirmRepository(tx as unknown as Database).setMembership(
            id,
            membership.company_id,
            role,
          );
        await recordIn(tx, viewer, "profile.update", ["user", id], {
          fields: Object.keys(checked),
          changes: changesBetween(person, { ...fields, ...(role ? { role } : {}) }),
        });
      });
      if (checked.is_active === false) await ctx.sessions.endAllForUser(id);
      return (await people.find(id)) as Profile;
    },

    async sessions(viewer: Viewer, currentSessionId: string): Promise<SessionInfo[]> {
      return (await liveSessionsOf(db, viewer.userId)).map((s) => ({
        id: s.id,
        created_at: s.created_at.toISOString(),
        expires_at: s.expires_at.toISOString(),
        user_agent: s.user_agent,
        ip: s.ip,
        current: s.id === currentSessionId,
      }));
    },
    async endSession(viewer: Viewer, sessionId: string) {
      const mine = await liveSessionsOf(db, viewer.userId);
      if (!mine.some((s) => s.id === sessionId)) throw AppError.notFound();
      await ctx.sessions.end(sessionId);
    },
    async endOtherSessions(viewer: Viewer, currentSessionId: string) {
      await ctx.sessions.endAllForUser(viewer.userId, currentSessionId);
    },
    /**
     * The administrator frees the seat a colleague holds. On their own row it ends their sessions
     * on other devices and keeps the one they act from: signing themselves out is never wanted.
     */
    async endColleagueSessions(viewer: Viewer, userId: number, currentSessionId: string) {
      const membership = await adminFirm(viewer);
      const person = await people.find(userId);
      if (!person || person.company !== membership.company_id) throw AppError.notFound();
      const keep = userId === viewer.userId ? currentSessionId : undefined;
      const ended = await db.transaction(async (tx) => {
        const ids = await ctx.sessions.revokeAllForUserIn(tx as unknown as Database, userId, keep);
        await recordIn(tx, viewer, "profile.end_sessions", ["user", userId]);
        return ids;
      });
      await ctx.sessions.forget(ended);
    },

    /** The caller's own firm, or none: the list's parameters do not narrow it further. */
    listCompanies: (viewer: Viewer) =>
      firms.companyPage(parseListQuery({ no_page: "no_page" }, companyListSpec), viewer.userId),
    async getCompany(viewer: Viewer, id: number): Promise<Company> {
      const membership = await firmOf(viewer);
      const row = membership?.company_id === id ? await firms.company(id) : null;
      if (!row) throw AppError.notFound();
      return toCompany(row, (await firms.membersCount([id])).get(id) ?? 0);
    },
    /** A customer without a firm registers theirs, and administers it. */
    async createCompany(viewer: Viewer, body: CompanyCreateBody): Promise<Company> {
      if (await firmOf(viewer)) throw new AppError(409, [{ key: "company_already_member" }]);
      const values = companyWrite(checkedFields(body, viewer.language, ["name"]));
      const row = await db.transaction(async (tx) => {
        const inTx = createFirmRepository(tx as unknown as Database);
        const company = await inTx.insertCompany(values as typeof values & { name: string });
        await inTx.setMembership(viewer.userId, company.id, "administrator");
        await recordIn(tx, viewer, "company.create", ["company", company.id]);
        return company;
      });
      return toCompany(row, 1);
    },
    async updateCompany(viewer: Viewer, id: number, body: CompanyUpdateBody): Promise<Company> {
      const membership = await firmOf(viewer);
      if (membership?.company_id !== id) throw AppError.notFound();
      if (membership.role !== "administrator") throw AppError.forbidden("company_admin_only");
      const write = companyWrite(checkedFields(body, viewer.language));
      const row = await db.transaction(async (tx) => {
        const inTx = createFirmRepository(tx as unknown as Database);
        const before = await inTx.company(id);
        const after = before && (await inTx.updateCompany(id, write));
        if (!before || !after) throw AppError.notFound();
        const changes = changesBetween(before, after, Object.keys(write));
        await recordIn(tx, viewer, "company.update", ["company", id], { fields: Object.keys(body), changes });
        return after;
      });
      return toCompany(row, (await firms.membersCount([id])).get(id) ?? 0);
    },

    ...createCustomerLicencesService(db, scope),
    firmOf,
  };
}

export type CustomerProfileService = ReturnType<typeof createCustomerProfileService>;
