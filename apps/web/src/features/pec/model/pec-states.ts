import type { PecMessage, PecMessageStatus, PecRecipientState } from "@app/contracts";

/** A recipient still waiting for a receipt: sent, or accepted but not yet delivered. */
const AWAITING: readonly PecRecipientState[] = ["inviata", "accettata"];

/**
 * Whether a receipt may still change what the list shows: a message waiting in the outbox, or a
 * recipient sent or accepted and not yet delivered (nor refused, failed or timed out).
 */
export function isAwaitingReceipts(messages: readonly PecMessage[]): boolean {
  return messages.some(
    (message) =>
      message.status === "in_coda" ||
      (message.status === "inviato" && message.recipients.some((r) => AWAITING.includes(r.state))),
  );
}

/** The darkest shades, outlined: a badge's small bold text needs them for AA's 4.5:1 on white. */
export const RECIPIENT_STATE_COLOUR: Record<PecRecipientState, string> = {
  inviata: "gray.7",
  accettata: "blue.9",
  consegnata: "teal.9",
  non_accettata: "red.9",
  mancata_consegna: "red.9",
  nessuna_ricevuta: "#c2410c",
};

export const MESSAGE_STATUS_COLOUR: Record<PecMessageStatus, string> = {
  in_coda: "gray.7",
  inviato: "teal.9",
  non_inviato: "red.9",
};
