import { createHash, createPrivateKey, sign } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as asn1js from "asn1js";
import {
  type PDFArray,
  PDFDict,
  PDFDocument,
  type PDFHexString,
  PDFName,
  type PDFNumber,
  type PDFString,
} from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSignedData } from "./cms";
import { completePadesSignature, preparePadesSignature } from "./index";
import { OID } from "./oids";
import { signedBytes } from "./pades";
import { frozenContractPdf } from "./testing/frozen-pdf";
import { pdfsigSignatures } from "./testing/pades";
import { pageCount, pageText, qpdfCheck } from "./testing/pdf-tools";
import { makePki, type Pki } from "./testing/pki";
import { cscSignHash, ecSigner, opensslVerifiesCades } from "./testing/remote-signer";
import { loadTrustStore, type TrustStore } from "./trust-store";
import { verifySignedCopy } from "./verify";

let pki: Pki;
let trust: TrustStore;
let frozen: Uint8Array;
/** A fixed time for the box's wording; the verifier's tests sign now, within the certificates' life. */
const marchMorning = new Date("2026-03-05T10:15:30Z");
const pem = (path: string) => readFileSync(path, "utf8");

beforeAll(async () => {
  pki = makePki("Ente di prova S.p.A.");
  trust = loadTrustStore(pki.trustDir);
  frozen = await frozenContractPdf(2);
}, 60_000);
afterAll(() => pki?.close());

const prepare = (pdf: Uint8Array, cert: string, signingTime = new Date()) =>
  preparePadesSignature(pdf, {
    certificate: pem(cert),
    chain: [pem(join(pki.dir, "ca.pem"))],
    signerName: "Mario Rossi",
    signingTime,
    reason: "Firma del contratto",
    location: "Forlì",
  });

/** The CMS signed attributes' types, as asn1js reads the prepared DER. */
function attributeTypes(der: Uint8Array): string[] {
  const set = asn1js.fromBER(der).result as asn1js.Set;
  return set.valueBlock.value.map((attribute) => {
    const [type] = (attribute as asn1js.Sequence).valueBlock.value;
    return (type as asn1js.ObjectIdentifier).valueBlock.toString();
  });
}

/** The signature dictionaries pdf-lib finds in a PDF. */
async function signatureDictionaries(pdf: Uint8Array): Promise<PDFDict[]> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFDict => object instanceof PDFDict && object.has(PDFName.of("ByteRange")));
}

describe("a remote PAdES signature of the app's frozen PDF", () => {
  it("prepares an incremental update and the hash CSC signHash signs", async () => {
    const prepared = await prepare(frozen, pki.signers.qualified.cert);
    expect(Buffer.from(prepared.pdf.subarray(0, frozen.length)).equals(Buffer.from(frozen))).toBe(true);
    expect(prepared.byteRange[0]).toBe(0);
    expect(prepared.byteRange[1]).toBeGreaterThan(frozen.length);
    expect(prepared.byteRange[2] + prepared.byteRange[3]).toBe(prepared.pdf.length);
    expect(prepared).toMatchObject({
      hashAlgorithm: "2.16.840.1.101.3.4.2.1",
      signatureAlgorithm: "1.2.840.113549.1.1.11",
      fieldName: "Firma1",
    });
    const digest = createHash("sha256").update(prepared.signedAttributes).digest();
    expect(Buffer.from(prepared.digestToSign).equals(digest)).toBe(true);
    expect(attributeTypes(prepared.signedAttributes).sort()).toEqual(
      [OID.contentType, OID.messageDigest, OID.signingCertificateV2].sort(),
    );
    const rangeDigest = createHash("sha256").update(signedBytes(prepared.pdf, prepared.byteRange)).digest();
    expect(Buffer.from(prepared.signedAttributes).includes(rangeDigest)).toBe(true);
  });

  it("signs it: pdfsig, qpdf and the package's verifier find one valid ETSI.CAdES.detached signature", async () => {
    const signingTime = new Date(Math.floor(Date.now() / 1000) * 1000);
    const prepared = await prepare(frozen, pki.signers.qualified.cert, signingTime);
    const signed = await completePadesSignature(
      prepared,
      cscSignHash(pki, pki.signers.qualified, prepared.digestToSign),
    );
    expect(pdfsigSignatures(signed, pki.dir)).toEqual([
      {
        field: "Firma1",
        commonName: "Mario Rossi",
        type: "ETSI.CAdES.detached",
        validation: "Signature is Valid.",
      },
    ]);
    const check = qpdfCheck(signed, pki.dir);
    expect(check).toMatchObject({ ok: true, problems: [] });
    expect(check.report).toContain("No syntax or stream encoding errors found");
    const report = await verifySignedCopy(signed, { frozenPdf: frozen, trust });
    expect(report).toMatchObject({ ok: true, format: "pades", matches_frozen: true });
    expect(report.ok && report.signers).toEqual([
      expect.objectContaining({
        name: "Mario Rossi",
        fiscal_code: "RSSMRA80A01H501U",
        integrity: true,
        trusted: true,
        signed_at: signingTime.toISOString(),
        signed_at_source: "signing_time",
        problems: [],
      }),
    ]);
  });

  it("writes the dictionary and the CMS PAdES asks for, which openssl verifies as CAdES", async () => {
    const prepared = await prepare(frozen, pki.signers.qualified.cert, new Date());
    const signed = await completePadesSignature(
      prepared,
      cscSignHash(pki, pki.signers.qualified, prepared.digestToSign),
    );
    const dictionaries = await signatureDictionaries(signed);
    expect(dictionaries).toHaveLength(1);
    const [sig] = dictionaries as [PDFDict];
    expect(String(sig.get(PDFName.of("Filter")))).toBe("/Adobe.PPKLite");
    expect(String(sig.get(PDFName.of("SubFilter")))).toBe("/ETSI.CAdES.detached");
    const time = (sig.get(PDFName.of("M")) as PDFString).decodeDate();
    expect(Math.abs(time.getTime() - Date.now())).toBeLessThan(60_000);

    const range = (sig.get(PDFName.of("ByteRange")) as PDFArray)
      .asArray()
      .map((n) => (n as PDFNumber).asNumber());
    expect(range).toEqual(prepared.byteRange);
    const cms = (sig.get(PDFName.of("Contents")) as PDFHexString).asBytes();
    const signedData = readSignedData(cms);
    expect(signedData?.certificates).toHaveLength(2);
    expect(signedData?.encapContentInfo.eContent).toBeUndefined();
    const attributes = signedData?.signerInfos[0]?.signedAttrs?.attributes.map((a) => a.type);
    expect(attributes).not.toContain(OID.signingTime);
    const der = cms.subarray(0, asn1js.fromBER(cms).offset);
    expect(opensslVerifiesCades(pki, der, signedBytes(signed, prepared.byteRange))).toBe(true);
    expect(opensslVerifiesCades(pki, der, frozen)).toBe(false);
  });

  it("writes the signing time in /M, to the second", async () => {
    const prepared = await prepare(frozen, pki.signers.qualified.cert, marchMorning);
    const [sig] = await signatureDictionaries(prepared.pdf);
    expect(sig).toBeDefined();
    expect(((sig as PDFDict).get(PDFName.of("M")) as PDFString).decodeDate()).toEqual(marchMorning);
  });

  it("shows a box on the last page with the signer's name and the time in Rome", async () => {
    const prepared = await prepare(frozen, pki.signers.qualified.cert, marchMorning);
    const signed = await completePadesSignature(
      prepared,
      cscSignHash(pki, pki.signers.qualified, prepared.digestToSign),
    );
    const last = pageCount(signed, pki.dir);
    expect(last).toBe(pageCount(frozen, pki.dir));
    expect(last).toBeGreaterThan(1);
    const text = pageText(signed, last, pki.dir).replace(/\s+/g, " ");
    // 10:15:30 UTC on 5 March is 11:15:30 in Rome (CET).
    expect(text).toContain(
      "Firmato digitalmente da Mario Rossi il 5 marzo 2026 alle 11:15:30 (ora italiana)",
    );
    expect(pageText(signed, 1, pki.dir)).not.toContain("Firmato digitalmente");
  });

  it("words the box in English when asked, in summer time", async () => {
    const prepared = await preparePadesSignature(frozen, {
      certificate: pem(pki.signers.plain.cert),
      chain: [pem(join(pki.dir, "ca.pem"))],
      signerName: "Luigi Verdi",
      signingTime: new Date("2026-07-10T08:05:00Z"),
      language: "en",
    });
    const signed = await completePadesSignature(
      prepared,
      cscSignHash(pki, pki.signers.plain, prepared.digestToSign),
    );
    const text = pageText(signed, pageCount(signed, pki.dir), pki.dir).replace(/\s+/g, " ");
    expect(text).toContain("Digitally signed by Luigi Verdi on 10 July 2026 at 10:05:00 (Italian time)");
  });

  it("signs with an EC key (ECDSA with SHA-256), whether the provider answers DER or r‖s", async () => {
    const ec = ecSigner(pki, "/C=IT/CN=Giulia Neri/serialNumber=TINIT-NREGLI90A41H501X");
    for (const raw of [false, true]) {
      const prepared = await prepare(frozen, ec.cert);
      expect(prepared.signatureAlgorithm).toBe("1.2.840.10045.4.3.2");
      const signed = await completePadesSignature(prepared, cscSignHash(pki, ec, prepared.digestToSign, raw));
      expect(pdfsigSignatures(signed, pki.dir)).toEqual([
        expect.objectContaining({ commonName: "Giulia Neri", validation: "Signature is Valid." }),
      ]);
      const report = await verifySignedCopy(signed, { frozenPdf: frozen, trust });
      expect(report.ok && report.signers[0]).toMatchObject({
        name: "Giulia Neri",
        integrity: true,
        trusted: true,
      });
    }
  });

  // One signature in 256 has an r whose first byte is 0x30, DER's SEQUENCE tag: an r‖s answer
  // must not be taken for DER by its first byte (the suite's random signature once was one).
  it("takes an r‖s answer whose first byte is DER's SEQUENCE tag for r‖s", async () => {
    const ec = ecSigner(pki, "/C=IT/CN=Giulia Neri/serialNumber=TINIT-NREGLI90A41H501X");
    const prepared = await prepare(frozen, ec.cert);
    const key = createPrivateKey(readFileSync(ec.key));
    let value = new Uint8Array();
    // ECDSA's r is random: about 256 signatures give one that starts with 0x30.
    for (let tries = 0; value[0] !== 0x30; tries++) {
      if (tries > 20_000) throw new Error("no r‖s starting with 0x30 in 20,000 signatures");
      value = new Uint8Array(sign("sha256", prepared.signedAttributes, { key, dsaEncoding: "ieee-p1363" }));
    }
    expect(value).toHaveLength(64);
    const signed = await completePadesSignature(prepared, value);
    expect(pdfsigSignatures(signed, pki.dir)).toEqual([
      expect.objectContaining({ commonName: "Giulia Neri", validation: "Signature is Valid." }),
    ]);
  });
});
