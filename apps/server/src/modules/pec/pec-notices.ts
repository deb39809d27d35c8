import type { Language } from "@app/contracts";
import { eq } from "drizzle-orm";
import { users } from "../../platform/auth/identity.table";
import type { AppContext } from "../../platform/http/app-context";
import { translate } from "../../platform/i18n/translate";
import { agreements } from "../agreements/agreement.table";
import { notifications } from "../notifications/notification.table";
import { pecMessages } from "./pec.table";
import { createPecMessageRepository } from "./pec-message.repository";
import type { PecNoticeMail, PecNotify } from "./pec-receipts.service";

const FAILED = new Set(["mancata_consegna", "non_accettata"]);

/**
 * The sender's notices (issue 47 §3): a recipient the PEC did not reach (refused or not
 * delivered), each once; and once when every recipient has it delivered. Each is a notification
 * (the bell) written in the receipts' transaction, with an e-mail to the sender's address queued
 * in the outbox in the same transaction.
 */
export function createPecNotify(ctx: Pick<AppContext, "outbox">): PecNotify {
  async function write(...[tx, message, changes]: Parameters<PecNotify["write"]>): Promise<PecNoticeMail[]> {
    const [row] = await tx
      .select({ user: users, title: agreements.title })
      .from(users)
      .innerJoin(agreements, eq(agreements.id, message.agreement_id))
      .where(eq(users.id, message.sender_id));
    if (!row) return [];
    const language: Language = row.user.language === "en" ? "en" : "it";
    const notices: { title: string; text: string; dedupe: string }[] = [];
    for (const change of changes) {
      if (!FAILED.has(change.to) || FAILED.has(change.from)) continue;
      const state = translate(
        language,
        change.to === "non_accettata" ? "pec_state_non_accettata" : "pec_state_mancata_consegna",
      );
      const params = {
        address: change.recipient.address,
        subject: message.subject,
        agreement: row.title,
        state,
        reason: change.reason ?? "",
      };
      notices.push({
        title: translate(language, "pec_failed_title", params),
        text: translate(language, "pec_failed_text", params).trim(),
        dedupe: `pec-failed:${change.recipient.id}`,
      });
    }
    const recipients = await createPecMessageRepository(tx).recipientsOf([message.id]);
    if (!message.all_delivered_notified && recipients.every((r) => r.state === "consegnata")) {
      const params = {
        subject: message.subject,
        agreement: row.title,
        addresses: recipients.map((r) => r.address).join(", "),
      };
      notices.push({
        title: translate(language, "pec_delivered_title", params),
        text: translate(language, "pec_delivered_text", params),
        dedupe: `pec-delivered:${message.id}`,
      });
      await tx
        .update(pecMessages)
        .set({ all_delivered_notified: true })
        .where(eq(pecMessages.id, message.id));
    }
    const mails: PecNoticeMail[] = [];
    for (const notice of notices) {
      const inserted = await tx
        .insert(notifications)
        .values({
          owner_id: message.sender_id,
          kind: "pec_delivery",
          title: notice.title,
          text: notice.text,
          date: new Date(),
          agreement_id: message.agreement_id,
          dedupe_key: notice.dedupe,
        })
        .onConflictDoNothing()
        .returning({ id: notifications.id });
      if (inserted.length === 0 || !row.user.email || !row.user.is_active) continue;
      const mail = { to: row.user.email, subject: notice.title, text: notice.text };
      await ctx.outbox.queue(tx, mail, {
        type: "agreement",
        id: message.agreement_id,
        userId: message.sender_id,
      });
      mails.push(mail);
    }
    return mails;
  }

  return {
    write,
    /** Once the receipts' transaction has committed: the queued e-mails go now. */
    async send(mails) {
      if (mails.length > 0) ctx.outbox.wake();
    },
  };
}
