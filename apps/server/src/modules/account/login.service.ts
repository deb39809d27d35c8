import { createHash, randomBytes } from "node:crypto";
import type { CustomerLoginBody, LoginAnswer, LoginResponse, MfaVerifyBody } from "@app/contracts";
import type { Config } from "../../config/config.schema";
import type { Database } from "../../db/client";
import { createAudit } from "../../platform/audit/audit";
import type { UserRow } from "../../platform/auth/identity.table";
import { verifyPassword } from "../../platform/auth/passwords";
import type { SecretBox } from "../../platform/auth/secret-box";
import type { SessionService } from "../../platform/auth/session.service";
import { AppError } from "../../platform/http/app-error";
import { type AccountRepository, createAccountRepository } from "./account.repository";
import type { AccountMail } from "./mfa/account-mail";
import type { MfaRepository } from "./mfa/mfa.repository";
import { matchingRecoveryCode } from "./mfa/recovery-codes";
import { matchingStep } from "./mfa/totp";
import { createSignInGuard } from "./sign-in-guard";

export type LoginArea = "customer" | "editor";

/** How long the code may take after the password (issue 35), and how many wrong codes it bears. */
export const MFA_CHALLENGE_MINUTES = 5;
export const MFA_CHALLENGE_MAX_FAILURES = 5;

interface LoginDeps {
  config: Config;
  db: Database;
  accounts: AccountRepository;
  sessions: SessionService;
  mfa: MfaRepository;
  box: SecretBox;
  mail: AccountMail;
  /** The seat rule of the customer's firm (issue 16): runs `start` only if a seat is free. */
  seats: { admit<T>(userId: number, now: Date, start: (within: Database) => Promise<T>): Promise<T> };
}

interface Client {
  ip: string;
  userAgent?: string;
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
type SignedInUser = Pick<UserRow, "id" | "username" | "is_customer" | "is_editor">;

/**
 * Signs a user in to one area, within the limit on guessing (`sign-in-guard.ts`). Unknown user and wrong password give the same answer, after the same work.
 * With two-factor on, the password only opens a challenge: the failures are cleared, and the
 * session started, by the code.
 */
export function createLoginService({ config, db, accounts, sessions, mfa, box, mail, seats }: LoginDeps) {
  const guard = createSignInGuard(config, accounts);

  /** The failure counted against guessing and its event, together (issue 49 §5). */
  async function failed(username: string, client: Client, userId: number | null, reason: string) {
    await db.transaction(async (tx) => {
      const within = tx as unknown as Database;
      await createAccountRepository(within).recordFailure(username, client.ip);
      await createAudit(within).record({
        actorId: userId,
        action: "login_failed",
        subjectType: "user",
        subjectId: userId,
        data: { username, reason },
        ip: client.ip,
      });
    });
  }

  async function startSession(
    user: SignedInUser,
    area: LoginArea,
    rememberMe: boolean,
    client: Client,
    now: Date,
  ) {
    await accounts.clearFailures(user.username.toLowerCase());
    // The session and its event together: a session whose token nobody received would hold a
    // seat until it expired.
    const start = async (within: Database) => {
      const token = await sessions.start({
        user,
        rememberMe,
        userAgent: client.userAgent,
        ip: client.ip,
        now,
        within,
      });
      await createAudit(within).record({
        actorId: user.id,
        action: "login",
        subjectType: "user",
        subjectId: user.id,
        data: { area },
        ip: client.ip,
      });
      return token;
    };
    // The right person, fully proven: refused only when the firm's seats are all taken, checked
    // and taken in one step so two people cannot both get the last seat.
    return area === "customer"
      ? seats.admit(user.id, now, start)
      : db.transaction((tx) => start(tx as unknown as Database));
  }

  return {
    async login(
      area: LoginArea,
      body: CustomerLoginBody,
      client: Client,
      now = new Date(),
    ): Promise<LoginAnswer> {
      const username = body.username.trim().toLowerCase();
      await guard.assertNotRateLimited(username, client.ip, now);
      const user = await accounts.findUserByUsername(username);
      // Each door admits its own role only. Anyone else gets the answer of a wrong password,
      // after the same work, so the login never tells which accounts exist (issue 13).
      const usable = user?.is_active && (area === "editor" ? user.is_editor : user.is_customer) ? user : null;
      const passwordOk = await verifyPassword(usable?.password_hash ?? null, body.password);
      if (!usable || !passwordOk) {
        await failed(username, client, usable?.id ?? null, "password");
        throw AppError.badRequest("login_invalid");
      }
      if (!(await mfa.find(usable.id))?.secret) {
        return { token: await startSession(usable, area, body.rememberMe, client, now) };
      }
      const mfaToken = randomBytes(32).toString("base64url");
      await mfa.insertChallenge({
        token_hash: sha256(mfaToken),
        user_id: usable.id,
        area,
        remember_me: body.rememberMe,
        expires_at: new Date(now.getTime() + MFA_CHALLENGE_MINUTES * 60_000),
      });
      return { mfa_required: true, mfa_token: mfaToken };
    },

    /** The second step: a code of the app, or a recovery code, against the challenge's token. */
    async verify(body: MfaVerifyBody, client: Client, now = new Date()): Promise<LoginResponse> {
      const challenge = await mfa.openChallenge(sha256(body.mfa_token), now, MFA_CHALLENGE_MAX_FAILURES);
      const user = challenge && (await accounts.findUserById(challenge.user_id));
      const setting = user && (await mfa.find(user.id));
      // Bound to the door it was opened at: a user who lost that role since is not let in by it.
      const admitted = user?.is_active && (challenge?.area === "editor" ? user.is_editor : user?.is_customer);
      if (!challenge || !user || !admitted || !setting?.secret)
        throw AppError.badRequest("mfa_token_invalid");
      const username = user.username.toLowerCase();
      await guard.assertNotRateLimited(username, client.ip, now);
      const recovery = "recovery_code" in body;
      const proven = recovery
        ? await spendRecoveryCode(user.id, body.recovery_code, now)
        : await spendCode(user.id, box.open(setting.secret), body.code, now);
      if (!proven) {
        await mfa.countFailure(challenge.id);
        await failed(username, client, user.id, recovery ? "recovery_code" : "code");
        throw recovery
          ? AppError.field("recovery_code", "mfa_recovery_code_invalid")
          : AppError.field("code", "mfa_code_invalid");
      }
      if (!(await mfa.closeChallenge(challenge.id, now))) throw AppError.badRequest("mfa_token_invalid");
      if (recovery) {
        // A recovery code says the phone may be lost or taken: every other session ends.
        // Ended with its event in one transaction, then forgotten on every instance.
        const remaining = (await mfa.unusedRecoveryCodes(user.id)).length;
        const ended = await db.transaction(async (tx) => {
          const within = tx as unknown as Database;
          const ids = await sessions.revokeAllForUserIn(within, user.id, undefined, now);
          await createAudit(within).record({
            actorId: user.id,
            action: "mfa_recovery_used",
            subjectType: "user",
            subjectId: user.id,
            data: { remaining },
            ip: client.ip,
          });
          await mail.tell(within, user, "mfa_recovery_used", { remaining });
          return ids;
        });
        mail.wake();
        await sessions.forget(ended);
      }
      return { token: await startSession(user, challenge.area, challenge.remember_me, client, now) };
    },
  };

  async function spendCode(userId: number, secret: string, code: string, now: Date) {
    const step = matchingStep(secret, code, now);
    return step !== null && (await mfa.useStep(userId, step));
  }

  async function spendRecoveryCode(userId: number, code: string, now: Date) {
    const match = await matchingRecoveryCode(await mfa.unusedRecoveryCodes(userId), code);
    return match !== null && (await mfa.useRecoveryCode(match.id, now));
  }
}

export type LoginService = ReturnType<typeof createLoginService>;
