import type { PecMessage, PecRecipientState } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { isAwaitingReceipts } from "./pec-states";

const message = (status: PecMessage["status"], states: PecRecipientState[]): PecMessage => ({
  id: 1,
  message_id: "<a@b>",
  subject: "Contratto",
  status,
  error: null,
  from_address: "studio@pec.example.it",
  attachment_name: "contratto.pdf",
  created_at: "2026-11-28T09:00:00Z",
  sent_at: null,
  recipients: states.map((state, i) => ({
    address: `r${i}@pec.example.it`,
    state,
    reason: null,
    receipts: [],
  })),
});

describe("whether a receipt is still awaited", () => {
  it("is while a message waits in the outbox or a recipient is sent or accepted", () => {
    expect(isAwaitingReceipts([message("in_coda", ["inviata"])])).toBe(true);
    expect(isAwaitingReceipts([message("inviato", ["consegnata", "accettata"])])).toBe(true);
    expect(isAwaitingReceipts([message("inviato", ["inviata"])])).toBe(true);
  });

  it("is not once every recipient has its last word, or the message was never sent", () => {
    expect(isAwaitingReceipts([])).toBe(false);
    expect(
      isAwaitingReceipts([
        message("inviato", ["consegnata", "mancata_consegna", "non_accettata", "nessuna_ricevuta"]),
      ]),
    ).toBe(false);
    expect(isAwaitingReceipts([message("non_inviato", ["inviata"])])).toBe(false);
  });
});
