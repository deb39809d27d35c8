// parseReceipt is total: whatever the bytes a mailbox holds, a result and never an exception
// (the mail poller reads every message; one that throws would stop it). fast-check over random
// bytes, a valid receipt's bytes mutated, and its truncations.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { parseReceipt } from "./parse";
import { makeReceiptFixtures, notOctetStringReceipt, type ReceiptFixtures } from "./testing";

let fixtures: ReceiptFixtures;
beforeAll(async () => {
  fixtures = await makeReceiptFixtures();
}, 60_000);

const KINDS = ["receipt", "not_a_receipt", "malformed"];

async function neverThrows(raw: Uint8Array): Promise<boolean> {
  const result = await parseReceipt(raw, { trust: fixtures.trust });
  return KINDS.includes(result.kind);
}

function mutate(raw: Uint8Array, edits: { at: number; value: number }[]): Uint8Array {
  const copy = new Uint8Array(raw);
  for (const edit of edits) copy[edit.at % copy.length] = edit.value;
  return copy;
}

describe("parseReceipt never throws", () => {
  it("on random bytes, with or without a receipt's header", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2048 }), fc.boolean(), async (bytes, header) => {
        const prefix = Buffer.from(header ? "X-Ricevuta: accettazione\r\n" : "");
        return neverThrows(new Uint8Array(Buffer.concat([prefix, bytes])));
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it("on valid receipts with bytes changed", async () => {
    const names = ["avvenuta-consegna", "opaque", "real-shaped"] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...names),
        fc.array(fc.record({ at: fc.nat(), value: fc.integer({ min: 0, max: 255 }) }), {
          minLength: 1,
          maxLength: 8,
        }),
        async (name, edits) => neverThrows(mutate(fixtures.messages[name], edits)),
      ),
      { numRuns: 100 },
    );
  }, 60_000);

  it("on valid receipts cut short anywhere", async () => {
    const names = ["avvenuta-consegna", "opaque", "real-shaped"] as const;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...names), fc.nat(), async (name, cut) => {
        const raw = fixtures.messages[name];
        return neverThrows(raw.subarray(0, cut % (raw.length + 1)));
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it("on a CMS written by hand, its bytes changed", async () => {
    const raw = notOctetStringReceipt();
    expect(await neverThrows(raw)).toBe(true);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ at: fc.nat(), value: fc.integer({ min: 0, max: 255 }) }), { maxLength: 4 }),
        async (edits) => neverThrows(mutate(raw, edits)),
      ),
      { numRuns: 50 },
    );
  }, 60_000);
});
