import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFUSAL_CODES } from "./report";
import { cadesSign, makePki, type Pki, samplePdf } from "./testing/pki";
import { loadTrustStore, type TrustStore } from "./trust-store";
import { verifySignedCopy } from "./verify";

let pki: Pki;
let trust: TrustStore;
let frozenPdf: Uint8Array;
let envelope: Uint8Array;

beforeAll(async () => {
  pki = makePki();
  trust = loadTrustStore(pki.trustDir);
  frozenPdf = await samplePdf("Contratto");
  envelope = cadesSign(pki, pki.signers.qualified, frozenPdf);
}, 60_000);
afterAll(() => pki?.close());

/** A report or a refusal with a known code: anything else (a throw included) fails. */
async function answersSoundly(bytes: Uint8Array) {
  const result = await verifySignedCopy(bytes, { frozenPdf, trust });
  if (result.ok) expect(Array.isArray(result.signers)).toBe(true);
  else expect(REFUSAL_CODES).toContain(result.refusal);
}

/** Bytes changed where hostile input changes them: a few overwritten, a cut, something inserted. */
const mutationOf = (source: () => Uint8Array) =>
  fc
    .record({
      writes: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
      cut: fc.option(fc.nat()),
      insert: fc.option(fc.tuple(fc.nat(), fc.uint8Array({ maxLength: 64 }))),
    })
    .map(({ writes, cut, insert }) => {
      let bytes = source().slice();
      for (const [at, value] of writes) bytes[at % bytes.length] = value;
      if (insert) {
        const at = insert[0] % bytes.length;
        bytes = new Uint8Array([...bytes.subarray(0, at), ...insert[1], ...bytes.subarray(at)]);
      }
      return cut === null ? bytes : bytes.subarray(0, cut % bytes.length);
    });

describe("whatever the bytes", () => {
  it("answers random bytes, DER-looking or PDF-looking, with a refusal or a report", async () => {
    const prefixed = fc.tuple(
      fc.constantFrom(new Uint8Array(), new Uint8Array([0x30, 0x82]), new TextEncoder().encode("%PDF-1.7\n")),
      fc.uint8Array({ maxLength: 2048 }),
    );
    await fc.assert(
      fc.asyncProperty(prefixed, ([head, tail]) => answersSoundly(new Uint8Array([...head, ...tail]))),
      { numRuns: 300 },
    );
  });

  it("answers a mutated CAdES envelope with a refusal or a report", async () => {
    await fc.assert(
      fc.asyncProperty(
        mutationOf(() => envelope),
        answersSoundly,
      ),
      { numRuns: 300 },
    );
  });

  it("answers a mutated Base64 envelope with a refusal or a report", async () => {
    const base64 = () => new TextEncoder().encode(Buffer.from(envelope).toString("base64"));
    await fc.assert(fc.asyncProperty(mutationOf(base64), answersSoundly), { numRuns: 100 });
  });
});
