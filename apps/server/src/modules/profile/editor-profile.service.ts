import {
  type AuditAction,
  type Company,
  type CompanyCreateBody,
  type CompanyUpdateBody,
  type EditorLicenceCreateBody,
  type EditorLicenceUpdateBody,
  type EditorProfileCreateBody,
  type EditorProfileUpdateBody,
  type Language,
  type Licence,
  type LicenceSetStatusBody,
  PLAN_LABELS,
  PLAN_MODULES,
  type Profile,
} from "@app/contracts";
import type { Database } from "../../db/client";
import { createAudit } from "../../platform/audit/audit";
import { changesBetween } from "../../platform/audit/audit-changes";
import { displayName } from "../../platform/auth/display-name";
import { issuePasswordLink, NO_PASSWORD } from "../../platform/auth/password-links";
import type { Viewer } from "../../platform/auth/viewer";
import type { AppContext } from "../../platform/http/app-context";
import { AppError } from "../../platform/http/app-error";
import { translate } from "../../platform/i18n/translate";
import { type ListQueryInput, parseListQuery } from "../../platform/list/list-query";
import { companyWrite } from "./company-write";
import {
  companyListSpec,
  createFirmRepository,
  type FirmRepository,
  licenceListSpec,
} from "./firm.repository";
import { createInvitations } from "./invitations";
import { exportLicences } from "./licence-export";
import { createPeopleRepository, type PeopleRepository, profileListSpec } from "./people.repository";
import { toCompany, toLicence } from "./profile.mappers";
import { checkedFields } from "./profile-values";

/**
 * The editors' back office for subscribers (issue 16): firms, their licences (approve a request,
 * suspend, renew), and every person (customers and editors). Every change is an audit event.
 */
export function createEditorProfileService(ctx: AppContext) {
  const { db } = ctx;
  const firms = createFirmRepository(db);
  const people = createPeopleRepository(db);
  const invitations = createInvitations(ctx);

  /**
   * A change and its audit event in one transaction (issue 35): `work` writes through the
   * transaction's repositories and answers the event's data.
   */
  const changeAudited = (
    viewer: Viewer,
    action: AuditAction,
    subject: [type: string, id: number | null],
    work: (tx: {
      firms: FirmRepository;
      people: PeopleRepository;
      /** The transaction itself, for what no repository writes. */
      db: Database;
    }) => Promise<Record<string, unknown> & { id?: number }>,
  ) =>
    db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      // A created record names itself: its id comes back beside the event's data.
      const { id, ...data } = await work({
        firms: createFirmRepository(tx),
        people: createPeopleRepository(tx),
        db: tx,
      });
      const subjectId = subject[1] ?? id ?? null;
      await createAudit(tx).record({
        actorId: viewer.userId,
        action,
        subjectType: subject[0],
        subjectId,
        data,
      });
      return subjectId;
    });

  async function company(id: number): Promise<Company> {
    const row = await firms.company(id);
    if (!row) throw AppError.notFound();
    return toCompany(row, (await firms.membersCount([id])).get(id) ?? 0);
  }
  async function licence(id: number, language: Language): Promise<Licence> {
    const row = await firms.licence(id);
    if (!row) throw AppError.notFound();
    return toLicence(row, (await firms.company(row.company_id))?.name ?? "", language);
  }
  const assertDates = (from: string, to: string) => {
    if (to < from) throw AppError.field("valid_to", "licence_dates_order");
  };
  async function assertCompany(id: number | null | undefined) {
    if (id !== null && id !== undefined && !(await firms.company(id)))
      throw AppError.field("company", "not_found");
  }

  return {
    listCompanies: (query: ListQueryInput) => firms.companyPage(parseListQuery(query, companyListSpec), null),
    getCompany: company,
    async createCompany(viewer: Viewer, body: CompanyCreateBody): Promise<Company> {
      const values = companyWrite(checkedFields(body, viewer.language, ["name"]));
      const id = await changeAudited(viewer, "company.create", ["company", null], async (tx) => ({
        id: (await tx.firms.insertCompany(values as typeof values & { name: string })).id,
      }));
      return company(id as number);
    },
    async updateCompany(viewer: Viewer, id: number, body: CompanyUpdateBody): Promise<Company> {
      const before = await firms.company(id);
      if (!before) throw AppError.notFound();
      const write = companyWrite(checkedFields(body, viewer.language));
      await changeAudited(viewer, "company.update", ["company", id], async (tx) => {
        const row = await tx.firms.updateCompany(id, write);
        if (!row) throw AppError.notFound();
        return { fields: Object.keys(body), changes: changesBetween(before, row, Object.keys(write)) };
      });
      return company(id);
    },

    /** The list call's page, written by PostgreSQL (the export reads `listLicences`' rows). */
    licencePage: (query: ListQueryInput, language: Language) =>
      firms.licencePage(parseListQuery(query, licenceListSpec), language, null),
    getLicence: licence,
    /** The licences the list's filters select, every one of them, as an xlsx workbook. */
    exportLicences: (viewer: Viewer, query: ListQueryInput, language: Language) =>
      exportLicences(db, viewer, query, language),
    async createLicence(viewer: Viewer, body: EditorLicenceCreateBody): Promise<Licence> {
      await assertCompany(body.company);
      assertDates(body.valid_from, body.valid_to);
      const id = await changeAudited(viewer, "licence.create", ["licence", null], async (tx) => {
        const row = await tx.firms.insertLicence({
          company_id: body.company,
          name: PLAN_LABELS[body.plan].it,
          plan: body.plan,
          modules: [...PLAN_MODULES[body.plan]],
          seats: body.seats,
          valid_from: body.valid_from,
          valid_to: body.valid_to,
          status: body.status,
          note: body.note ?? "",
        });
        return { id: row.id, company: body.company, plan: body.plan, seats: body.seats };
      });
      return licence(id as number, viewer.language);
    },
    /** Renewal is a new end date; a new plan brings its modules. */
    async updateLicence(viewer: Viewer, id: number, body: EditorLicenceUpdateBody): Promise<Licence> {
      const current = await firms.licence(id);
      if (!current) throw AppError.notFound();
      assertDates(body.valid_from ?? current.valid_from, body.valid_to ?? current.valid_to);
      const { plan, note, ...rest } = body;
      const write = {
        ...rest,
        ...(note !== undefined ? { note } : {}),
        ...(plan ? { plan, name: PLAN_LABELS[plan].it, modules: [...PLAN_MODULES[plan]] } : {}),
      };
      await changeAudited(viewer, "licence.update", ["licence", id], async (tx) => {
        const row = await tx.firms.updateLicence(id, write);
        if (!row) throw AppError.notFound();
        return { fields: Object.keys(body), changes: changesBetween(current, row, Object.keys(write)) };
      });
      return licence(id, viewer.language);
    },
    /** Approve (active), suspend, expire: a licence that stops being active locks its modules at once. */
    async setLicenceStatus(viewer: Viewer, id: number, body: LicenceSetStatusBody): Promise<Licence> {
      const before = await firms.licence(id);
      if (!before) throw AppError.notFound();
      await changeAudited(viewer, "licence.set_status", ["licence", id], async (tx) => {
        if (!(await tx.firms.updateLicence(id, { status: body.status }))) throw AppError.notFound();
        return { status: body.status, changes: changesBetween(before, { status: body.status }) };
      });
      return licence(id, viewer.language);
    },

    listProfiles: (query: ListQueryInput) => people.page(parseListQuery(query, profileListSpec), null),
    async getProfile(id: number): Promise<Profile> {
      const person = await people.find(id);
      if (!person) throw AppError.notFound();
      return person;
    },
    /** A new person, invited by e-mail to choose their password. */
    async createProfile(viewer: Viewer, body: EditorProfileCreateBody): Promise<Profile> {
      const checked = checkedFields(body, viewer.language, ["email"]);
      if (await people.usernameTaken(checked.username))
        throw AppError.field("username", "profile_username_taken", { username: checked.username });
      await assertCompany(checked.company);
      const inviter = await people.row(viewer.userId);
      const firm = checked.company === null ? null : await firms.company(checked.company);
      const row = await db.transaction(async (tx) => {
        const inTx = createPeopleRepository(tx as unknown as Database);
        const user = await inTx.insert({
          username: checked.username,
          first_name: checked.first_name,
          last_name: checked.last_name,
          email: checked.email,
          phone: checked.phone ?? "",
          language: checked.language ?? "it",
          crmid: checked.crmid || null,
          is_customer: checked.is_customer,
          is_editor: checked.is_editor,
          password_hash: NO_PASSWORD,
        });
        if (checked.company !== null)
          await createFirmRepository(tx as unknown as Database).setMembership(
            user.id,
            checked.company,
            checked.role,
          );
        await createAudit(tx as unknown as Database).record({
          actorId: viewer.userId,
          action: "profile.create",
          subjectType: "user",
          subjectId: user.id,
        });
        await invitations.send(
          tx as unknown as Database,
          user,
          inviter ?? user,
          firm?.name ?? "Contratti Online",
        );
        return user;
      });
      ctx.outbox.wake();
      return (await people.find(row.id)) as Profile;
    },
    async updateProfile(viewer: Viewer, id: number, body: EditorProfileUpdateBody): Promise<Profile> {
      const current = await people.find(id);
      if (!current) throw AppError.notFound();
      if (id === viewer.userId && (body.is_editor === false || body.is_active === false))
        throw AppError.field("is_editor", "profile_own_editor_role");
      const checked = checkedFields(body, viewer.language);
      await assertCompany(checked.company);
      const { company: companyId, role, ...fields } = checked;
      await changeAudited(viewer, "profile.update", ["user", id], async (tx) => {
        await tx.people.update(id, fields);
        if (companyId !== undefined || role !== undefined)
          await tx.firms.setMembership(
            id,
            companyId === undefined ? current.company : companyId,
            role ?? current.role ?? "member",
          );
        const after = {
          ...fields,
          ...(companyId !== undefined ? { company: companyId } : {}),
          ...(role ? { role } : {}),
        };
        return { fields: Object.keys(body), changes: changesBetween(current, after) };
      });
      if (checked.is_active === false) await ctx.sessions.endAllForUser(id);
      return (await people.find(id)) as Profile;
    },
    /**
     * Mails the person a link to choose a new password (or, never set, their first). The link, its
     * event and its e-mail are written together; the job queue sends the e-mail.
     */
    async sendPasswordLink(viewer: Viewer, id: number): Promise<{ detail: string }> {
      const row = await people.row(id);
      if (!row) throw AppError.notFound();
      const invite = row.password_hash === NO_PASSWORD;
      const minutes = ctx.config.PASSWORD_RESET_TTL_MINUTES;
      const membership = invite ? await firms.membership(id) : null;
      const firm = membership ? await firms.company(membership.company_id) : null;
      const inviter = (await people.row(viewer.userId)) ?? row;
      await changeAudited(viewer, "profile.password_link", ["user", id], async (tx) => {
        if (invite) {
          await invitations.send(tx.db, row, inviter, firm?.name ?? "Contratti Online");
          return {};
        }
        const link = await issuePasswordLink(tx.db, ctx.config.PUBLIC_URL, id, "reset", minutes * 60_000);
        const language = row.language as Language;
        await ctx.outbox.queue(
          tx.db,
          {
            to: row.email,
            subject: translate(language, "password_reset_subject"),
            text: translate(language, "password_reset_body", { name: displayName(row), link, minutes }),
          },
          { type: "user", id, userId: id },
        );
        return {};
      });
      ctx.outbox.wake();
      return { detail: translate(viewer.language, "profile_password_link_sent") };
    },
  };
}
