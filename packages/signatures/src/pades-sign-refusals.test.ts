import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completePadesSignature, type PreparedPadesSignature, preparePadesSignature } from "./index";
import { makePki, type Pki, samplePdf } from "./testing/pki";
import { cscSignHash, ecSigner } from "./testing/remote-signer";

let pki: Pki;
let pdf: Uint8Array;
let prepared: PreparedPadesSignature;
const pem = (path: string) => readFileSync(path, "utf8");
const REFUSED = /does not verify with the signer's certificate/;

beforeAll(async () => {
  pki = makePki("Ente di prova S.p.A.");
  pdf = await samplePdf("Contratto di prova");
  prepared = await preparePadesSignature(pdf, {
    certificate: pem(pki.signers.qualified.cert),
    chain: [pem(join(pki.dir, "ca.pem"))],
    signerName: "Mario Rossi",
    signingTime: new Date(),
  });
}, 60_000);
afterAll(() => pki?.close());

describe("completing a remote PAdES signature", () => {
  it("refuses a value made with another key, and returns no PDF", async () => {
    const otherKey = { key: join(pki.dir, "ca.key") };
    const value = cscSignHash(pki, otherKey, prepared.digestToSign);
    await expect(completePadesSignature(prepared, value)).rejects.toThrow(REFUSED);
  });

  it("refuses a value over another hash, a damaged value and an empty one", async () => {
    const otherHash = createHash("sha256").update("altro").digest();
    const overOther = cscSignHash(pki, pki.signers.qualified, otherHash);
    const damaged = cscSignHash(pki, pki.signers.qualified, prepared.digestToSign);
    damaged[10] = (damaged[10] ?? 0) ^ 0xff;
    for (const value of [overOther, damaged, new Uint8Array(0)])
      await expect(completePadesSignature(prepared, value)).rejects.toThrow(REFUSED);
  });

  it("refuses when the prepared PDF changed inside its byte ranges since the hash was signed", async () => {
    const value = cscSignHash(pki, pki.signers.qualified, prepared.digestToSign);
    const changed = prepared.pdf.slice();
    changed[20] = (changed[20] ?? 0) ^ 0x01;
    await expect(completePadesSignature({ ...prepared, pdf: changed }, value)).rejects.toThrow(REFUSED);
    expect(await completePadesSignature(prepared, value)).toBeInstanceOf(Uint8Array);
  });

  it("refuses an RSA value for an EC certificate", async () => {
    const ec = ecSigner(pki, "/C=IT/CN=Giulia Neri");
    const forEc = await preparePadesSignature(pdf, {
      certificate: pem(ec.cert),
      chain: [],
      signerName: "Giulia Neri",
      signingTime: new Date(),
    });
    const rsaValue = cscSignHash(pki, pki.signers.qualified, forEc.digestToSign);
    await expect(completePadesSignature(forEc, rsaValue)).rejects.toThrow(REFUSED);
  });

  it("refuses to write into a PDF whose signature was already completed", async () => {
    const value = cscSignHash(pki, pki.signers.qualified, prepared.digestToSign);
    const signed = await completePadesSignature(prepared, value);
    await expect(completePadesSignature({ ...prepared, pdf: signed }, value)).rejects.toThrow(
      /no empty signature/,
    );
  });

  it("leaves the prepared PDF as it was, signed or refused", async () => {
    const before = prepared.pdf.slice();
    await completePadesSignature(prepared, cscSignHash(pki, pki.signers.qualified, prepared.digestToSign));
    await expect(completePadesSignature(prepared, new Uint8Array(256))).rejects.toThrow(REFUSED);
    expect(Buffer.from(prepared.pdf).equals(Buffer.from(before))).toBe(true);
  });
});

describe("preparing a remote PAdES signature", () => {
  const options = () => ({
    certificate: pem(pki.signers.qualified.cert),
    chain: [],
    signerName: "Mario Rossi",
    signingTime: new Date(),
  });

  it("takes the certificate as DER, PEM or Base64 alike", async () => {
    const der = prepared.certificate;
    const base64 = Buffer.from(der).toString("base64");
    for (const certificate of [der, base64]) {
      const again = await preparePadesSignature(pdf, { ...options(), certificate });
      expect(Buffer.from(again.certificate).equals(Buffer.from(der))).toBe(true);
    }
  });

  it("refuses what is not a certificate, an empty name and an invalid time", async () => {
    await expect(
      preparePadesSignature(pdf, { ...options(), certificate: "non è un certificato" }),
    ).rejects.toThrow(/signer's certificate is not an X\.509 certificate/);
    await expect(
      preparePadesSignature(pdf, { ...options(), chain: [new Uint8Array([1, 2, 3])] }),
    ).rejects.toThrow(/chain's certificate 1 is not an X\.509 certificate/);
    await expect(preparePadesSignature(pdf, { ...options(), signerName: " " })).rejects.toThrow(
      /name is empty/,
    );
    await expect(
      preparePadesSignature(pdf, { ...options(), signingTime: new Date("not a date") }),
    ).rejects.toThrow(/not a date/);
  });

  it("refuses bytes that are not a PDF", async () => {
    await expect(preparePadesSignature(new TextEncoder().encode("ciao"), options())).rejects.toThrow(
      /not a PDF that can be read/,
    );
  });
});
