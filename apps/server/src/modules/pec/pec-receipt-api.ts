import type { PecReceiptType, PecRecipientState } from "@app/contracts";

/**
 * What the server needs of `packages/pec` (issue 47): the receipt parser and the recipient's
 * state machine, as that package declares them. The composition root hands them in, so the
 * module is tested with the real ones and reads no trust store itself.
 */
export interface ParsedReceipt {
  type: PecReceiptType;
  referenceMessageId: string | null;
  providerMessageId: string | null;
  originalMessageId?: string | null;
  sender?: string | null;
  recipients: { address: string; kind?: string }[];
  deliveredTo: string | null;
  timestamp: Date | string | null;
  error?: string | null;
  errorReason: string | null;
  signature: { valid: boolean; problem: "unsigned" | "bad_signature" | "untrusted" | null; signer?: unknown };
}

export type ReceiptOutcome =
  | { kind: "receipt"; receipt: ParsedReceipt }
  | { kind: "not_a_receipt" }
  | { kind: "malformed"; detail: string };

export type ParseReceipt = (raw: Buffer, options: { at: Date }) => ReceiptOutcome | Promise<ReceiptOutcome>;

export interface StateReceipt {
  type: PecReceiptType;
  deliveredTo: string | null;
  recipients: string[];
  valid: boolean;
  errorReason: string | null;
}

export type RecipientStateOf = (input: {
  recipient: string;
  sentAt: Date;
  now: Date;
  timeoutHours: number;
  receipts: StateReceipt[];
}) => { state: PecRecipientState; reason: string | null };

export interface PecReceiptEngine {
  parse: ParseReceipt;
  recipientState: RecipientStateOf;
}
