import { createHash, randomBytes } from "node:crypto";
import type { ChangePasswordBody, Language, PasswordResetConfirmBody } from "@app/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config/config.schema";
import { displayName } from "../../platform/auth/display-name";
import { assertAcceptablePassword, hashPassword, verifyPassword } from "../../platform/auth/passwords";
import type { SessionService } from "../../platform/auth/session.service";
import { AppError } from "../../platform/http/app-error";
import { translate } from "../../platform/i18n/translate";
import type { Mailer } from "../../platform/mail/mailer";
import type { AccountRepository } from "./account.repository";

interface PasswordDeps {
  config: Config;
  accounts: AccountRepository;
  sessions: SessionService;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

function assertConfirmed(body: { new_password1: string; new_password2: string }) {
  if (body.new_password1 !== body.new_password2) throw AppError.field("new_password2", "password_mismatch");
  assertAcceptablePassword(body.new_password1);
}

export function createPasswordService({ config, accounts, sessions, mailer, log }: PasswordDeps) {
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
      assertConfirmed(body);
      await accounts.updatePassword(userId, await hashPassword(body.new_password1));
      return sessions.rotate(sessionId, user);
    },

    /**
     * Mails a single-use, expiring link to every active account with this address. The caller
     * always gets the same answer, so the call cannot be used to learn who has an account;
     * mailing runs after the answer so its timing does not tell either.
     */
    async requestReset(email: string, language: Language) {
      const matches = await accounts.findActiveUsersByEmail(email);
      const now = Date.now();
      const links: { to: string; name: string; link: string }[] = [];
      for (const user of matches) {
        const token = randomBytes(32).toString("base64url");
        await accounts.insertResetToken({
          user_id: user.id,
          token_hash: sha256(token),
          expires_at: new Date(now + config.PASSWORD_RESET_TTL_MINUTES * 60_000),
        });
        const link = new URL("/auth/password/reset/confirm", config.PUBLIC_URL);
        link.searchParams.set("token", token);
        const name = displayName(user);
        links.push({ to: user.email, name, link: link.toString() });
      }
      const sending = Promise.all(
        links.map(({ to, name, link }) =>
          mailer.send({
            to,
            subject: translate(language, "password_reset_subject"),
            text: translate(language, "password_reset_body", {
              name,
              link,
              minutes: config.PASSWORD_RESET_TTL_MINUTES,
            }),
          }),
        ),
      ).catch((error) => log.error({ err: error }, "password-reset e-mail not sent"));
      return { sending };
    },

    /** Sets a new password through a reset link; the link is spent and all sessions end. */
    async confirmReset(body: PasswordResetConfirmBody) {
      assertConfirmed(body);
      const userId = await accounts.consumeResetToken(sha256(body.token), new Date());
      if (userId === null) throw AppError.badRequest("password_reset_invalid");
      await accounts.updatePassword(userId, await hashPassword(body.new_password1));
      await sessions.endAllForUser(userId);
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
