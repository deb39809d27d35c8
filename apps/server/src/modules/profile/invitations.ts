import type { Language } from "@app/contracts";
import type { Database } from "../../db/client";
import { displayName } from "../../platform/auth/display-name";
import type { UserRow } from "../../platform/auth/identity.table";
import { issuePasswordLink } from "../../platform/auth/password-links";
import type { AppContext } from "../../platform/http/app-context";
import { translate } from "../../platform/i18n/translate";

/**
 * The invitation e-mail (issue 16): a single-use link, valid INVITATION_TTL_HOURS, to choose the
 * first password on the password page. Sent in the invited person's language; a failure to
 * send is logged and does not undo the invitation (the link can be sent again).
 */
export function createInvitations(ctx: Pick<AppContext, "config" | "mailer" | "log">, db: Database) {
  const hours = ctx.config.INVITATION_TTL_HOURS;
  const invitations = {
    /** The invitation's link, issued on the database or transaction given. */
    issue: (user: UserRow, within: Database = db) =>
      issuePasswordLink(within, ctx.config.PUBLIC_URL, user.id, "invite", hours * 3_600_000),
    /** Mails an issued link, once the transaction that issued it has committed. */
    async mail(
      user: UserRow,
      inviter: Pick<UserRow, "first_name" | "last_name" | "username">,
      company: string,
      link: string,
    ) {
      const language = user.language as Language;
      await ctx.mailer
        .send({
          to: user.email,
          subject: translate(language, "invitation_subject"),
          text: translate(language, "invitation_body", {
            name: displayName(user),
            inviter: displayName(inviter),
            company,
            username: user.username,
            hours,
            link,
          }),
        })
        .catch((error) => ctx.log.error({ err: error, user: user.id }, "invitation e-mail not sent"));
    },
    async send(
      user: UserRow,
      inviter: Pick<UserRow, "first_name" | "last_name" | "username">,
      company: string,
    ) {
      await invitations.mail(user, inviter, company, await invitations.issue(user));
    },
  };
  return invitations;
}
