// A message from a PEC mailbox, read as a provider's receipt (DM 2 novembre 2005; RFC 6109):
// X-Ricevuta says it is one, daticert.xml says what it certifies, the S/MIME signature whether
// the provider really wrote it. Never throws: whatever the bytes, a result.
import { PEC_RECEIPT_TYPES, type PecReceiptType } from "@app/contracts";
import type { TrustStore } from "@app/signatures";
import { simpleParser } from "mailparser";
import { bare, DaticertReadError, readDaticert } from "./daticert";
import { directParts, MAX_MESSAGE_BYTES, readLayout } from "./mime";
import { checkSignature, envelopedEntity, type SignatureCheck } from "./verify";

export interface ParsedReceipt {
  /** X-Ricevuta. */
  type: PecReceiptType;
  /**
   * X-Riferimento-Message-ID, without angle brackets. An outer header nobody signed: when daticert
   * has a `<msgid>` the two agree (else the receipt is malformed), but match on `originalMessageId`.
   */
  referenceMessageId: string | null;
  /** daticert `<identificativo>`: the provider's id of the message. */
  providerMessageId: string | null;
  /** daticert `<msgid>`, without angle brackets: the message it is about, as the provider signed it. */
  originalMessageId: string | null;
  sender: string | null;
  recipients: { address: string; kind: "certificato" | "esterno" | null }[];
  /** daticert `<consegna>`: whose mailbox the receipt is about (delivery, failed delivery). */
  deliveredTo: string | null;
  /** ISO 8601 (UTC) from daticert `<data>`. */
  timestamp: string | null;
  /** `<postacert errore>` when not "nessuno". */
  error: string | null;
  /** `<errore-esteso>`: the provider's reason, in its words. */
  errorReason: string | null;
  signature: SignatureCheck;
}

export type ReceiptParse =
  | { kind: "receipt"; receipt: ParsedReceipt }
  /** No X-Ricevuta: an ordinary message, or a posta-certificata transport envelope. */
  | { kind: "not_a_receipt" }
  /** X-Ricevuta present but the receipt is unreadable (no daticert.xml, bad XML, unknown type, too big). */
  | { kind: "malformed"; detail: string };

export interface ParseOptions {
  trust: TrustStore;
  /**
   * When to judge the provider's certificate; by default now, the time of reading. Never the
   * signing time the signature claims: a key revoked after a compromise could claim any.
   */
  at?: Date;
}

const malformed = (detail: string): ReceiptParse => ({ kind: "malformed", detail });

/**
 * daticert.xml (the name in any case) among the parts directly inside the entity: never one
 * inside the message a delivery receipt carries (postacert.eml), which anyone could have written.
 */
async function findDaticert(entity: Uint8Array): Promise<string | null> {
  const part = (await directParts(entity)).find((item) => item.filename?.toLowerCase() === "daticert.xml");
  if (!part) return null;
  // mailparser decodes the part alone (its transfer encoding, its charset).
  const mail = await simpleParser(Buffer.from(part.raw.buffer, part.raw.byteOffset, part.raw.byteLength), {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipImageLinks: true,
    maxHtmlLengthToParse: 1024 * 1024,
  });
  const found = mail.attachments.find((item) => item.filename?.toLowerCase() === "daticert.xml");
  return found ? found.content.toString("utf8") : null;
}

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The receipt read from `raw`, exactly as the provider wrote it (.eml). Never throws. */
export async function parseReceipt(raw: Uint8Array, options: ParseOptions): Promise<ReceiptParse> {
  try {
    return await read(raw, options);
  } catch (error) {
    // Whatever a library throws on bytes nobody foresaw, the message is kept aside as unreadable.
    return malformed(`unreadable message: ${String(error)}`);
  }
}

async function read(raw: Uint8Array, options: ParseOptions): Promise<ReceiptParse> {
  if (raw.byteLength > MAX_MESSAGE_BYTES) return malformed(`message over ${MAX_MESSAGE_BYTES} bytes`);
  let layout: Awaited<ReturnType<typeof readLayout>>;
  try {
    layout = await readLayout(raw);
  } catch (error) {
    const header = Buffer.from(raw.subarray(0, 64 * 1024)).toString("latin1");
    return /^x-ricevuta:/im.test(header)
      ? malformed(`unreadable MIME: ${String(error)}`)
      : { kind: "not_a_receipt" };
  }
  const declared = layout.header("x-ricevuta")?.toLowerCase() ?? null;
  if (!declared) return { kind: "not_a_receipt" };
  const type = (PEC_RECEIPT_TYPES as readonly string[]).includes(declared)
    ? (declared as PecReceiptType)
    : null;
  if (!type) return malformed(`unknown X-Ricevuta "${declared}"`);

  // What daticert.xml is read from: the signed entity when there is one, so that the data read
  // are the data signed.
  let entity: Uint8Array = raw;
  let signature: SignatureCheck = { valid: false, problem: "unsigned", signer: null };
  const smime = layout.smime;
  if (smime.kind === "detached") {
    entity = smime.content;
    signature = await checkSignature(smime.signature, smime.content, options.trust, options.at);
  } else if (smime.kind === "opaque") {
    const inner = envelopedEntity(smime.cms);
    if (!inner) return malformed("application/pkcs7-mime without an enveloped entity");
    entity = inner;
    signature = await checkSignature(smime.cms, undefined, options.trust, options.at);
  }

  let xml: string | null;
  try {
    xml = await findDaticert(entity);
  } catch (error) {
    return malformed(`unreadable MIME: ${String(error)}`);
  }
  if (!xml) return malformed("no daticert.xml");
  let daticert: ReturnType<typeof readDaticert>;
  try {
    daticert = readDaticert(xml);
  } catch (error) {
    if (error instanceof DaticertReadError) return malformed(error.message);
    throw error;
  }
  if (daticert.type !== type)
    return malformed(`X-Ricevuta "${type}" but daticert.xml says "${daticert.type}"`);
  // The outer header is not signed: a genuine receipt of one message relabelled for another.
  const reference = bare(layout.header("x-riferimento-message-id"));
  if (reference && daticert.originalMessageId && !sameId(reference, daticert.originalMessageId))
    return malformed(
      `X-Riferimento-Message-ID "${reference}" but daticert.xml's msgid is "${daticert.originalMessageId}"`,
    );
  return {
    kind: "receipt",
    receipt: {
      type,
      referenceMessageId: reference,
      providerMessageId: daticert.providerMessageId,
      originalMessageId: daticert.originalMessageId,
      sender: daticert.sender,
      recipients: daticert.recipients,
      deliveredTo: daticert.deliveredTo,
      timestamp: daticert.timestamp,
      error: daticert.error === "nessuno" ? null : daticert.error,
      errorReason: daticert.errorReason,
      signature,
    },
  };
}
