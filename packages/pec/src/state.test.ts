import { PEC_RECEIPT_TYPES } from "@app/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { recipientState, type StateReceipt } from "./state";

const SENT = new Date("2026-11-29T09:00:00Z");
const NOW = new Date("2026-11-29T10:00:00Z");
const ME = "laura.ferrari@pec-prova.test";
const OTHER = "mario.bianchi@example.com";

const receipt = (type: StateReceipt["type"], extra: Partial<StateReceipt> = {}): StateReceipt => ({
  type,
  deliveredTo: null,
  recipients: [ME, OTHER],
  valid: true,
  errorReason: null,
  ...extra,
});
const state = (receipts: StateReceipt[], now = NOW, sentAt: Date | null = SENT) =>
  recipientState({ recipient: ME, sentAt, now, timeoutHours: 24, receipts });

describe("recipientState", () => {
  it("goes inviata → accettata → consegnata", () => {
    expect(state([])).toEqual({ state: "inviata", reason: null });
    expect(state([receipt("accettazione")])).toEqual({ state: "accettata", reason: null });
    expect(state([receipt("accettazione"), receipt("avvenuta-consegna", { deliveredTo: ME })])).toEqual({
      state: "consegnata",
      reason: null,
    });
  });

  it("compares addresses without case", () => {
    expect(state([receipt("avvenuta-consegna", { deliveredTo: "Laura.Ferrari@PEC-prova.test" })]).state).toBe(
      "consegnata",
    );
  });

  it("a delivery to someone else is not this recipient's", () => {
    expect(state([receipt("accettazione"), receipt("avvenuta-consegna", { deliveredTo: OTHER })]).state).toBe(
      "accettata",
    );
  });

  it("a failed delivery or a virus found gives mancata_consegna with the provider's reason", () => {
    const failed = receipt("errore-consegna", { deliveredTo: ME, errorReason: "Destinatario sconosciuto" });
    expect(state([receipt("accettazione"), failed])).toEqual({
      state: "mancata_consegna",
      reason: "Destinatario sconosciuto",
    });
    const virus = receipt("rilevazione-virus", { deliveredTo: ME, errorReason: "Virus" });
    expect(state([virus]).state).toBe("mancata_consegna");
  });

  it("a delivery wins over a failure notice (a preavviso then the delivery, or a late duplicate)", () => {
    const failed = receipt("errore-consegna", { deliveredTo: ME, errorReason: "x" });
    expect(state([failed, receipt("avvenuta-consegna", { deliveredTo: ME })]).state).toBe("consegnata");
    expect(state([receipt("preavviso-errore-consegna", { deliveredTo: ME })]).state).toBe("inviata");
  });

  it("a refusal by the sender's provider gives non_accettata with its reason", () => {
    expect(state([receipt("non-accettazione", { errorReason: "Mittente non valido" })])).toEqual({
      state: "non_accettata",
      reason: "Mittente non valido",
    });
    expect(state([receipt("non-accettazione", { recipients: [OTHER] })]).state).toBe("inviata");
  });

  it("an invalid receipt never moves a state", () => {
    expect(state([receipt("avvenuta-consegna", { deliveredTo: ME, valid: false })]).state).toBe("inviata");
    expect(state([receipt("accettazione", { valid: false })]).state).toBe("inviata");
  });

  it("becomes nessuna_ricevuta past the timeout, unless delivered or failed", () => {
    const late = new Date(SENT.getTime() + 25 * 3_600_000);
    expect(state([receipt("accettazione")], late)).toEqual({ state: "nessuna_ricevuta", reason: null });
    expect(state([], late).state).toBe("nessuna_ricevuta");
    expect(state([receipt("avvenuta-consegna", { deliveredTo: ME })], late).state).toBe("consegnata");
    expect(state([], late, null).state).toBe("inviata");
  });

  it("gives the same state for any order and duplication of the same receipts (valid or not)", () => {
    const anyReceipt: fc.Arbitrary<StateReceipt> = fc.record({
      type: fc.constantFrom(...PEC_RECEIPT_TYPES),
      deliveredTo: fc.constantFrom(null, ME, ME.toUpperCase(), OTHER),
      recipients: fc.constantFrom([ME, OTHER], [OTHER], [] as string[]),
      valid: fc.boolean(),
      errorReason: fc.constantFrom<string | null>(null, "Destinatario sconosciuto", "Casella piena"),
    });
    fc.assert(
      fc.property(
        fc.array(anyReceipt, { maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.integer({ min: 0, max: 48 }),
        (receipts, picks, hours) => {
          const now = new Date(SENT.getTime() + hours * 3_600_000);
          // A permutation of the receipts with some of them repeated.
          const shuffled = [...receipts].reverse();
          for (const pick of picks)
            if (receipts.length)
              shuffled.splice(
                pick % (shuffled.length + 1),
                0,
                receipts[pick % receipts.length] as StateReceipt,
              );
          expect(state(shuffled, now)).toEqual(state(receipts, now));
        },
      ),
      { numRuns: 500 },
    );
  });
});
