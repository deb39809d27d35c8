import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PEC_RECEIPT_TYPES } from "@app/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { type ParsedReceipt, parseReceipt, type ReceiptParse } from "./parse";
import {
  FIXTURE_AT,
  FIXTURE_MESSAGE_ID,
  FIXTURE_RECIPIENT,
  FIXTURE_SENDER,
  makeReceiptFixtures,
  type ReceiptFixtures,
} from "./testing";

let fixtures: ReceiptFixtures;
beforeAll(async () => {
  fixtures = await makeReceiptFixtures();
}, 60_000);

const parse = (name: keyof ReceiptFixtures["messages"], at?: Date) =>
  parseReceipt(fixtures.messages[name], { trust: fixtures.trust, ...(at ? { at } : {}) });

function receiptOf(result: ReceiptParse): ParsedReceipt {
  if (result.kind !== "receipt") throw new Error(`expected a receipt, got ${JSON.stringify(result)}`);
  return result.receipt;
}

const PER_RECIPIENT = [
  "avvenuta-consegna",
  "errore-consegna",
  "preavviso-errore-consegna",
  "rilevazione-virus",
];

describe("parseReceipt over every type", () => {
  for (const type of PEC_RECEIPT_TYPES) {
    it(`reads a signed ${type} receipt`, async () => {
      const receipt = receiptOf(await parse(type));
      expect(receipt.type).toBe(type);
      expect(receipt.referenceMessageId).toBe(FIXTURE_MESSAGE_ID);
      expect(receipt.originalMessageId).toBe(FIXTURE_MESSAGE_ID);
      expect(receipt.providerMessageId).toBe(`opec-fixture.${type}@pec-prova.test`);
      expect(receipt.sender).toBe(FIXTURE_SENDER);
      expect(receipt.recipients).toEqual([
        { address: FIXTURE_RECIPIENT, kind: "certificato" },
        { address: "mario.bianchi@example.com", kind: "esterno" },
      ]);
      expect(receipt.timestamp).toBe(FIXTURE_AT.toISOString());
      expect(receipt.deliveredTo).toBe(PER_RECIPIENT.includes(type) ? FIXTURE_RECIPIENT : null);
      expect(receipt.signature).toEqual({
        valid: true,
        problem: null,
        signer: "Posta certificata pec-prova.test",
      });
    });
  }

  it("reads the provider's error and its reason", async () => {
    const failed = receiptOf(await parse("errore-consegna"));
    expect(failed.error).toBe("no-dest");
    expect(failed.errorReason).toBe("5.1.1 - Destinatario sconosciuto");
    const refused = receiptOf(await parse("non-accettazione"));
    expect(refused.error).toBe("altro");
    expect(refused.errorReason).toMatch(/mittente/);
    expect(receiptOf(await parse("accettazione")).error).toBeNull();
  });

  it("reads a delivery receipt of the short kind, which carries no copy of the message", async () => {
    expect(Buffer.from(fixtures.messages["consegna-breve"]).includes("postacert.eml")).toBe(false);
    expect(Buffer.from(fixtures.messages["avvenuta-consegna"]).includes("postacert.eml")).toBe(true);
    expect(receiptOf(await parse("consegna-breve")).signature.valid).toBe(true);
  });

  it("reads the opaque S/MIME form (application/pkcs7-mime)", async () => {
    const receipt = receiptOf(await parse("opaque"));
    expect(receipt.type).toBe("accettazione");
    expect(receipt.signature.valid).toBe(true);
  });

  it("reads a receipt laid out as the providers' (preamble, x-pkcs7-signature, ISO-8859-1, 7bit daticert)", async () => {
    const receipt = receiptOf(await parse("real-shaped"));
    expect(receipt).toMatchObject({
      type: "accettazione",
      referenceMessageId: FIXTURE_MESSAGE_ID,
      providerMessageId: "opec2611.20261129101502.04711.01.1.2@pec-prova.test",
      timestamp: "2026-11-29T09:15:02.000Z",
      signature: { valid: true, problem: null },
    });
    expect(receipt.recipients).toHaveLength(2);
  });
});

describe("what is not a valid receipt", () => {
  it("keeps an unsigned receipt, not valid", async () => {
    const receipt = receiptOf(await parse("unsigned"));
    expect(receipt.type).toBe("accettazione");
    expect(receipt.signature).toEqual({ valid: false, problem: "unsigned", signer: null });
  });

  it("refuses a receipt whose signed part changed by one byte", async () => {
    expect(receiptOf(await parse("bad-signature")).signature).toMatchObject({
      valid: false,
      problem: "bad_signature",
    });
  });

  it("refuses a receipt signed by an authority the store does not hold", async () => {
    expect(receiptOf(await parse("untrusted")).signature).toEqual({
      valid: false,
      problem: "untrusted",
      signer: "Posta certificata pec-altro.test",
    });
  });

  it("judges the certificate at the time asked: long after it expired, it is not trusted", async () => {
    const late = new Date("2045-01-01T00:00:00Z");
    expect(receiptOf(await parse("accettazione", late)).signature.problem).toBe("untrusted");
  });

  it("says malformed for bad XML, no daticert.xml, an unknown X-Ricevuta", async () => {
    expect(await parse("malformed-daticert")).toMatchObject({ kind: "malformed", detail: /well-formed/ });
    expect(await parse("missing-daticert")).toEqual({ kind: "malformed", detail: "no daticert.xml" });
    expect(await parse("unknown-type")).toMatchObject({ kind: "malformed", detail: /ricevuta-immaginaria/ });
  });

  it("reads a foreign receipt (about a message nobody sent from here) as it is", async () => {
    const receipt = receiptOf(await parse("foreign"));
    expect(receipt.referenceMessageId).toBe("messaggio-sconosciuto.1@altrove.example");
    expect(receipt.signature.valid).toBe(true);
  });

  it("says not_a_receipt for the transport envelope and an ordinary message", async () => {
    expect(await parse("posta-certificata")).toEqual({ kind: "not_a_receipt" });
    expect(await parse("ordinary")).toEqual({ kind: "not_a_receipt" });
    expect(await parseReceipt(new Uint8Array([0, 1, 2, 255]), { trust: fixtures.trust })).toEqual({
      kind: "not_a_receipt",
    });
  });

  it("refuses a message over 30 MB without reading it", async () => {
    const big = new Uint8Array(30 * 1024 * 1024 + 1);
    expect(await parseReceipt(big, { trust: fixtures.trust })).toMatchObject({ kind: "malformed" });
  });
});

// The signature is real S/MIME: openssl, another implementation, verifies it too.
const hasOpenssl = (() => {
  try {
    execFileSync("openssl", ["version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!hasOpenssl)("interoperability", () => {
  it("openssl cms -verify accepts the builder's receipt and the tampered one fails", () => {
    const dir = mkdtempSync(join(tmpdir(), "pec-openssl-"));
    try {
      writeFileSync(join(dir, "ca.pem"), fixtures.authority.certificatePem);
      const verify = (name: "avvenuta-consegna" | "bad-signature") => {
        writeFileSync(join(dir, `${name}.eml`), fixtures.messages[name]);
        return execFileSync(
          "openssl",
          [
            "cms",
            "-verify",
            "-in",
            join(dir, `${name}.eml`),
            "-CAfile",
            join(dir, "ca.pem"),
            "-purpose",
            "any",
            "-out",
            join(dir, "out"),
          ],
          { stdio: ["ignore", "pipe", "pipe"] },
        );
      };
      expect(() => verify("avvenuta-consegna")).not.toThrow();
      expect(() => verify("bad-signature")).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
