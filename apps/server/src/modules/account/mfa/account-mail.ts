import type { Language } from "@app/contracts";
import type { FastifyBaseLogger } from "fastify";
import { displayName } from "../../../platform/auth/display-name";
import type { UserRow } from "../../../platform/auth/identity.table";
import { translate } from "../../../platform/i18n/translate";
import type { Mailer } from "../../../platform/mail/mailer";

type Notice = "mfa_enabled" | "mfa_disabled" | "mfa_recovery_used" | "mfa_recovery_codes_regenerated";

type Recipient = Pick<UserRow, "email" | "first_name" | "last_name" | "username" | "language">;

/**
 * Tells a user by e-mail of a change to how they sign in. A mail that cannot go is logged, never
 * undoes the change: the change is already committed and the user sees it on the screen.
 */
export function createAccountMail(mailer: Mailer, log: FastifyBaseLogger) {
  return {
    async tell(user: Recipient, notice: Notice, params: Record<string, string | number> = {}) {
      if (!user.email) return;
      const language: Language = user.language === "en" ? "en" : "it";
      const name = displayName(user);
      await mailer
        .send({
          to: user.email,
          subject: translate(language, `${notice}_subject`),
          text: translate(language, `${notice}_body`, { name, ...params }),
        })
        .catch((error) => log.error({ err: error, notice }, "account notice not sent"));
    },
  };
}

export type AccountMail = ReturnType<typeof createAccountMail>;
