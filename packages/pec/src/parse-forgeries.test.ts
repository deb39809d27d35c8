// Forged receipts the parser must never count, and the bytes it must never throw on (the review
// of issue 47's parser): a spliced CMS, a relabelled receipt, a planted daticert.xml, a backdated
// signature, a CMS written by hand.
import { beforeAll, describe, expect, it } from "vitest";
import { createTestAuthority, issueProviderCertificate } from "./authority";
import type { PecProvider } from "./build";
import { type ParsedReceipt, parseReceipt, type ReceiptParse } from "./parse";
import {
  FIXTURE_MESSAGE_ID,
  FIXTURE_RECIPIENT,
  fixtureReceipt,
  foreignContentTypeReceipt,
  makeReceiptFixtures,
  nestedDaticertReceipt,
  notOctetStringReceipt,
  opaqueReceipt,
  PLANTED_RECIPIENT,
  type ReceiptFixtures,
  relabelledReceipt,
  splicedReceipt,
  trustStoreOf,
} from "./testing";

let fixtures: ReceiptFixtures;
beforeAll(async () => {
  fixtures = await makeReceiptFixtures();
}, 60_000);

const parse = (raw: Uint8Array, at?: Date) =>
  parseReceipt(raw, { trust: fixtures.trust, ...(at ? { at } : {}) });

function receiptOf(result: ReceiptParse): ParsedReceipt {
  if (result.kind !== "receipt") throw new Error(`expected a receipt, got ${JSON.stringify(result)}`);
  return result.receipt;
}

describe("the signed content is the content read", () => {
  it("refuses a detached signature whose CMS carries content of its own (a .p7m spliced in)", async () => {
    const receipt = receiptOf(await parse(await splicedReceipt(fixtures.provider)));
    expect(receipt.signature).toMatchObject({ valid: false, problem: "bad_signature" });
  });

  it("refuses a CMS whose content type is not id-data", async () => {
    const receipt = receiptOf(await parse(await foreignContentTypeReceipt(fixtures.provider)));
    expect(receipt.signature).toMatchObject({ valid: false, problem: "bad_signature" });
  });

  it("refuses an opaque CMS whose content type is not id-data", async () => {
    const raw = await opaqueReceipt(fixtures.provider, "1.2.840.113549.1.9.16.1.6");
    const receipt = receiptOf(await parse(raw));
    expect(receipt.signature).toMatchObject({ valid: false, problem: "bad_signature" });
  });

  it("reads daticert.xml from the receipt's own parts, never from inside postacert.eml", async () => {
    const raw = await nestedDaticertReceipt(fixtures.provider);
    expect(Buffer.from(raw).includes(PLANTED_RECIPIENT)).toBe(true);
    const receipt = receiptOf(await parse(raw));
    expect(receipt.deliveredTo).toBe(FIXTURE_RECIPIENT);
    expect(receipt.providerMessageId).toBe("opec-fixture.avvenuta-consegna@pec-prova.test");
    expect(receipt.signature.valid).toBe(true);
  });
});

describe("the message a receipt is about", () => {
  it("says malformed when the outer header names another message than the signed msgid", async () => {
    const raw = await relabelledReceipt(fixtures.provider, "altro-messaggio.2@contratti.example");
    expect(await parse(raw)).toMatchObject({
      kind: "malformed",
      detail: expect.stringMatching(/X-Riferimento-Message-ID.*msgid/),
    });
  });

  it("accepts the same id in another case", async () => {
    const raw = await relabelledReceipt(fixtures.provider, FIXTURE_MESSAGE_ID.toUpperCase());
    const receipt = receiptOf(await parse(raw));
    expect(receipt.originalMessageId).toBe(FIXTURE_MESSAGE_ID);
    expect(receipt.signature.valid).toBe(true);
  });
});

describe("the certificate is judged when the receipt is read", () => {
  let old: PecProvider;
  let trust: ReturnType<typeof trustStoreOf>;
  const then = new Date("2019-06-01T10:00:00Z");
  beforeAll(async () => {
    // Issued in 2018 for three years: expired now, valid at the time the signature claims.
    const issued = new Date("2018-06-01T00:00:00Z");
    const authority = await createTestAuthority("Gestore scaduto CA", issued);
    const certificate = await issueProviderCertificate(
      authority,
      { name: "Gestore scaduto", domain: "pec-scaduto.test" },
      issued,
    );
    old = {
      name: "Gestore scaduto",
      domain: "pec-scaduto.test",
      key: { ...certificate, chainPem: [authority.certificatePem] },
    };
    trust = trustStoreOf(authority);
  }, 30_000);

  it("does not trust a signature that claims a time when its expired certificate was valid", async () => {
    const raw = await fixtureReceipt("accettazione", old, { at: then });
    const result = receiptOf(await parseReceipt(raw, { trust }));
    expect(result.signature).toMatchObject({ valid: false, problem: "untrusted" });
  });

  it("judges at the moment asked when the caller gives one", async () => {
    const raw = await fixtureReceipt("accettazione", old, { at: then });
    const result = receiptOf(await parseReceipt(raw, { trust, at: then }));
    expect(result.signature).toMatchObject({ valid: true, problem: null });
  });
});

describe("a CMS written by hand", () => {
  it("says malformed, never throws, when the enveloped content is not an OCTET STRING", async () => {
    expect(await parse(notOctetStringReceipt())).toMatchObject({ kind: "malformed" });
  });
});
