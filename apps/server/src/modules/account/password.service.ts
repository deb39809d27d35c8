import { createHash, randomBytes } from "node:crypto";
import type { ChangePasswordBody, Language, PasswordResetConfirmBody } from "@app/contracts";
import type { Config } from "../../config/config.schema";
import type { Database } from "../../db/client";
import { displayName } from "../../platform/auth/display-name";
import { assertAcceptablePassword, hashPassword, verifyPassword } from "../../platform/auth/passwords";
import type { SessionService } from "../../platform/auth/session.service";
import { AppError } from "../../platform/http/app-error";
import { translate } from "../../platform/i18n/translate";
import type { MailOutbox } from "../../platform/mail/mail-outbox";
import { type AccountRepository, createAccountRepository } from "./account.repository";

interface PasswordDeps {
  config: Config;
  accounts: AccountRepository;
  sessions: SessionService;
  db: Database;
  outbox: MailOutbox;
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

async function assertConfirmed(body: { new_password1: string; new_password2: string }) {
  if (body.new_password1 !== body.new_password2) throw AppError.field("new_password2", "password_mismatch");
  await assertAcceptablePassword(body.new_password1);
}

export function createPasswordService({ config, accounts, sessions, db, outbox }: PasswordDeps) {
  return {
    /**
     * Changes the caller's password; every session ends, theirs is replaced by a new one whose
     * token is answered (issue 35: no token from before the change still works).
     */
    async change(userId: number, sessionId: string, body: ChangePasswordBody): Promise<string> {
      const user = await accounts.findUserById(userId);
      if (!user) throw AppError.unauthorized();
      if (!(await verifyPassword(user.password_hash, body.old_password))) {
        throw AppError.field("old_password", "password_old_wrong");
      }
      await assertConfirmed(body);
      await accounts.updatePassword(userId, await hashPassword(body.new_password1));
      return sessions.rotate(sessionId, user);
    },

    /**
     * Mails a single-use, expiring link to every active account with this address. The caller
     * always gets the same answer, so the call cannot be used to learn who has an account. Each
     * link and its e-mail are written together (issue 49 §5); the job queue sends the mail.
     */
    async requestReset(email: string, language: Language) {
      const matches = await accounts.findActiveUsersByEmail(email);
      if (matches.length === 0) return;
      const now = Date.now();
      await db.transaction(async (tx) => {
        const within = tx as unknown as Database;
        for (const user of matches) {
          const token = randomBytes(32).toString("base64url");
          await createAccountRepository(within).insertResetToken({
            user_id: user.id,
            token_hash: sha256(token),
            expires_at: new Date(now + config.PASSWORD_RESET_TTL_MINUTES * 60_000),
          });
          const link = new URL("/auth/password/reset/confirm", config.PUBLIC_URL);
          link.searchParams.set("token", token);
          await outbox.queue(
            within,
            {
              to: user.email,
              subject: translate(language, "password_reset_subject"),
              text: translate(language, "password_reset_body", {
                name: displayName(user),
                link: link.toString(),
                minutes: config.PASSWORD_RESET_TTL_MINUTES,
              }),
            },
            { type: "user", id: user.id, userId: user.id },
          );
        }
      });
      outbox.wake();
    },

    /** Sets a new password through a reset link; the link is spent and all sessions end. */
    async confirmReset(body: PasswordResetConfirmBody) {
      await assertConfirmed(body);
      const userId = await accounts.consumeResetToken(sha256(body.token), new Date());
      if (userId === null) throw AppError.badRequest("password_reset_invalid");
      await accounts.updatePassword(userId, await hashPassword(body.new_password1));
      await sessions.endAllForUser(userId);
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
