import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_AUTHORITY_PEM } from "./demo-authority";
import { problemMessage } from "./messages";
import { pemBlocks } from "./pem";
import { cadesSign, makePki, type Pki, samplePdf } from "./testing/pki";
import { loadTrustStore } from "./trust-store";
import { CA_QC } from "./trusted-list";
import { verifySignedCopy } from "./verify";

const DEMO = join(import.meta.dirname, "../demo");
let pki: Pki;
let frozenPdf: Uint8Array;

beforeAll(async () => {
  pki = makePki();
  frozenPdf = await samplePdf("Contratto di prova");
}, 60_000);
afterAll(() => pki?.close());

const base64Of = (pemFile: string) =>
  Buffer.from(pemBlocks(readFileSync(pemFile, "latin1"))[0]?.der ?? []).toString("base64");

/** A trusted list as ETSI TS 119 612 lays it out, with a namespace prefix as AgID's has. */
function trustedList(services: { type: string; certificate: string }[]): string {
  const service = ({ type, certificate }: { type: string; certificate: string }) => `
      <tsl:TSPService><tsl:ServiceInformation>
        <tsl:ServiceTypeIdentifier>${type}</tsl:ServiceTypeIdentifier>
        <tsl:ServiceName><tsl:Name xml:lang="it">Servizio &amp; prova</tsl:Name></tsl:ServiceName>
        <tsl:ServiceDigitalIdentity><tsl:DigitalId>
          <tsl:X509Certificate>${certificate.replace(/(.{64})/g, "$1\n")}</tsl:X509Certificate>
        </tsl:DigitalId></tsl:ServiceDigitalIdentity>
      </tsl:ServiceInformation></tsl:TSPService>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<tsl:TrustServiceStatusList xmlns:tsl="http://uri.etsi.org/02231/v2#">
  <tsl:TrustServiceProviderList><tsl:TrustServiceProvider><tsl:TSPServices>
    ${services.map(service).join("")}
  </tsl:TSPServices></tsl:TrustServiceProvider></tsl:TrustServiceProviderList>
</tsl:TrustServiceStatusList>`;
}

describe("the trust store", () => {
  it("takes the CA/QC services' certificates of an ETSI trusted list, and no others", async () => {
    const xml = join(pki.dir, "IT_TSL.xml");
    writeFileSync(
      xml,
      trustedList([
        { type: CA_QC, certificate: base64Of(join(pki.dir, "ca.pem")) },
        {
          type: "http://uri.etsi.org/TrstSvc/Svctype/TSA/QTST",
          certificate: base64Of(join(pki.dir, "stranger.pem")),
        },
      ]),
    );
    const trust = loadTrustStore(xml);
    expect(trust.anchors).toHaveLength(1);
    expect(trust.anchors[0]?.demo).toBe(false);
    const good = await verifySignedCopy(cadesSign(pki, pki.signers.qualified, frozenPdf), {
      frozenPdf,
      trust,
    });
    expect(good.ok && good.signers[0]?.trusted).toBe(true);
    // The CA of a timestamping service is no authority for signatures.
    const stranger = await verifySignedCopy(cadesSign(pki, pki.signers.unknown, frozenPdf), {
      frozenPdf,
      trust,
    });
    expect(stranger.ok && stranger.signers[0]?.problems.map((p) => p.code)).toEqual(["untrusted_issuer"]);
  });

  it("reads a folder's certificates and CRLs, and lists what it could not read", () => {
    writeFileSync(join(pki.trustDir, "note.txt"), "non è un certificato");
    const trust = loadTrustStore(pki.trustDir);
    expect(trust.anchors).toHaveLength(1);
    expect(trust.crls).toHaveLength(1);
    expect(trust.skipped).toEqual([join(pki.trustDir, "note.txt")]);
  });

  it("reads DER certificates (.cer) and CRLs (.crl) as well as PEM", async () => {
    const der = join(pki.dir, "trust-der");
    mkdirSync(der);
    pki.openssl("x509", "-in", join(pki.trustDir, "ca.pem"), "-outform", "DER", "-out", join(der, "ca.cer"));
    pki.openssl("crl", "-in", join(pki.trustDir, "ca.crl"), "-outform", "DER", "-out", join(der, "ca.crl"));
    const trust = loadTrustStore(der);
    expect([trust.anchors.length, trust.crls.length, trust.skipped]).toEqual([1, 1, []]);
    const revoked = await verifySignedCopy(cadesSign(pki, pki.signers.revoked, frozenPdf), {
      frozenPdf,
      trust,
    });
    expect(revoked.ok && revoked.signers[0]?.revocation).toBe("revoked");
  });

  it("marks the demonstration authority's signatures as trusted, for demonstration only", async () => {
    const demoSigner = {
      cert: join(DEMO, "signer/mario-rossi.pem"),
      key: join(DEMO, "signer/mario-rossi.key"),
      p12: Buffer.alloc(0),
    };
    const envelope = cadesSign(pki, demoSigner, frozenPdf);
    for (const trust of [loadTrustStore(null, { demo: true }), loadTrustStore(join(DEMO, "authority"))]) {
      const result = await verifySignedCopy(envelope, { frozenPdf, trust });
      expect(result.ok && result.signers[0]).toMatchObject({
        name: "Mario Rossi",
        fiscal_code: "RSSMRA80A01H501U",
        issuer: "CA di prova — solo dimostrazione",
        qualified: true,
        trusted: true,
        problems: [{ code: "demo_authority" }],
      });
    }
    expect(problemMessage({ code: "demo_authority" }, "it")).toBe(
      "Firma di prova: l'autorità è quella dimostrativa, senza valore legale.",
    );
    const withoutDemo = await verifySignedCopy(envelope, { frozenPdf, trust: loadTrustStore(pki.trustDir) });
    expect(withoutDemo.ok && withoutDemo.signers[0]?.trusted).toBe(false);
  });

  it("builds in the same demonstration authority as the demo folder holds", () => {
    expect(DEMO_AUTHORITY_PEM.trim()).toBe(
      readFileSync(join(DEMO, "authority/ca-di-prova.pem"), "utf8").trim(),
    );
  });
});
