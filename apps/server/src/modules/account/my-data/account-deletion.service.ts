import type { DeleteAccountBody } from "@app/contracts";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { sessions, users } from "../../../platform/auth/identity.table";
import { verifyPassword } from "../../../platform/auth/passwords";
import type { SecretBox } from "../../../platform/auth/secret-box";
import type { SessionService } from "../../../platform/auth/session.service";
import { AppError } from "../../../platform/http/app-error";
import { companyMembers } from "../../profile/licence.table";
import type { AccountRepository } from "../account.repository";
import type { MfaRepository } from "../mfa/mfa.repository";
import { matchingStep } from "../mfa/totp";
import type { SignInGuard } from "../sign-in-guard";
import { auditPseudonym, eraseAccount } from "./account-erasure";

interface DeletionDeps {
  db: Database;
  accounts: AccountRepository;
  mfa: MfaRepository;
  box: SecretBox;
  guard: SignInGuard;
  sessionService: SessionService;
  /** The server's secret: the pseudonyms are keyed with it, so no one can recompute them. */
  secret: string;
}

/**
 * A customer deletes their own account (issue 35, GDPR art. 17): proven by the password, and by a
 * code when two-factor sign-in is on; everything the account holds goes in one transaction (the
 * foreign keys cascade from the user row). The audit trail keeps what was done, under a
 * pseudonym, with neither address nor personal data; the firm keeps its own records.
 */
export function createAccountDeletion({
  db,
  accounts,
  mfa,
  box,
  guard,
  sessionService,
  secret,
}: DeletionDeps) {
  async function prove(
    user: { id: number; username: string; password_hash: string },
    body: DeleteAccountBody,
    ip: string,
    now: Date,
  ) {
    await guard.assertNotRateLimited(user.username, ip, now);
    if (!(await verifyPassword(user.password_hash, body.password))) {
      await guard.recordFailure(user.username, ip);
      throw AppError.field("password", "password_wrong");
    }
    const setting = await mfa.find(user.id);
    if (!setting?.secret) return;
    if (!body.code) throw AppError.field("code", "mfa_code_required");
    const step = matchingStep(box.open(setting.secret), body.code, now);
    if (step === null || !(await mfa.useStep(user.id, step))) {
      await guard.recordFailure(user.username, ip);
      throw AppError.field("code", "mfa_code_invalid");
    }
  }

  /** The firm keeps an administrator: its last one may go only once nobody else is left. */
  async function assertNotLastAdministrator(tx: Database, userId: number) {
    const [membership] = await tx.select().from(companyMembers).where(eq(companyMembers.user_id, userId));
    if (membership?.role !== "administrator") return;
    const others = await tx
      .select({ role: companyMembers.role })
      .from(companyMembers)
      .where(and(eq(companyMembers.company_id, membership.company_id), ne(companyMembers.user_id, userId)));
    if (others.length > 0 && !others.some((o) => o.role === "administrator"))
      throw new AppError(409, [{ key: "account_last_administrator" }]);
  }

  return {
    async delete(caller: { userId: number; ip: string }, body: DeleteAccountBody, now = new Date()) {
      const user = await accounts.findUserById(caller.userId);
      if (!user) throw AppError.unauthorized();
      await prove(user, body, caller.ip, now);
      const pseudonym = auditPseudonym(secret, user.id);
      const ended = await db.transaction(async (tx) => {
        // Held until the end: a colleague's promotion cannot cross the administrator check.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
        await assertNotLastAdministrator(tx, user.id);
        const live = await tx
          .select({ id: sessions.id })
          .from(sessions)
          .where(and(eq(sessions.user_id, user.id), isNull(sessions.revoked_at)));
        await eraseAccount(tx, user, pseudonym);
        return live.map((s) => s.id);
      });
      // After the commit: every instance forgets the sessions it kept, so no old token works.
      await sessionService.forget(ended);
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
