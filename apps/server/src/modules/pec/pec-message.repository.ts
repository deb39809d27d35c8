import { and, desc, eq, inArray, isNull, min } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agreements } from "../agreements/agreement.table";
import { type PecMessageRow, pecMessages, pecReceipts, pecRecipients } from "./pec.table";

/** The outbox rows, their recipients and receipts. */
export function createPecMessageRepository(db: Database) {
  return {
    async insert(row: typeof pecMessages.$inferInsert, addresses: string[]) {
      const [message] = await db.insert(pecMessages).values(row).returning();
      const saved = message as PecMessageRow;
      const recipients = await db
        .insert(pecRecipients)
        .values(addresses.map((address) => ({ pec_message_id: saved.id, address })))
        .returning();
      return { message: saved, recipients };
    },
    async byId(id: number): Promise<PecMessageRow | null> {
      const [row] = await db.select().from(pecMessages).where(eq(pecMessages.id, id));
      return row ?? null;
    },
    async lock(id: number): Promise<PecMessageRow | null> {
      const [row] = await db.select().from(pecMessages).where(eq(pecMessages.id, id)).for("update");
      return row ?? null;
    },
    /** Claims the one attempt: answers false when one had already started (never send twice). */
    async startAttempt(id: number): Promise<boolean> {
      const rows = await db
        .update(pecMessages)
        .set({ attempt_started_at: new Date() })
        .where(
          and(
            eq(pecMessages.id, id),
            isNull(pecMessages.attempt_started_at),
            eq(pecMessages.status, "in_coda"),
          ),
        )
        .returning({ id: pecMessages.id });
      return rows.length === 1;
    },
    /** The SMTP server refused before taking the message: nothing left, another attempt may start. */
    async attemptFailed(id: number, detail: string) {
      await db
        .update(pecMessages)
        .set({ attempt_started_at: null, error_detail: detail.slice(0, 500) })
        .where(eq(pecMessages.id, id));
    },
    async update(id: number, values: Partial<typeof pecMessages.$inferInsert>) {
      await db.update(pecMessages).set(values).where(eq(pecMessages.id, id));
    },
    /** A settings row's message by its Message-ID: a receipt of another mailbox's message is foreign. */
    /** When the oldest message sent through this mailbox was put in the outbox, if any. */
    async oldestOf(settingsId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: min(pecMessages.created_at) })
        .from(pecMessages)
        .where(eq(pecMessages.settings_id, settingsId));
      return row?.at ?? null;
    },
    async bySettingsAndMessageId(settingsId: number, messageId: string): Promise<PecMessageRow | null> {
      const [row] = await db
        .select()
        .from(pecMessages)
        .where(
          and(
            eq(pecMessages.settings_id, settingsId),
            // As the receipt gives it, with or without its angle brackets; the ids made here are
            // lower case (a uuid and a domain), and a provider may change a domain's case.
            eq(pecMessages.message_id, `<${messageId.replace(/^<|>$/g, "").toLowerCase()}>`),
          ),
        );
      return row ?? null;
    },
    async recipientsOf(messageIds: number[]) {
      if (messageIds.length === 0) return [];
      return db.select().from(pecRecipients).where(inArray(pecRecipients.pec_message_id, messageIds));
    },
    async receiptsOf(messageIds: number[]) {
      if (messageIds.length === 0) return [];
      return db
        .select({
          id: pecReceipts.id,
          pec_message_id: pecReceipts.pec_message_id,
          type: pecReceipts.type,
          valid: pecReceipts.valid,
          problem: pecReceipts.problem,
          received_at: pecReceipts.received_at,
          recipients: pecReceipts.recipients,
          delivered_to: pecReceipts.delivered_to,
          error_reason: pecReceipts.error_reason,
        })
        .from(pecReceipts)
        .where(inArray(pecReceipts.pec_message_id, messageIds))
        .orderBy(pecReceipts.received_at, pecReceipts.id);
    },
    async setRecipient(id: number, state: string, reason: string | null) {
      await db
        .update(pecRecipients)
        .set({ state: state as never, reason, updated_at: new Date() })
        .where(eq(pecRecipients.id, id));
    },
    /** An agreement's messages, newest first, the owner's only. */
    async ofAgreement(ownerId: number, agreementId: number) {
      return db
        .select({ message: pecMessages })
        .from(pecMessages)
        .innerJoin(agreements, eq(agreements.id, pecMessages.agreement_id))
        .where(and(eq(pecMessages.agreement_id, agreementId), eq(agreements.owner_id, ownerId)))
        .orderBy(desc(pecMessages.id))
        .then((rows) => rows.map((row) => row.message));
    },
    /** A message's raw bytes, its agreement's owner only. */
    async ownedMessage(ownerId: number, id: number) {
      const [row] = await db
        .select({ raw: pecMessages.raw, subject: pecMessages.subject })
        .from(pecMessages)
        .innerJoin(agreements, eq(agreements.id, pecMessages.agreement_id))
        .where(and(eq(pecMessages.id, id), eq(agreements.owner_id, ownerId)));
      return row ?? null;
    },
    /** A receipt's raw bytes, its message's agreement's owner only. */
    async ownedReceipt(ownerId: number, id: number) {
      const [row] = await db
        .select({ raw: pecReceipts.raw, type: pecReceipts.type })
        .from(pecReceipts)
        .innerJoin(pecMessages, eq(pecMessages.id, pecReceipts.pec_message_id))
        .innerJoin(agreements, eq(agreements.id, pecMessages.agreement_id))
        .where(and(eq(pecReceipts.id, id), eq(agreements.owner_id, ownerId)));
      return row ?? null;
    },
  };
}
export type PecMessageRepository = ReturnType<typeof createPecMessageRepository>;
