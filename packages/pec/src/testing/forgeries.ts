// Receipts forged from genuine ones, as an attacker who holds a provider's genuine mail could make
// them: the parser must never count them (review of issue 47's parser). Built from the fixture
// provider's own receipts, so each differs from a genuine one by the forgery alone.
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import type { PecProvider } from "../build";
import { writeDaticert } from "../daticert";
import { readLayout } from "../mime";
import { signCms } from "../sign";
import { fixtureReceipt, tamper } from "./fixtures";
import { FIXTURE_AT, FIXTURE_MESSAGE_ID, FIXTURE_SENDER, originalMessage } from "./original";

const OID = { data: "1.2.840.113549.1.7.1", signedData: "1.2.840.113549.1.7.2" } as const;
const ID_CT_CONTENT_INFO = "1.2.840.113549.1.9.16.1.6";

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");
const bytesOf = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));
const base64Lines = (bytes: Uint8Array) =>
  (
    Buffer.from(bytes)
      .toString("base64")
      .match(/.{1,76}/g) ?? []
  ).join("\r\n");

/** The message with its smime.p7s part's Base64 body replaced by `cms`. */
export function withSignature(raw: Uint8Array, cms: Uint8Array): Uint8Array {
  const text = latin1(raw);
  const part = text.indexOf("filename=smime.p7s");
  const start = text.indexOf("\r\n\r\n", part) + 4;
  const end = text.indexOf("\r\n--", start);
  if (part < 0 || start < 4 || end < 0) throw new Error("no smime.p7s part");
  return bytesOf(text.slice(0, start) + base64Lines(cms) + text.slice(end));
}

function keyOf(provider: PecProvider) {
  if (!provider.key) throw new Error("the forgery needs a signing provider");
  return provider.key;
}

/**
 * A forged first part (one byte changed) under a CMS the provider really signed, but over other
 * bytes it carries inside (any .p7m document the provider's key signed), spliced in as smime.p7s.
 */
export async function splicedReceipt(provider: PecProvider): Promise<Uint8Array> {
  const genuine = await fixtureReceipt("avvenuta-consegna", provider);
  const document = bytesOf("Un documento qualsiasi, firmato dal gestore.\r\n");
  return withSignature(tamper(genuine), await signCms(document, keyOf(provider), FIXTURE_AT, true));
}

/**
 * A genuine receipt's first part under a CMS the provider signed over those very bytes, but
 * declaring them another kind of content (id-ct-contentInfo) than a MIME entity.
 */
export async function foreignContentTypeReceipt(provider: PecProvider): Promise<Uint8Array> {
  const genuine = await fixtureReceipt("accettazione", provider);
  const layout = await readLayout(genuine);
  if (layout.smime.kind !== "detached") throw new Error("the fixture receipt is not multipart/signed");
  const cms = await signCms(layout.smime.content, keyOf(provider), FIXTURE_AT, false, ID_CT_CONTENT_INFO);
  return withSignature(genuine, cms);
}

/** An opaque receipt (application/pkcs7-mime) whose CMS carries an INTEGER where the entity goes. */
export function notOctetStringReceipt(): Uint8Array {
  const signed = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({
      eContentType: OID.data,
      eContent: new asn1js.Integer({ value: 47 }) as unknown as asn1js.OctetString,
    }),
    signerInfos: [],
  });
  const info = new pkijs.ContentInfo({ contentType: OID.signedData, content: signed.toSchema(true) });
  const cms = new Uint8Array(info.toSchema().toBER(false));
  return bytesOf(
    [
      "From: posta-certificata@pec-prova.test",
      `To: ${FIXTURE_SENDER}`,
      "Subject: ACCETTAZIONE: Contratto di locazione - proposta",
      "X-Ricevuta: accettazione",
      `X-Riferimento-Message-ID: <${FIXTURE_MESSAGE_ID}>`,
      "MIME-Version: 1.0",
      'Content-Type: application/pkcs7-mime; smime-type=signed-data; name="smime.p7m"',
      "Content-Transfer-Encoding: base64",
      "",
      base64Lines(cms),
      "",
    ].join("\r\n"),
  );
}

/** A genuine receipt of the fixture message, its outer (unsigned) header pointing to `messageId`. */
export async function relabelledReceipt(provider: PecProvider, messageId: string): Promise<Uint8Array> {
  const genuine = latin1(await fixtureReceipt("avvenuta-consegna", provider));
  const header = `X-Riferimento-Message-ID: <${FIXTURE_MESSAGE_ID}>`;
  if (!genuine.includes(header)) throw new Error("no X-Riferimento-Message-ID header");
  return bytesOf(genuine.replace(header, `X-Riferimento-Message-ID: <${messageId}>`));
}

/** Whom the daticert.xml planted inside a carried message says the message was delivered to. */
export const PLANTED_RECIPIENT = "intruso@pec-prova.test";

/**
 * A full delivery receipt whose carried message (postacert.eml) has a daticert.xml of its own,
 * written by the sender: another provider's id, delivered to someone else.
 */
export async function nestedDaticertReceipt(provider: PecProvider): Promise<Uint8Array> {
  const plain = originalMessage();
  const planted = writeDaticert({
    type: "avvenuta-consegna",
    sender: FIXTURE_SENDER,
    recipients: [{ address: PLANTED_RECIPIENT, kind: "certificato" }],
    subject: "Contratto di locazione - proposta",
    issuer: "Gestore inventato",
    at: FIXTURE_AT,
    providerMessageId: "piantato.1@altrove.example",
    originalMessageId: FIXTURE_MESSAGE_ID,
    deliveredTo: PLANTED_RECIPIENT,
  });
  const boundary = "piantato-47";
  const raw = [
    ...latin1(plain.raw)
      .split("\r\n")
      .filter((line) => line.length > 0 && !line.startsWith("Content-") && !line.startsWith("Gentile")),
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=utf-8",
    "",
    "Gentile dott.ssa Ferrari, le trasmetto la proposta di contratto in allegato.",
    `--${boundary}`,
    'Content-Type: application/xml; name="daticert.xml"',
    'Content-Disposition: attachment; filename="daticert.xml"',
    "",
    planted,
    `--${boundary}--`,
    "",
  ].join("\r\n");
  return fixtureReceipt("avvenuta-consegna", provider, {
    original: { ...plain, raw: new Uint8Array(Buffer.from(raw, "utf8")) },
  });
}
