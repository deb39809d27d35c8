import { createHash } from "node:crypto";
import type { PecRecipientState } from "@app/contracts";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { PecMessageRow, PecRecipientRow } from "./pec.table";
import { pecReceipts } from "./pec.table";
import { createPecMessageRepository } from "./pec-message.repository";
import type { PecReceiptEngine, StateReceipt } from "./pec-receipt-api";

/** A recipient whose state changed in a recomputation, for the notices. */
export interface RecipientChange {
  recipient: PecRecipientRow;
  from: PecRecipientState;
  to: PecRecipientState;
  reason: string | null;
}

/** An e-mail to the sender, sent once the transaction that wrote its notice is committed. */
export interface PecNoticeMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Tells the sender what ended: `write` the notices (the bell) in the recomputation's transaction,
 * answering their e-mails, which `send` sends after the commit (a slow mail server never holds
 * the transaction, and a rolled-back one sends nothing).
 */
export interface PecNotify {
  write(tx: Database, message: PecMessageRow, changes: RecipientChange[]): Promise<PecNoticeMail[]>;
  send(mails: PecNoticeMail[]): Promise<void>;
}

export type IngestResult = "stored" | "duplicate" | "not_a_receipt";

/** The receipts the sender's own provider writes on taking, or refusing, the message. */
export const PROVIDER_ANSWERS: ReadonlySet<string> = new Set(["accettazione", "non-accettazione"]);

const sha256Of = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const toDate = (value: Date | string | null, fallback: Date) => {
  const date = value === null ? fallback : new Date(value);
  return Number.isNaN(date.getTime()) ? fallback : date;
};

/**
 * The receipts read from a mailbox (issue 47 §3). Each is kept exactly as read, once (by its
 * SHA-256 per mailbox); one that is no receipt of this mailbox's messages, or unreadable, is kept
 * aside; one badly signed is kept, not valid. Every recipient's state is then recomputed from all
 * its message's receipts, so order and duplicates change nothing.
 */
export function createPecReceiptsService(deps: {
  db: Database;
  engine: PecReceiptEngine;
  timeoutHours: number;
  notify: PecNotify;
}) {
  const { db, engine } = deps;

  /** Recomputes a message's recipients (and its status) from all its receipts, in `tx`. */
  async function recompute(tx: Database, messageId: number, now: Date): Promise<PecNoticeMail[]> {
    const messages = createPecMessageRepository(tx);
    const message = await messages.lock(messageId);
    if (!message) return [];
    const receipts = await messages.receiptsOf([messageId]);
    const stateReceipts: StateReceipt[] = receipts.flatMap((r) =>
      r.type
        ? [
            {
              type: r.type,
              deliveredTo: r.delivered_to,
              recipients: r.recipients,
              valid: r.valid,
              errorReason: r.error_reason,
            },
          ]
        : [],
    );
    // The sender's provider's valid answer (acceptance or refusal) proves the message left,
    // whatever the job recorded (issue 47 §2).
    const accepted = receipts.find((r) => r.valid && PROVIDER_ANSWERS.has(r.type ?? ""));
    let current = message;
    if (accepted && message.status !== "inviato") {
      const sentAt = message.sent_at ?? accepted.received_at;
      await messages.update(messageId, { status: "inviato", sent_at: sentAt, error_key: null });
      current = { ...message, status: "inviato", sent_at: sentAt, error_key: null };
    }
    if (current.status === "in_coda" && !current.attempt_started_at) return [];
    const sentAt = current.sent_at ?? current.attempt_started_at ?? current.created_at;
    const changes: RecipientChange[] = [];
    for (const recipient of await messages.recipientsOf([messageId])) {
      const next = engine.recipientState({
        recipient: recipient.address,
        sentAt,
        now,
        timeoutHours: deps.timeoutHours,
        receipts: stateReceipts,
      });
      if (next.state === recipient.state && next.reason === recipient.reason) continue;
      await messages.setRecipient(recipient.id, next.state, next.reason);
      changes.push({ recipient, from: recipient.state, to: next.state, reason: next.reason });
    }
    return changes.length > 0 ? deps.notify.write(tx, current, changes) : [];
  }

  /** An unreadable message with a receipt's header: its hash and why, so it is read only once. */
  async function keepAside(
    tx: Database,
    base: { settings_id: number; raw: Buffer; sha256: string; received_at: Date },
    detail: string,
  ) {
    await tx
      .insert(pecReceipts)
      .values({ ...base, problem: "malformed", error_reason: detail.slice(0, 500) })
      .onConflictDoNothing();
  }

  const service = {
    async recompute(messageId: number, now = new Date()): Promise<void> {
      const mails = await db.transaction((tx) => recompute(tx as unknown as Database, messageId, now));
      await deps.notify.send(mails);
    },

    /** Reads one message of the mailbox: stored (and the states moved), already had, or no receipt. */
    async ingest(settingsId: number, raw: Buffer, at = new Date()): Promise<IngestResult> {
      const sha256 = sha256Of(raw);
      const [had] = await db
        .select({ id: pecReceipts.id })
        .from(pecReceipts)
        .where(and(eq(pecReceipts.settings_id, settingsId), eq(pecReceipts.sha256, sha256)));
      if (had) return "duplicate";
      const outcome = await engine.parse(raw);
      if (outcome.kind === "not_a_receipt") return "not_a_receipt";
      const { result, mails } = await db.transaction(async (tx) => {
        const inTx = tx as unknown as Database;
        const base = { settings_id: settingsId, raw, sha256, received_at: at };
        if (outcome.kind === "malformed") {
          await keepAside(inTx, { ...base, raw: Buffer.alloc(0) }, outcome.detail);
          return { result: "stored" as const, mails: [] };
        }
        const receipt = outcome.receipt;
        // The message a receipt proves something of is the one its SIGNED daticert.xml names
        // (`msgid`): the X-Riferimento-Message-ID header is outside the signature, and a genuine
        // receipt of one message could be re-labelled for another (the parser refuses a mismatch).
        const reference = receipt.originalMessageId ?? receipt.referenceMessageId;
        const message = reference
          ? await createPecMessageRepository(inTx).bySettingsAndMessageId(settingsId, reference)
          : null;
        const inserted = await inTx
          .insert(pecReceipts)
          .values({
            ...base,
            // Another message's receipt (the firm's own correspondence) is kept as a trace only,
            // without its content: the product has no business keeping that mail.
            ...(message === null ? { raw: Buffer.alloc(0) } : {}),
            pec_message_id: message?.id ?? null,
            type: receipt.type,
            valid: message !== null && receipt.signature.valid && receipt.originalMessageId !== null,
            problem: message === null ? "foreign" : receipt.signature.problem,
            received_at: toDate(receipt.timestamp, at),
            provider_message_id: receipt.providerMessageId,
            reference_message_id: receipt.referenceMessageId,
            recipients: receipt.recipients.map((r) => r.address.toLowerCase()),
            delivered_to: receipt.deliveredTo?.toLowerCase() ?? null,
            error_reason: receipt.errorReason,
          })
          .onConflictDoNothing()
          .returning({ id: pecReceipts.id });
        if (inserted.length === 0) return { result: "duplicate" as const, mails: [] };
        return {
          result: "stored" as const,
          mails: message ? await recompute(inTx, message.id, new Date()) : [],
        };
      });
      await deps.notify.send(mails);
      return result;
    },

    /**
     * `ingest`, and a message that makes it fail for a reason of its own (not the database) is
     * kept aside as unreadable: one bad message never stops a mailbox's later receipts.
     */
    async ingestOrKeepAside(settingsId: number, raw: Buffer, at = new Date()): Promise<IngestResult> {
      try {
        return await service.ingest(settingsId, raw, at);
      } catch (error) {
        const detail = `unreadable: ${String((error as Error)?.message ?? error)}`;
        // If the database is what failed, this fails too and the poll is tried again later.
        await keepAside(
          db,
          { settings_id: settingsId, raw: Buffer.alloc(0), sha256: sha256Of(raw), received_at: at },
          detail,
        );
        return "stored";
      }
    },
  };
  return service;
}
export type PecReceiptsService = ReturnType<typeof createPecReceiptsService>;
