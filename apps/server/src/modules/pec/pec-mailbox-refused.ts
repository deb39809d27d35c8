import type { Language } from "@app/contracts";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../platform/auth/identity.table";
import type { AppContext } from "../../platform/http/app-context";
import { translate } from "../../platform/i18n/translate";
import { notifications } from "../notifications/notification.table";
import { companyMembers } from "../profile/licence.table";
import { type PecSettingsRow, pecSettings } from "./pec.table";

/**
 * The mailbox's provider refused its user name or password while reading the receipts (a PEC
 * password expires, as a rule every few months). Retrying would only lock the account: the
 * mailbox is no longer verified (its polls and its IDLE stop, sending waits), and whoever may
 * change its settings (the person, or the firm's administrators) is told in the bell and by
 * e-mail (queued with the notice), once per verification.
 */
export async function mailboxRefused(
  ctx: Pick<AppContext, "db" | "outbox">,
  settings: PecSettingsRow,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const inTx = tx as unknown as Database;
    await inTx.update(pecSettings).set({ verified_at: null }).where(eq(pecSettings.id, settings.id));
    const ownerIds = settings.user_id
      ? [settings.user_id]
      : (
          await inTx
            .select({ id: companyMembers.user_id })
            .from(companyMembers)
            .where(
              and(
                eq(companyMembers.company_id, settings.company_id ?? 0),
                eq(companyMembers.role, "administrator"),
              ),
            )
        ).map((row) => row.id);
    if (ownerIds.length === 0) return;
    const owners = await inTx.select().from(users).where(inArray(users.id, ownerIds));
    for (const owner of owners) {
      const language: Language = owner.language === "en" ? "en" : "it";
      const title = translate(language, "pec_mailbox_refused_title");
      const text = translate(language, "pec_mailbox_refused_text", { address: settings.address });
      const inserted = await inTx
        .insert(notifications)
        .values({
          owner_id: owner.id,
          kind: "pec_delivery",
          title,
          text,
          date: new Date(),
          agreement_id: null,
          dedupe_key: `pec-refused:${settings.id}:${settings.verified_at?.toISOString() ?? ""}`,
        })
        .onConflictDoNothing()
        .returning({ id: notifications.id });
      if (inserted.length > 0 && owner.email && owner.is_active)
        await ctx.outbox.queue(
          inTx,
          { to: owner.email, subject: title, text },
          { type: "user", id: owner.id, userId: owner.id },
        );
    }
  });
  ctx.outbox.wake();
}
