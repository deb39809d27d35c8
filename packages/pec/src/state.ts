// A recipient's state, derived from the SET of valid receipts about their message: the order
// receipts arrive in and how many times each arrives never matter, and a receipt that is not
// valid (unsigned, badly signed, untrusted) never moves a state (issue 47 §3).
import type { PecReceiptType, PecRecipientState } from "@app/contracts";

export interface StateReceipt {
  type: PecReceiptType;
  /** daticert `<consegna>`: whose mailbox a delivery (or a failed one) is about. */
  deliveredTo: string | null;
  /** daticert `<destinatari>`: for the receipts about the whole message (acceptance, refusal). */
  recipients: string[];
  valid: boolean;
  errorReason: string | null;
}

export interface StateInput {
  recipient: string;
  /** When the message was handed to the sender's SMTP server; null while it waits in the outbox. */
  sentAt: Date | null;
  now: Date;
  /** After this long with no delivery receipt, "nessuna ricevuta" (PEC_RECEIPT_TIMEOUT_HOURS). */
  timeoutHours: number;
  receipts: StateReceipt[];
}

export interface StateResult {
  state: PecRecipientState;
  /** The provider's reason for a refusal or a failed delivery. */
  reason: string | null;
}

const same = (a: string | null, b: string) => a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The first reason by a fixed order (so duplicates with different reasons still give one answer). */
function reasonOf(receipts: StateReceipt[]): string | null {
  const reasons = receipts.map((item) => item.errorReason?.trim()).filter((item): item is string => !!item);
  return reasons.sort()[0] ?? null;
}

/**
 * A valid delivery for this recipient wins (consegnata); else a failed delivery or a virus found
 * for them (mancata_consegna, with the reason); else the sender's provider's refusal
 * (non_accettata); else its acceptance (accettata); else inviata. accettata and inviata become
 * nessuna_ricevuta `timeoutHours` after sending.
 */
export function recipientState(input: StateInput): StateResult {
  const valid = input.receipts.filter((item) => item.valid);
  const forRecipient = (types: PecReceiptType[]) =>
    valid.filter((item) => types.includes(item.type) && same(item.deliveredTo, input.recipient));
  // Receipts about the whole message name the recipients in <destinatari>; one naming none is
  // about all of them.
  const aboutMessage = (type: PecReceiptType) =>
    valid.filter(
      (item) =>
        item.type === type &&
        (item.recipients.length === 0 || item.recipients.some((address) => same(address, input.recipient))),
    );

  if (forRecipient(["avvenuta-consegna"]).length > 0) return { state: "consegnata", reason: null };
  const failed = forRecipient(["errore-consegna", "rilevazione-virus"]);
  if (failed.length > 0) return { state: "mancata_consegna", reason: reasonOf(failed) };
  const refused = aboutMessage("non-accettazione");
  if (refused.length > 0) return { state: "non_accettata", reason: reasonOf(refused) };
  const accepted = aboutMessage("accettazione").length > 0;
  const waitedTooLong =
    input.sentAt !== null && input.now.getTime() - input.sentAt.getTime() > input.timeoutHours * 3_600_000;
  if (waitedTooLong) return { state: "nessuna_ricevuta", reason: null };
  return { state: accepted ? "accettata" : "inviata", reason: null };
}
