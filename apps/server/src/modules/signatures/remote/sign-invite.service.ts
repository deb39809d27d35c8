import { createHash, randomBytes } from "node:crypto";
import type { Language, SignInvite, SignInviteCreate } from "@app/contracts";
import type { Database } from "../../../db/client";
import { createAudit } from "../../../platform/audit/audit";
import { AppError } from "../../../platform/http/app-error";
import { translate } from "../../../platform/i18n/translate";
import type { MailOutbox } from "../../../platform/mail/mail-outbox";
import { createAgreementReader } from "../../agreements";
import { createSignatureRepository } from "../signature.repository";
import type { SignInviteRow } from "../signature.table";
import type { SignedCopyService } from "../signed-copy.service";
import { createSignInviteRepository } from "./sign-invite.repository";

/** How long an invitation's link opens the signing page (issue 46 §1.5). */
export const SIGN_INVITE_DAYS = 7;

/**
 * Open invitations a contract may have at once: more than its parties ever need, few enough that
 * a stolen session cannot make the product e-mail links to a mailing list.
 */
export const SIGN_INVITE_MAX_OPEN = 20;

/** Only this is kept of a link's token: the table alone opens nothing. */
export const tokenHashOf = (token: string) => createHash("sha256").update(token).digest("hex");

function statusOf(row: SignInviteRow, now: Date, signed: boolean): SignInvite["status"] {
  if (row.revoked_at) return "revocato";
  if (signed) return "firmato";
  return row.expires_at > now ? "attivo" : "scaduto";
}

/** What an invitation's e-mail is about, in the outbox. */
const SIGN_INVITE_MAIL = "sign_invite";

const isSigning = (status: string) => status === "in_firma" || status === "firmato";

/**
 * The owner's invitations to sign (issue 46 §1.5): a capability URL `/firma/{token}` e-mailed to
 * the other party, for one frozen contract, 7 days; revoked by the owner or by reopening.
 */
export function createSignInviteService(deps: {
  db: Database;
  copies: Pick<SignedCopyService, "hasSigned">;
  outbox: MailOutbox;
  publicUrl: string;
}) {
  const { db } = deps;
  const agreements = createAgreementReader(db);
  // A link nobody received must not stay open: its invitation is revoked when its e-mail fails.
  deps.outbox.onGivenUp(SIGN_INVITE_MAIL, (tx, inviteId) => createSignInviteRepository(tx).revoke(inviteId));

  async function owned(ownerId: number, id: number) {
    const row = await agreements.findByOwner(ownerId, id);
    if (!row) throw AppError.notFound();
    return row;
  }

  return {
    async create(
      viewer: { userId: number; name: string; language: Language },
      id: number,
      invitee: Required<SignInviteCreate>,
    ) {
      const row = await owned(viewer.userId, id);
      const frozen = isSigning(row.status) ? await createSignatureRepository(db).frozenOf(id) : null;
      if (!frozen) throw new AppError(409, [{ key: "agreement_not_frozen" }]);
      const token = randomBytes(32).toString("base64url");
      const expires = new Date(Date.now() + SIGN_INVITE_DAYS * 24 * 3600 * 1000);
      // The link is in the e-mail only: never shown again, and kept in the outbox only until sent.
      const params = {
        name: invitee.name,
        owner: viewer.name,
        title: row.title,
        expires: expires.toLocaleString("it-IT", { timeZone: "Europe/Rome" }),
        link: `${deps.publicUrl.replace(/\/+$/, "")}/firma/${token}`,
      };
      const invite = await db.transaction(async (tx) => {
        const inTx = tx as unknown as Database;
        if ((await createSignInviteRepository(inTx).countOpen(id, new Date())) >= SIGN_INVITE_MAX_OPEN)
          throw new AppError(409, [{ key: "sign_invites_limit", params: { max: SIGN_INVITE_MAX_OPEN } }]);
        const created = await createSignInviteRepository(inTx).insert({
          agreement_id: id,
          token_hash: tokenHashOf(token),
          name: invitee.name,
          email: invitee.email,
          fiscal_code: invitee.fiscal_code,
          expires_at: expires,
        });
        const mail = await deps.outbox.queue(
          inTx,
          {
            to: invitee.email,
            subject: translate("it", "sign_invite_mail_subject", params),
            text: translate("it", "sign_invite_mail_text", params),
          },
          { type: SIGN_INVITE_MAIL, id: created.id, userId: viewer.userId },
        );
        await createAudit(inTx).record({
          actorId: viewer.userId,
          action: "agreement.sign_invite",
          subjectType: "agreement",
          subjectId: id,
          data: {
            invite: created.id,
            name: invitee.name,
            email: invitee.email,
            fiscal_code: invitee.fiscal_code,
            mail_id: mail,
          },
        });
        return created;
      });
      deps.outbox.wake();
      return { id: invite.id, expires_at: expires.toISOString() };
    },

    async list(ownerId: number, id: number): Promise<{ results: SignInvite[] }> {
      const read = await owned(ownerId, id);
      const now = new Date();
      const rows = await createSignInviteRepository(db).listOf(id);
      const signed = await Promise.all(rows.map((row) => deps.copies.hasSigned(read, row.fiscal_code)));
      return {
        results: rows.map((row, index) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          fiscal_code: row.fiscal_code,
          expires_at: row.expires_at.toISOString(),
          date_create: row.created_at.toISOString(),
          status: statusOf(row, now, signed[index] ?? false),
        })),
      };
    },

    async revoke(ownerId: number, inviteId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const inTx = tx as unknown as Database;
        const invites = createSignInviteRepository(inTx);
        const invite = await invites.owned(ownerId, inviteId);
        if (!invite) throw AppError.notFound();
        await invites.revoke(inviteId);
        await createAudit(inTx).record({
          actorId: ownerId,
          action: "agreement.sign_invite_revoke",
          subjectType: "agreement",
          subjectId: invite.agreement_id,
          data: { invite: inviteId, name: invite.name },
        });
      });
    },
  };
}
