import type { MfaDisableBody, MfaRegenerateBody, MfaSetupResponse } from "@app/contracts";
import type { Database } from "../../../db/client";
import { createAudit } from "../../../platform/audit/audit";
import type { UserRow } from "../../../platform/auth/identity.table";
import { verifyPassword } from "../../../platform/auth/passwords";
import type { SecretBox } from "../../../platform/auth/secret-box";
import type { SessionService } from "../../../platform/auth/session.service";
import { AppError } from "../../../platform/http/app-error";
import type { AccountRepository } from "../account.repository";
import type { SignInGuard } from "../sign-in-guard";
import type { AccountMail } from "./account-mail";
import type { MfaRepository } from "./mfa.repository";
import { newRecoveryCodes } from "./recovery-codes";
import { matchingStep, newTotpSecret, otpauthUrl } from "./totp";

interface MfaDeps {
  db: Database;
  accounts: AccountRepository;
  mfa: MfaRepository;
  sessions: SessionService;
  box: SecretBox;
  mail: AccountMail;
  guard: SignInGuard;
}

/** The changes the user is told of by e-mail, named as their audit actions. */
type MailedChange = "mfa_enabled" | "mfa_disabled" | "mfa_recovery_codes_regenerated";

/** Who asks, from which session and address. */
export interface MfaCaller {
  userId: number;
  sessionId: string;
  ip: string;
}

/**
 * Turning two-factor sign-in on and off (issue 35), and new recovery codes (issue 44). Each change
 * is written to the audit trail in the same transaction and told to the user by e-mail; turning
 * it on or off also ends the user's other sessions.
 */
export function createMfaService({ db, accounts, mfa, sessions, box, mail, guard }: MfaDeps) {
  async function userOf(userId: number) {
    const user = await accounts.findUserById(userId);
    if (!user) throw AppError.unauthorized();
    return user;
  }

  /** The change and its audit event, in one transaction: neither without the other. */
  /** The change, its audit event and the e-mail telling the user, in one transaction. */
  async function changeAudited(
    caller: MfaCaller,
    user: UserRow,
    action: MailedChange,
    change: (tx: Database) => Promise<void>,
  ) {
    await db.transaction(async (tx) => {
      await change(tx);
      await createAudit(tx).record({
        actorId: caller.userId,
        action,
        subjectType: "user",
        subjectId: caller.userId,
        ip: caller.ip,
      });
      await mail.tell(tx, user, action);
    });
    mail.wake();
  }

  /**
   * The password and a current code, each failure counted towards the sign-in limits: a session
   * alone, stolen or left open, changes nothing.
   */
  async function prove(user: UserRow, sealedSecret: string, body: MfaProofBody, ip: string, now: Date) {
    await guard.assertNotRateLimited(user.username, ip, now);
    if (!(await verifyPassword(user.password_hash, body.password))) {
      await guard.recordFailure(user.username, ip);
      throw AppError.field("password", "password_wrong");
    }
    const step = matchingStep(box.open(sealedSecret), body.code, now);
    if (step === null || !(await mfa.useStep(user.id, step))) {
      await guard.recordFailure(user.username, ip);
      throw AppError.field("code", "mfa_code_invalid");
    }
  }

  /** The user's secret, when two-factor is on (409 otherwise). */
  async function activeSecret(userId: number) {
    const row = await mfa.find(userId);
    if (!row?.secret) throw new AppError(409, [{ key: "mfa_not_enabled" }]);
    return row.secret;
  }

  /** After turning it on or off: the other sessions end, this one is read again. */
  async function afterChange(caller: MfaCaller) {
    await sessions.endAllForUser(caller.userId, caller.sessionId);
    await sessions.reread(caller.sessionId);
  }

  return {
    /** A new secret for the app to read, kept until a first code confirms it. */
    async setup(caller: MfaCaller): Promise<MfaSetupResponse> {
      const user = await userOf(caller.userId);
      if ((await mfa.find(user.id))?.secret) throw new AppError(409, [{ key: "mfa_already_enabled" }]);
      const secret = newTotpSecret();
      await mfa.setPending(user.id, box.seal(secret));
      return { secret, otpauth_url: otpauthUrl(secret, user.username) };
    },

    /** Confirms the secret with a first code; answers the recovery codes, shown this once. */
    async enable(caller: MfaCaller, code: string, now = new Date()): Promise<string[]> {
      const row = await mfa.find(caller.userId);
      if (row?.secret) throw new AppError(409, [{ key: "mfa_already_enabled" }]);
      if (!row?.pending_secret) throw AppError.badRequest("mfa_setup_missing");
      const step = matchingStep(box.open(row.pending_secret), code, now);
      if (step === null) throw AppError.field("code", "mfa_code_invalid");
      const { codes, hashes } = await newRecoveryCodes();
      await changeAudited(caller, await userOf(caller.userId), "mfa_enabled", async (tx) => {
        if (!(await mfa.enable(tx, caller.userId, step, hashes, now)))
          throw new AppError(409, [{ key: "mfa_already_enabled" }]);
      });
      await afterChange(caller);
      return codes;
    },

    /** Turns it off, with the password and a current code (a stolen session alone cannot). */
    async disable(caller: MfaCaller, body: MfaDisableBody, now = new Date()) {
      const user = await userOf(caller.userId);
      await prove(user, await activeSecret(user.id), body, caller.ip, now);
      await changeAudited(caller, user, "mfa_disabled", (tx) => mfa.disable(tx, user.id));
      await afterChange(caller);
    },

    /** How many recovery codes the user has not used yet (two-factor on; 409 otherwise). */
    async recoveryCodesLeft(caller: MfaCaller): Promise<number> {
      await activeSecret(caller.userId);
      return mfa.countUnusedRecoveryCodes(caller.userId);
    },

    /**
     * Ten new recovery codes in place of the old ones (used up, or written where they may be
     * read), proven as turning it off is; answered this once. The sessions stay: nothing about
     * signing in has changed but the codes.
     */
    async regenerateRecoveryCodes(caller: MfaCaller, body: MfaRegenerateBody, now = new Date()) {
      const user = await userOf(caller.userId);
      await prove(user, await activeSecret(user.id), body, caller.ip, now);
      const { codes, hashes } = await newRecoveryCodes();
      await changeAudited(caller, user, "mfa_recovery_codes_regenerated", (tx) =>
        mfa.replaceRecoveryCodes(tx, user.id, hashes),
      );
      return codes;
    },
  };
}

export type MfaService = ReturnType<typeof createMfaService>;

type MfaProofBody = MfaDisableBody | MfaRegenerateBody;
