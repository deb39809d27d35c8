import type { PecSettings, PecSettingsBody, PecSettingsScope, PecSettingsTest } from "@app/contracts";
import type { Database } from "../../db/client";
import { createAudit } from "../../platform/audit/audit";
import type { Viewer } from "../../platform/auth/viewer";
import { AppError } from "../../platform/http/app-error";
import { translate } from "../../platform/i18n/translate";
import type { PecSettingsRow } from "./pec.table";
import { type CheckResult, checkImap, checkSmtp, type PecServer } from "./pec-connection";
import { createPecTestLimit, isLocalHost, type PecNetworkPolicy } from "./pec-network-policy";
import type { PecPasswordBox } from "./pec-password";
import { createPecSettingsRepository, type PecOwner } from "./pec-settings.repository";

interface Deps {
  db: Database;
  box: PecPasswordBox;
  timeoutMs: number;
  /** A verified mailbox starts being read for receipts (the poll job), in the saving transaction. */
  onVerified(tx: Database, settingsId: number): Promise<void>;
  /** Whether local servers and plain connections are allowed (not in production). */
  network: PecNetworkPolicy;
}

/** The fields that say which mailbox is read: another one starts with no cursor. */
const MAILBOX_FIELDS = ["imap_host", "imap_port", "username"] as const;

/** The fields whose change makes a passed connection test void (and asks for the password again). */
const CONNECTION_FIELDS = [
  "smtp_host",
  "smtp_port",
  "smtp_security",
  "imap_host",
  "imap_port",
  "imap_security",
  "username",
] as const;

/** A row as the API shows it: never the password, only whether one is kept. */
export function settingsView(
  row: PecSettingsRow | null,
  scope: PecSettingsScope | null,
  canEditFirm: boolean,
): PecSettings {
  return {
    configured: row !== null,
    scope: row ? scope : null,
    can_edit_firm: canEditFirm,
    address: row?.address ?? null,
    smtp_host: row?.smtp_host ?? null,
    smtp_port: row?.smtp_port ?? null,
    smtp_security: row?.smtp_security ?? null,
    imap_host: row?.imap_host ?? null,
    imap_port: row?.imap_port ?? null,
    imap_security: row?.imap_security ?? null,
    username: row?.username ?? null,
    password_set: row !== null,
    verified_at: row?.verified_at?.toISOString() ?? null,
  };
}

/**
 * The PEC mailbox settings (issue 47 §1): a person's own, or their firm's (its administrator
 * writes them). The person's own win for sending. The password is write-only and sealed.
 */
export function createPecSettingsService({ db, box, timeoutMs, onVerified, network }: Deps) {
  const repository = createPecSettingsRepository(db);
  const testLimit = createPecTestLimit();

  /** One server's check: refused without connecting when its host is local and that is not allowed. */
  async function check(host: string, connect: () => Promise<CheckResult>): Promise<CheckResult | "local"> {
    if (!network.allowLocal && (await isLocalHost(host))) return "local";
    return connect();
  }

  async function scopeOf(viewer: Viewer) {
    const membership = await repository.membership(viewer.userId);
    const canEditFirm = membership?.role === "administrator";
    return { membership, canEditFirm };
  }

  /** The row of a scope, or those the caller sends with (their own, else their firm's). */
  async function resolve(viewer: Viewer, scope: PecSettingsScope | undefined) {
    const { membership, canEditFirm } = await scopeOf(viewer);
    const firmOwner: PecOwner | null = membership ? { companyId: membership.company_id } : null;
    if (scope === "person")
      return { row: await repository.find({ userId: viewer.userId }), scope, canEditFirm };
    if (scope === "firm")
      return { row: firmOwner ? await repository.find(firmOwner) : null, scope, canEditFirm };
    const own = await repository.find({ userId: viewer.userId });
    if (own) return { row: own, scope: "person" as const, canEditFirm };
    const firm = firmOwner ? await repository.find(firmOwner) : null;
    return { row: firm, scope: firm ? ("firm" as const) : null, canEditFirm };
  }

  /** The settings' server with the password opened, or null when it can no longer be read. */
  function serverOf(row: PecSettingsRow): PecServer | null {
    const password = box.open(row.password_sealed, row.password_key_version);
    return password === null ? null : { ...row, password };
  }

  return {
    resolve,
    serverOf,

    async get(viewer: Viewer, scope: PecSettingsScope | undefined): Promise<PecSettings> {
      const found = await resolve(viewer, scope);
      return settingsView(found.row, found.scope, found.canEditFirm);
    },

    async put(viewer: Viewer, body: PecSettingsBody): Promise<PecSettings> {
      const scope = body.scope ?? "person";
      const { membership, canEditFirm } = await scopeOf(viewer);
      let owner: PecOwner = { userId: viewer.userId };
      if (scope === "firm") {
        if (!membership) throw AppError.forbidden("company_required");
        if (!canEditFirm) throw AppError.forbidden("company_admin_only");
        owner = { companyId: membership.company_id };
      }
      const row = await db.transaction(async (tx) => {
        const inTx = tx as unknown as Database;
        const settings = createPecSettingsRepository(inTx);
        const current = await settings.find(owner);
        if (!current && body.password === undefined)
          throw AppError.field("password", "pec_password_required");
        if (!network.allowLocal)
          for (const field of ["smtp_security", "imap_security"] as const)
            if (body[field] === "none") throw AppError.field(field, "pec_security_plain");
        const differs = (field: (typeof CONNECTION_FIELDS)[number]) =>
          current !== null && current[field] !== (body as Record<string, unknown>)[field];
        // The stored password goes only to the servers it was given for: another server or user
        // must be given it again (else anyone who may edit the settings could send it elsewhere).
        if (current && body.password === undefined && CONNECTION_FIELDS.some(differs))
          throw AppError.field("password", "pec_password_required_for_server");
        const changed = !current || body.password !== undefined || CONNECTION_FIELDS.some(differs);
        const saved = await settings.upsert(owner, {
          address: body.address,
          smtp_host: body.smtp_host,
          smtp_port: body.smtp_port,
          smtp_security: body.smtp_security,
          imap_host: body.imap_host,
          imap_port: body.imap_port,
          imap_security: body.imap_security,
          username: body.username,
          password_sealed:
            body.password === undefined ? (current?.password_sealed ?? "") : box.seal(body.password),
          password_key_version:
            body.password === undefined ? (current?.password_key_version ?? box.version) : box.version,
          verified_at: changed ? null : (current?.verified_at ?? null),
          ...(MAILBOX_FIELDS.some(differs) ? { imap_uidvalidity: null, imap_last_uid: 0 } : {}),
          updated_by: viewer.userId,
        });
        // Never the password, nor a trace of it: only whether it changed.
        await createAudit(inTx).record({
          actorId: viewer.userId,
          action: "profile.pec_settings",
          subjectType: scope === "firm" ? "company" : "profile",
          subjectId: "companyId" in owner ? owner.companyId : viewer.userId,
          data: {
            scope,
            address: body.address,
            smtp_host: body.smtp_host,
            imap_host: body.imap_host,
            username: body.username,
            password_changed: body.password !== undefined,
            verification_cleared: changed && current?.verified_at != null,
          },
        });
        return saved;
      });
      return settingsView(row, scope, canEditFirm);
    },

    /** Logs in to both servers and says each outcome in words; both passing marks the settings verified. */
    async test(viewer: Viewer, scope: PecSettingsScope | undefined): Promise<PecSettingsTest> {
      const found = await resolve(viewer, scope);
      if (!found.row) throw new AppError(409, [{ key: "pec_not_configured" }]);
      if (found.scope === "firm" && !found.canEditFirm) throw AppError.forbidden("company_admin_only");
      const row = found.row;
      const t = (key: Parameters<typeof translate>[1]) => translate(viewer.language, key);
      const server = serverOf(row);
      if (!server) {
        const unreadable = { ok: false, message: t("pec_password_unreadable") };
        return { smtp: unreadable, imap: unreadable };
      }
      testLimit.hit(`user:${viewer.userId}`);
      const [smtpCheck, imapCheck] = await Promise.all([
        check(server.smtp_host, () => checkSmtp(server, timeoutMs)),
        check(server.imap_host, () => checkImap(server, timeoutMs)),
      ]);
      const asResult = (c: CheckResult | "local"): CheckResult =>
        c === "local" ? { ok: false, failure: "pec_host_local" } : c;
      const smtp = asResult(smtpCheck);
      const imap = asResult(imapCheck);
      if (smtp.ok && imap.ok) {
        await db.transaction(async (tx) => {
          const inTx = tx as unknown as Database;
          // Only if nobody changed the settings meanwhile: the test was of these very ones.
          const now = await createPecSettingsRepository(inTx).byId(row.id);
          if (!now || now.updated_at.getTime() !== row.updated_at.getTime()) return;
          await createPecSettingsRepository(inTx).markVerified(row.id, new Date());
          await onVerified(inTx, row.id);
        });
      }
      const said = (result: typeof smtp) => ({
        ok: result.ok,
        message: t(result.ok ? "pec_connection_ok" : result.failure),
      });
      return { smtp: said(smtp), imap: said(imap) };
    },
  };
}
export type PecSettingsService = ReturnType<typeof createPecSettingsService>;
