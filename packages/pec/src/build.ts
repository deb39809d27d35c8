// Receipts and transport envelopes written as a PEC provider writes them (DM 2 novembre 2005,
// allegato; RFC 6109): nodemailer's MimeNode builds the MIME, pkijs signs the entity, S/MIME
// multipart/signed (RFC 8551 §3.5) carries the detached signature. For the sandbox and fixtures.
import { randomUUID } from "node:crypto";
import type { PecReceiptType } from "@app/contracts";
import MimeNode from "nodemailer/lib/mime-node";
import { bare, type DaticertError, type RecipientKind, writeDaticert } from "./daticert";
import { readLayout } from "./mime";
import { type SigningKey, signCms } from "./sign";
import { bodyHtml, bodyLines, type EnvelopeType, SUBJECT_PREFIX } from "./texts";

export interface PecProvider {
  /** The provider's name, as daticert's `<gestore-emittente>` says it. */
  name: string;
  domain: string;
  /** The key and certificate receipts are signed with; null writes them unsigned (fixtures only). */
  key: SigningKey | null;
}

export interface OriginalMessage {
  /** Its Message-ID, with or without angle brackets. */
  messageId: string;
  subject: string;
  sender: string;
  recipients: { address: string; kind: RecipientKind }[];
  /** The message as sent (the transport envelope and a "completa" delivery receipt carry it). */
  raw?: Uint8Array;
}

export interface ReceiptInput {
  type: PecReceiptType;
  provider: PecProvider;
  original: OriginalMessage;
  at: Date;
  /** The provider's id of the message (daticert `<identificativo>`); made up when absent. */
  providerMessageId?: string;
  /** The mailbox a delivery (or a failed one) is about. */
  deliveredTo?: string;
  error?: DaticertError;
  errorReason?: string;
  /** "completa" (default) carries the original message as postacert.eml in a delivery receipt. */
  receiptKind?: "completa" | "breve" | "sintetica";
  /** Fixtures only: daticert.xml's text instead of the right one, or null for none. */
  daticertOverride?: string | null;
}

export const providerMessageIdFor = (domain: string) =>
  `opec-sandbox.${Date.now()}.${randomUUID()}@${domain}`;
const angle = (id: string) => `<${bare(id) ?? id}>`;

interface Envelope {
  headers: Record<string, string>;
  lines: string[];
  daticert: string | null;
  original: Uint8Array | null;
  key: SigningKey | null;
  at: Date;
}

/** Fills the entity the signature covers: the texts, postacert.eml when carried, daticert.xml. */
function fill(mixed: MimeNode, envelope: Envelope): void {
  const alternative = mixed.createChild("multipart/alternative");
  alternative
    .createChild("text/plain")
    .setContent(`${envelope.lines.join("\r\n")}\r\n`.replace(/\r?\n/g, "\r\n"));
  // S/MIME signs canonical text (RFC 8551 §3.1.1): every line ends in CRLF.
  alternative
    .createChild("text/html; charset=utf-8")
    .setContent(bodyHtml(envelope.lines).replace(/\r?\n/g, "\r\n"));
  if (envelope.original)
    mixed
      .createChild("message/rfc822", { filename: "postacert.eml" })
      .setHeader("Content-Disposition", "inline; filename=postacert.eml")
      .setContent(Buffer.from(envelope.original));
  if (envelope.daticert !== null)
    mixed
      .createChild("application/xml", { filename: "daticert.xml" })
      .setHeader("Content-Disposition", "inline; filename=daticert.xml")
      .setContent(Buffer.from(envelope.daticert, "utf8"));
}

async function write(envelope: Envelope): Promise<Uint8Array> {
  if (!envelope.key) {
    // Unsigned (fixtures): the entity itself under the message's headers.
    const root = new MimeNode("multipart/mixed");
    root.setHeader(envelope.headers);
    fill(root, envelope);
    return new Uint8Array(await root.build());
  }
  const root = new MimeNode('multipart/signed; protocol="application/pkcs7-signature"; micalg=sha-256');
  root.setHeader(envelope.headers);
  fill(root.createChild("multipart/mixed"), envelope);
  const signature = root
    .createChild("application/pkcs7-signature", { filename: "smime.p7s" })
    .setHeader("Content-Disposition", "attachment; filename=smime.p7s")
    .setHeader("Content-Transfer-Encoding", "base64")
    .setContent(Buffer.alloc(0));
  // Built once to learn the exact bytes of the signed part as written, then again with the
  // signature over them: the same nodes keep their boundaries, so those bytes do not change.
  const draft = await readLayout(new Uint8Array(await root.build()));
  if (draft.smime.kind !== "detached") throw new Error("the receipt's signed part could not be read back");
  const content = draft.smime.content;
  signature.setContent(Buffer.from(await signCms(content, envelope.key, envelope.at)));
  const raw = new Uint8Array(await root.build());
  const check = await readLayout(raw);
  if (check.smime.kind !== "detached" || !Buffer.from(check.smime.content).equals(Buffer.from(content)))
    throw new Error("the receipt's signed part changed between builds");
  return raw;
}

const rfc5322Date = (at: Date) => at.toUTCString().replace("GMT", "+0000");

/** A receipt (X-Ricevuta) as the provider writes it into the sender's mailbox. */
export async function buildReceipt(input: ReceiptInput): Promise<Uint8Array> {
  const { provider, original } = input;
  const providerMessageId = input.providerMessageId ?? providerMessageIdFor(provider.domain);
  const completa = input.type === "avvenuta-consegna" && (input.receiptKind ?? "completa") === "completa";
  const daticert = writeDaticert({
    type: input.type,
    error: input.error ?? (input.errorReason ? "altro" : "nessuno"),
    sender: original.sender,
    recipients: original.recipients,
    subject: original.subject,
    issuer: provider.name,
    at: input.at,
    providerMessageId,
    originalMessageId: original.messageId,
    ...(input.type === "avvenuta-consegna" ? { receiptKind: input.receiptKind ?? "completa" } : {}),
    ...(input.deliveredTo ? { deliveredTo: input.deliveredTo } : {}),
    ...(input.errorReason ? { errorReason: input.errorReason } : {}),
  });
  const headers: Record<string, string> = {
    From: `"Posta Certificata ${provider.name}" <posta-certificata@${provider.domain}>`,
    To: original.sender,
    Subject: `${SUBJECT_PREFIX[input.type]}: ${original.subject}`,
    Date: rfc5322Date(input.at),
    "Message-ID": `<${randomUUID()}@${provider.domain}>`,
    "X-Ricevuta": input.type,
    "X-Riferimento-Message-ID": angle(original.messageId),
  };
  if (input.type === "rilevazione-virus" || input.error === "virus")
    headers["X-VerificaSicurezza"] = "errore";
  return write({
    headers,
    lines: bodyLines({
      type: input.type,
      at: input.at,
      subject: original.subject,
      sender: original.sender,
      recipients: original.recipients,
      providerMessageId,
      ...(input.deliveredTo ? { deliveredTo: input.deliveredTo } : {}),
      ...(input.errorReason ? { errorReason: input.errorReason } : {}),
    }),
    daticert: input.daticertOverride !== undefined ? input.daticertOverride : daticert,
    original: completa && original.raw ? original.raw : null,
    key: provider.key,
    at: input.at,
  });
}

/**
 * The "busta di trasporto" (X-Trasporto: posta-certificata) that carries the original message
 * into the recipient's mailbox, with daticert.xml, signed by the sender's provider.
 */
export async function buildPostaCertificata(input: {
  provider: PecProvider;
  original: OriginalMessage & { raw: Uint8Array };
  at: Date;
  providerMessageId?: string;
}): Promise<Uint8Array> {
  const { provider, original } = input;
  const providerMessageId = input.providerMessageId ?? providerMessageIdFor(provider.domain);
  const type: EnvelopeType = "posta-certificata";
  return write({
    headers: {
      From: `"Per conto di: ${original.sender}" <posta-certificata@${provider.domain}>`,
      "Reply-To": original.sender,
      To: original.recipients.map((item) => item.address).join(", "),
      Subject: `${SUBJECT_PREFIX[type]}: ${original.subject}`,
      Date: rfc5322Date(input.at),
      "Message-ID": `<${providerMessageId}>`,
      "X-Trasporto": type,
      "X-Riferimento-Message-ID": angle(original.messageId),
    },
    lines: bodyLines({
      type,
      at: input.at,
      subject: original.subject,
      sender: original.sender,
      recipients: original.recipients,
      providerMessageId,
    }),
    daticert: writeDaticert({
      type,
      sender: original.sender,
      recipients: original.recipients,
      subject: original.subject,
      issuer: provider.name,
      at: input.at,
      providerMessageId,
      originalMessageId: original.messageId,
    }),
    original: original.raw,
    key: provider.key,
    at: input.at,
  });
}
