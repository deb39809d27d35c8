import type { ReceiptParse, recipientState, StateReceipt } from "@app/pec";

/**
 * What the module needs of `packages/pec` (issue 47): the receipt parser, bound by the
 * composition root to the trust store (app-pec.ts), and the recipients' state machine. Handed in,
 * so the module reads no trust store itself and its tests can bind their own authority.
 */
export interface PecReceiptEngine {
  parse(raw: Buffer): Promise<ReceiptParse>;
  recipientState: typeof recipientState;
}
export type { StateReceipt };
