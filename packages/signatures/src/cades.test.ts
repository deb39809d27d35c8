import { writeFileSync } from "node:fs";
import * as pkijs from "pkijs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { problemMessage, refusalMessage } from "./messages";
import type { VerifiedCopy } from "./report";
import { countersign } from "./testing/countersign";
import { cadesSign, makePki, opensslCmsSign, type Pki, samplePdf } from "./testing/pki";
import { loadTrustStore, type TrustStore } from "./trust-store";
import { verifySignedCopy } from "./verify";

let pki: Pki;
let trust: TrustStore;
let frozenPdf: Uint8Array;

beforeAll(async () => {
  pki = makePki();
  trust = loadTrustStore(pki.trustDir);
  frozenPdf = await samplePdf("Contratto di locazione — testo congelato per la firma");
}, 60_000);
afterAll(() => pki?.close());

async function report(bytes: Uint8Array, frozen: Uint8Array | null = frozenPdf) {
  const result = await verifySignedCopy(bytes, { frozenPdf: frozen, trust });
  if (!result.ok) throw new Error(`refused: ${result.refusal}`);
  return result as VerifiedCopy;
}
const codes = (copy: VerifiedCopy, index = 0) => copy.signers[index]?.problems.map((p) => p.code);

describe("a CAdES envelope (.p7m)", () => {
  it("reports a good qualified signature of the frozen PDF, in words", async () => {
    const copy = await report(cadesSign(pki, pki.signers.qualified, frozenPdf));
    expect(copy).toMatchObject({ ok: true, format: "cades", matches_frozen: true });
    expect(copy.signers).toHaveLength(1);
    const [signer] = copy.signers;
    expect(signer).toMatchObject({
      name: "Mario Rossi",
      fiscal_code: "RSSMRA80A01H501U",
      issuer: "Autorità di prova",
      qualified: true,
      signed_at_source: "signing_time",
      integrity: true,
      trusted: true,
      revocation: "good",
      problems: [],
    });
    expect(Math.abs(Date.parse(signer?.signed_at ?? "") - Date.now())).toBeLessThan(60_000);
    expect(Date.parse(signer?.certificate_valid_to ?? "")).toBeGreaterThan(Date.now());
  });

  it("reads bytes that are a view into a larger buffer, as an upload's Buffer may be", async () => {
    const envelope = cadesSign(pki, pki.signers.qualified, frozenPdf);
    const slab = new Uint8Array(envelope.length + 100);
    slab.set(envelope, 37);
    const view = slab.subarray(37, 37 + envelope.length);
    expect((await report(view)).signers[0]?.integrity).toBe(true);
  });

  it("reads the Base64 forms: PEM-armoured and bare", async () => {
    const pem = cadesSign(pki, pki.signers.qualified, frozenPdf, "PEM");
    expect(Buffer.from(pem).toString("latin1")).toContain("-----BEGIN CMS-----");
    expect((await report(pem)).matches_frozen).toBe(true);
    const der = cadesSign(pki, pki.signers.qualified, frozenPdf);
    const bare = new TextEncoder().encode(Buffer.from(der).toString("base64"));
    expect((await report(bare)).signers[0]?.fiscal_code).toBe("RSSMRA80A01H501U");
  });

  it("reads a streamed BER envelope (indefinite lengths, the content in chunks)", async () => {
    writeFileSync(`${pki.dir}/frozen.pdf`, frozenPdf);
    const streamed = opensslCmsSign(`${pki.dir}/frozen.pdf`, pki.signers.qualified, [
      "-nodetach",
      "-stream",
      "-cades",
    ]);
    expect(streamed[1]).toBe(0x80); // indefinite length: BER, not DER
    const copy = await report(streamed);
    expect(copy).toMatchObject({
      matches_frozen: true,
      signers: [{ name: "Mario Rossi", integrity: true, trusted: true }],
    });
  });

  it("refuses an envelope whose content was changed after signing, with the sentence", async () => {
    const envelope = cadesSign(pki, pki.signers.qualified, frozenPdf);
    const at = Buffer.from(envelope).indexOf("%PDF-") + 5;
    expect(at).toBeGreaterThan(0);
    const tampered = envelope.slice();
    tampered[at] = (tampered[at] ?? 0) ^ 0x01;
    const result = await verifySignedCopy(tampered, { frozenPdf, trust });
    expect(result).toEqual({ ok: false, refusal: "integrity_failed" });
    expect(refusalMessage("integrity_failed", "it")).toBe("Il documento è stato modificato dopo la firma.");
    expect(refusalMessage("integrity_failed", "en")).toBe("The document was modified after it was signed.");
  });

  it("keeps a valid signature of another document, which does not match the frozen one", async () => {
    const other = await samplePdf("Un altro contratto");
    const copy = await report(cadesSign(pki, pki.signers.qualified, other));
    expect(copy.matches_frozen).toBe(false);
    expect(copy.signers[0]?.integrity).toBe(true);
  });

  it("collects every layer of a nested envelope (.p7m.p7m), the first signer first", async () => {
    const first = cadesSign(pki, pki.signers.qualified, frozenPdf);
    const nested = cadesSign(pki, pki.signers.second, first);
    const copy = await report(nested);
    expect(copy.matches_frozen).toBe(true);
    expect(copy.signers.map((s) => [s.name, s.fiscal_code])).toEqual([
      ["Mario Rossi", "RSSMRA80A01H501U"],
      ["Anna Bianchi", "BNCNNA85M41F205X"],
    ]);
  });

  it("verifies a detached signature (.p7s) over the frozen PDF", async () => {
    writeFileSync(`${pki.dir}/frozen.pdf`, frozenPdf);
    const detached = opensslCmsSign(`${pki.dir}/frozen.pdf`, pki.signers.qualified, ["-cades"]);
    const copy = await report(detached);
    expect(copy).toMatchObject({
      format: "cades",
      matches_frozen: true,
      signers: [{ name: "Mario Rossi", integrity: true }],
    });
    const other = await samplePdf("Un altro contratto");
    expect(await verifySignedCopy(detached, { frozenPdf: other, trust })).toEqual({
      ok: false,
      refusal: "integrity_failed",
    });
    expect(await verifySignedCopy(detached, { frozenPdf: null, trust })).toEqual({
      ok: false,
      refusal: "unreadable",
    });
  });

  it("says what is wrong with a plain certificate, an expired one, a revoked one, an unknown CA", async () => {
    const plain = await report(cadesSign(pki, pki.signers.plain, frozenPdf));
    expect(plain.signers[0]).toMatchObject({
      name: "Luigi Verdi",
      fiscal_code: null,
      qualified: false,
      trusted: true,
    });
    expect(codes(plain)).toEqual(["not_qualified"]);

    const expired = await report(cadesSign(pki, pki.signers.expired, frozenPdf));
    expect(expired.signers[0]).toMatchObject({ trusted: false, qualified: true });
    expect(codes(expired)).toEqual(["certificate_expired_at_signing"]);
    expect(problemMessage({ code: "certificate_expired_at_signing" }, "it")).toBe(
      "Il certificato era scaduto al momento della firma.",
    );

    const revoked = await report(cadesSign(pki, pki.signers.revoked, frozenPdf));
    expect(revoked.signers[0]).toMatchObject({ revocation: "revoked", trusted: false });
    expect(codes(revoked)).toEqual(["revoked"]);
    expect(problemMessage({ code: "revoked" }, "it")).toBe("Il certificato risulta revocato.");

    const unknown = await report(cadesSign(pki, pki.signers.unknown, frozenPdf));
    expect(unknown.signers[0]).toMatchObject({
      trusted: false,
      revocation: "not_checked",
      issuer: "Autorità sconosciuta",
    });
    expect(codes(unknown)).toEqual(["untrusted_issuer"]);
  });

  it("keeps a signature made before its certificate was revoked", async () => {
    const envelope = cadesSign(pki, pki.signers.later, frozenPdf);
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // the CRL's dates are in seconds
    pki.revoke(pki.signers.later);
    const afterRevocation = loadTrustStore(pki.trustDir);
    const before = await verifySignedCopy(envelope, { frozenPdf, trust: afterRevocation });
    expect(before.ok && before.signers[0]).toMatchObject({ revocation: "good", trusted: true, problems: [] });
    const signedAfter = await verifySignedCopy(cadesSign(pki, pki.signers.later, frozenPdf), {
      frozenPdf,
      trust: afterRevocation,
    });
    expect(signedAfter.ok && signedAfter.signers[0]).toMatchObject({ revocation: "revoked", trusted: false });
  });

  it("checks no revocation when the store holds no CRL of the issuer", async () => {
    const withoutCrls = { ...trust, crls: [] };
    const result = await verifySignedCopy(cadesSign(pki, pki.signers.revoked, frozenPdf), {
      frozenPdf,
      trust: withoutCrls,
    });
    expect(result.ok && result.signers[0]?.revocation).toBe("not_checked");
  });

  it("reads an envelope near the upload limit (past asn1js' default 16 MB)", async () => {
    const large = new Uint8Array(19 * 1024 * 1024);
    large.set(frozenPdf);
    const copy = await report(cadesSign(pki, pki.signers.qualified, large), large);
    expect(copy).toMatchObject({ matches_frozen: true, signers: [{ integrity: true, trusted: true }] });
  }, 30_000);

  it("refuses what is not a signature, and a truncated envelope", async () => {
    const text = new TextEncoder().encode("Caro avvocato, le mando il contratto firmato.");
    expect(await verifySignedCopy(text, { frozenPdf, trust })).toEqual({
      ok: false,
      refusal: "not_a_signature",
    });
    const envelope = cadesSign(pki, pki.signers.qualified, frozenPdf);
    const truncated = envelope.subarray(0, Math.floor(envelope.length * 0.6));
    expect(await verifySignedCopy(truncated, { frozenPdf, trust })).toEqual({
      ok: false,
      refusal: "corrupted",
    });
  });
});

describe("a countersignature (controfirma)", () => {
  it("is reported after the signature it countersigns", async () => {
    const envelope = await countersign(cadesSign(pki, pki.signers.qualified, frozenPdf), pki.signers.second);
    const copy = await report(envelope);
    expect(copy.matches_frozen).toBe(true);
    expect(copy.signers.map((s) => [s.name, s.integrity, s.trusted, s.signed_at_source])).toEqual([
      ["Mario Rossi", true, true, "signing_time"],
      ["Anna Bianchi", true, true, "signing_time"],
    ]);
  });

  it("refuses a countersignature that does not verify", async () => {
    const envelope = await countersign(cadesSign(pki, pki.signers.qualified, frozenPdf), pki.signers.second);
    // The countersignature's own signature value is the envelope's last long run of bytes
    // before the end: flip its last byte.
    const tampered = envelope.slice();
    tampered[tampered.length - 1] = (tampered[tampered.length - 1] ?? 0) ^ 0x01;
    expect(await verifySignedCopy(tampered, { frozenPdf, trust })).toEqual({
      ok: false,
      refusal: "integrity_failed",
    });
  });
});

describe("ESS signing-certificate-v2 (RFC 5035)", () => {
  it("says so when the attached certificate is not the one the signer committed to", async () => {
    // The qualified and plain test signers share one key: swap the certificate and the signer
    // identifier for the other one's, and the signature still verifies with its key.
    const envelope = cadesSign(pki, pki.signers.qualified, frozenPdf);
    const info = pkijs.ContentInfo.fromBER(new Uint8Array(envelope));
    const signed = new pkijs.SignedData({ schema: info.content });
    const other = pkijs.Certificate.fromBER(
      new Uint8Array(pki.openssl("x509", "-in", pki.signers.plain.cert, "-outform", "DER")),
    );
    signed.certificates = [other];
    (signed.signerInfos[0] as pkijs.SignerInfo).sid = new pkijs.IssuerAndSerialNumber({
      issuer: other.issuer,
      serialNumber: other.serialNumber,
    });
    const swapped = new pkijs.ContentInfo({ contentType: info.contentType, content: signed.toSchema(true) });
    const copy = await report(new Uint8Array(swapped.toSchema().toBER(false)));
    expect(copy.signers[0]).toMatchObject({ name: "Luigi Verdi", integrity: false });
    expect(codes(copy)).toContain("signing_certificate_mismatch");
  });
});
