import type { Language } from "@app/contracts";
import type { Database } from "../../../db/client";
import { displayName } from "../../../platform/auth/display-name";
import type { UserRow } from "../../../platform/auth/identity.table";
import { translate } from "../../../platform/i18n/translate";
import type { MailOutbox } from "../../../platform/mail/mail-outbox";

type Notice = "mfa_enabled" | "mfa_disabled" | "mfa_recovery_used" | "mfa_recovery_codes_regenerated";

type Recipient = Pick<UserRow, "id" | "email" | "first_name" | "last_name" | "username" | "language">;

/**
 * Tells a user by e-mail of a change to how they sign in: queued in the outbox in the change's
 * own transaction (issue 49 §5), so the notice exists exactly when the change does; `wake()`
 * once that transaction has committed sends it now.
 */
export function createAccountMail(outbox: MailOutbox) {
  return {
    async tell(
      within: Database,
      user: Recipient,
      notice: Notice,
      params: Record<string, string | number> = {},
    ) {
      if (!user.email) return;
      const language: Language = user.language === "en" ? "en" : "it";
      const name = displayName(user);
      await outbox.queue(
        within,
        {
          to: user.email,
          subject: translate(language, `${notice}_subject`),
          text: translate(language, `${notice}_body`, { name, ...params }),
        },
        { type: "user", id: user.id, userId: user.id },
      );
    },
    wake: () => outbox.wake(),
  };
}

export type AccountMail = ReturnType<typeof createAccountMail>;
