import type { Language } from "@app/contracts";
import type { Database } from "../../db/client";
import { displayName } from "../../platform/auth/display-name";
import type { UserRow } from "../../platform/auth/identity.table";
import { issuePasswordLink } from "../../platform/auth/password-links";
import type { AppContext } from "../../platform/http/app-context";
import { translate } from "../../platform/i18n/translate";

type Inviter = Pick<UserRow, "first_name" | "last_name" | "username">;

/**
 * The invitation e-mail (issue 16): a single-use link, valid INVITATION_TTL_HOURS, to choose the
 * first password on the password page, in the invited person's language. The link and its
 * e-mail are written in the transaction that invites (issue 49 §5); the job queue sends it.
 */
export function createInvitations(ctx: Pick<AppContext, "config" | "outbox">) {
  const hours = ctx.config.INVITATION_TTL_HOURS;
  const invitations = {
    /** The invitation's link, issued in the transaction given. */
    issue: (within: Database, user: UserRow) =>
      issuePasswordLink(within, ctx.config.PUBLIC_URL, user.id, "invite", hours * 3_600_000),
    /** Queues the e-mail of an issued link in the same transaction. */
    async mail(within: Database, user: UserRow, inviter: Inviter, company: string, link: string) {
      const language = user.language as Language;
      await ctx.outbox.queue(
        within,
        {
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
        },
        { type: "user", id: user.id, userId: user.id },
      );
    },
    /** Issues the link and queues its e-mail; call `ctx.outbox.wake()` once committed. */
    async send(within: Database, user: UserRow, inviter: Inviter, company: string) {
      await invitations.mail(within, user, inviter, company, await invitations.issue(within, user));
    },
  };
  return invitations;
}
