import { createHash } from "node:crypto";
import { Signer, SUBFILTER_ADOBE_PKCS7_SHA1 } from "@signpdf/utils";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFUSAL_CODES, type VerifiedCopy } from "./report";
import { padesSign, pdfsigValidations as pdfsigOf } from "./testing/pades";
import { cadesSign, makePki, type Pki, samplePdf } from "./testing/pki";
import { loadTrustStore, type TrustStore } from "./trust-store";
import { verifySignedCopy } from "./verify";

let pki: Pki;
let trust: TrustStore;
let frozenPdf: Uint8Array;

beforeAll(async () => {
  pki = makePki("Ente di prova S.p.A.");
  trust = loadTrustStore(pki.trustDir);
  frozenPdf = await samplePdf("Contratto preliminare di compravendita — testo congelato");
}, 60_000);
afterAll(() => pki?.close());

/** The older adbe.pkcs7.sha1 form: the CMS envelopes the SHA-1 of the ranges (openssl signs). */
class Sha1EnvelopeSigner extends Signer {
  override async sign(ranges: Buffer): Promise<Buffer> {
    const digest = createHash("sha1").update(ranges).digest();
    return Buffer.from(cadesSign(pki, pki.signers.qualified, digest));
  }
}

const pdfsigValidations = (pdf: Uint8Array) => pdfsigOf(pdf, pki.dir);

async function report(bytes: Uint8Array) {
  const result = await verifySignedCopy(bytes, { frozenPdf, trust });
  if (!result.ok) throw new Error(`refused: ${result.refusal}`);
  return result as VerifiedCopy;
}

describe("a PAdES PDF", () => {
  it("reports one signature over the frozen PDF, which pdfsig reads as valid too", async () => {
    const signed = await padesSign(frozenPdf, pki.signers.qualified, "Mario Rossi");
    const copy = await report(signed);
    expect(copy).toMatchObject({ ok: true, format: "pades", matches_frozen: true });
    expect(copy.signers).toHaveLength(1);
    expect(copy.signers[0]).toMatchObject({
      name: "Mario Rossi",
      fiscal_code: "RSSMRA80A01H501U",
      qualified: true,
      integrity: true,
      trusted: true,
      revocation: "good",
      signed_at_source: "signing_time",
      problems: [],
    });
    expect(pdfsigValidations(signed)).toEqual(["Signature is Valid."]);
  });

  it("reports two signatures in two incremental updates, the first one first", async () => {
    const once = await padesSign(frozenPdf, pki.signers.qualified, "Mario Rossi");
    const twice = await padesSign(once, pki.signers.plain, "Luigi Verdi");
    expect(Buffer.from(twice.subarray(0, once.length)).equals(Buffer.from(once))).toBe(true);
    const copy = await report(twice);
    expect(copy.matches_frozen).toBe(true);
    expect(copy.signers.map((s) => [s.name, s.qualified, s.integrity])).toEqual([
      ["Mario Rossi", true, true],
      ["Luigi Verdi", false, true],
    ]);
    expect(pdfsigValidations(twice)).toEqual(["Signature is Valid.", "Signature is Valid."]);
  });

  it("matches a frozen PDF whose final end-of-line the signing tool rewrote", async () => {
    // @signpdf, like some tools, drops the file's last CR LF and starts its update with LF.
    const frozenWithCrLf = new Uint8Array([...frozenPdf, 0x0d, 0x0a]);
    const signed = await padesSign(frozenWithCrLf, pki.signers.qualified, "Mario Rossi");
    expect(Buffer.from(signed.subarray(frozenPdf.length, frozenPdf.length + 2)).toString()).not.toBe("\r\n");
    const result = await verifySignedCopy(signed, { frozenPdf: frozenWithCrLf, trust });
    expect(result.ok && result.matches_frozen).toBe(true);
  });

  it("reads a signed PDF that is a view into a larger buffer", async () => {
    const signed = await padesSign(frozenPdf, pki.signers.qualified, "Mario Rossi");
    const slab = new Uint8Array(signed.length + 64);
    slab.set(signed, 29);
    const copy = await report(slab.subarray(29, 29 + signed.length));
    expect(copy).toMatchObject({ matches_frozen: true, signers: [{ integrity: true }] });
  });

  it("keeps a signed PDF of another document, which does not match the frozen one", async () => {
    const other = await padesSign(await samplePdf("Altro"), pki.signers.qualified, "Mario Rossi");
    const copy = await report(other);
    expect(copy.matches_frozen).toBe(false);
    expect(copy.signers[0]?.integrity).toBe(true);
  });

  it("refuses a PDF changed inside a signed range", async () => {
    const signed = await padesSign(frozenPdf, pki.signers.qualified, "Mario Rossi");
    const tampered = signed.slice();
    const at = Buffer.from(tampered).indexOf("/Producer");
    tampered[at + 1] = 0x51; // "/Qroducer": one byte the signature covers
    expect(await verifySignedCopy(tampered, { frozenPdf, trust })).toEqual({
      ok: false,
      refusal: "integrity_failed",
    });
  });

  it("checks an adbe.pkcs7.sha1 signature's enveloped digest against the signed bytes", async () => {
    const signed = await padesSign(
      frozenPdf,
      new Sha1EnvelopeSigner(),
      "Mario Rossi",
      SUBFILTER_ADOBE_PKCS7_SHA1,
    );
    const copy = await report(signed);
    expect(copy).toMatchObject({ matches_frozen: true, signers: [{ name: "Mario Rossi", integrity: true }] });
    const tampered = signed.slice();
    const at = Buffer.from(tampered).indexOf("/Producer");
    tampered[at + 1] = 0x51;
    expect(await verifySignedCopy(tampered, { frozenPdf, trust })).toEqual({
      ok: false,
      refusal: "integrity_failed",
    });
  });

  it("refuses a PDF without signatures, and a truncated signed one", async () => {
    expect(await verifySignedCopy(frozenPdf, { frozenPdf, trust })).toEqual({
      ok: false,
      refusal: "pdf_without_signatures",
    });
    const signed = await padesSign(frozenPdf, pki.signers.qualified, "Mario Rossi");
    const truncated = signed.subarray(0, signed.length - 200);
    const result = await verifySignedCopy(truncated, { frozenPdf, trust });
    expect(result).toEqual({ ok: false, refusal: "corrupted" });
  });

  it("answers a mutated signed PDF with a refusal or a report, never an exception", async () => {
    const signed = await padesSign(frozenPdf, pki.signers.qualified, "Mario Rossi");
    const mutation = fc.record({
      writes: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 6 }),
      cut: fc.option(fc.nat()),
    });
    await fc.assert(
      fc.asyncProperty(mutation, async ({ writes, cut }) => {
        const bytes = signed.slice();
        for (const [at, value] of writes) bytes[at % bytes.length] = value;
        const input = cut === null ? bytes : bytes.subarray(0, cut % bytes.length);
        const result = await verifySignedCopy(input, { frozenPdf, trust });
        if (!result.ok) expect(REFUSAL_CODES).toContain(result.refusal);
      }),
      { numRuns: 100 },
    );
  });
});
