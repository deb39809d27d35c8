// Receipts in shapes the builder does not write: the opaque S/MIME form (application/pkcs7-mime)
// and one laid out as the big Italian providers' receipts are (a preamble before each part,
// application/x-pkcs7-signature, quoted parameters, an ISO-8859-1 text, daticert.xml as 7bit
// without a DOCTYPE, Received lines), modelled on the public accettazione.eml samples of
// open-source PEC readers. Signed over their exact bytes by the fixture provider.
import { randomUUID } from "node:crypto";
import type { PecProvider } from "../build";
import { buildReceipt } from "../build";
import { signCms } from "../sign";
import {
  FIXTURE_AT,
  FIXTURE_MESSAGE_ID,
  FIXTURE_RECIPIENT,
  FIXTURE_SENDER,
  originalMessage,
} from "./original";

const base64Lines = (bytes: Uint8Array) =>
  (
    Buffer.from(bytes)
      .toString("base64")
      .match(/.{1,76}/g) ?? []
  ).join("\r\n");

const crlf = (lines: string[]) => lines.join("\r\n");

function signingKey(provider: PecProvider) {
  if (!provider.key) throw new Error("the sample needs a signing provider");
  return provider.key;
}

/**
 * An accettazione as application/pkcs7-mime: the whole entity inside the CMS (declared as
 * `contentType`, id-data unless a forged fixture asks for another).
 */
export async function opaqueReceipt(provider: PecProvider, contentType?: string): Promise<Uint8Array> {
  const entity = await buildReceipt({
    type: "accettazione",
    provider: { ...provider, key: null },
    original: originalMessage(),
    at: FIXTURE_AT,
    providerMessageId: `opec-fixture.opaque@${provider.domain}`,
  });
  const cms = await signCms(entity, signingKey(provider), FIXTURE_AT, true, contentType);
  const text = crlf([
    `From: posta-certificata@${provider.domain}`,
    `To: ${FIXTURE_SENDER}`,
    "Subject: ACCETTAZIONE: Contratto di locazione - proposta",
    "Date: Sun, 29 Nov 2026 10:15:02 +0100",
    `Message-ID: <${randomUUID()}@${provider.domain}>`,
    "X-Ricevuta: accettazione",
    `X-Riferimento-Message-ID: <${FIXTURE_MESSAGE_ID}>`,
    "MIME-Version: 1.0",
    'Content-Type: application/pkcs7-mime; smime-type=signed-data; name="smime.p7m"',
    "Content-Transfer-Encoding: base64",
    'Content-Disposition: attachment; filename="smime.p7m"',
    "",
    base64Lines(cms),
    "",
  ]);
  return new Uint8Array(Buffer.from(text, "latin1"));
}

/** The signed entity of the real-shaped sample, byte for byte as signed. */
function realShapedEntity(domain: string): string {
  const inner = "----------=_1795929302-4711-1";
  const daticert = crlf([
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<postacert tipo="accettazione" errore="nessuno">',
    "<intestazione>",
    `<mittente>${FIXTURE_SENDER}</mittente>`,
    `<destinatari tipo="certificato">${FIXTURE_RECIPIENT}</destinatari>`,
    '<destinatari tipo="esterno">mario.bianchi@example.com</destinatari>',
    `<risposte>${FIXTURE_SENDER}</risposte>`,
    "<oggetto>Contratto di locazione - proposta</oggetto>",
    "</intestazione>",
    "<dati>",
    `<gestore-emittente>Gestore PEC di prova</gestore-emittente>`,
    '<data zona="+0100">',
    "<giorno>29/11/2026</giorno>",
    "<ora>10:15:02</ora>",
    "</data>",
    `<identificativo>opec2611.20261129101502.04711.01.1.2@${domain}</identificativo>`,
    `<msgid>&lt;${FIXTURE_MESSAGE_ID}&gt;</msgid>`,
    "</dati>",
    "</postacert>",
  ]);
  return crlf([
    `Content-Type: multipart/mixed; boundary="${inner}"`,
    "",
    "This is a multi-part message in MIME format...",
    "",
    `--${inner}`,
    'Content-Type: text/plain; charset="iso-8859-1"',
    "Content-Disposition: inline",
    "Content-Transfer-Encoding: quoted-printable",
    "",
    "Ricevuta di accettazione",
    "",
    "Il giorno 29/11/2026 alle ore 10:15:02 (+0100) il messaggio",
    `"Contratto di locazione - proposta" proveniente da "${FIXTURE_SENDER}"`,
    "ed indirizzato a:",
    `${FIXTURE_RECIPIENT} ("posta certificata")`,
    'mario.bianchi@example.com ("posta ordinaria")',
    "=E8 stato accettato dal sistema ed inoltrato.",
    `Identificativo messaggio: opec2611.20261129101502.04711.01.1.2@${domain}`,
    "",
    `--${inner}`,
    'Content-Type: application/xml; name="daticert.xml"',
    'Content-Disposition: inline; filename="daticert.xml"',
    "Content-Transfer-Encoding: 7bit",
    "",
    daticert,
    "",
    `--${inner}--`,
    "",
  ]);
}

/** The real-shaped accettazione (see the file's comment). */
export async function realShapedAccettazione(provider: PecProvider): Promise<Uint8Array> {
  const outer = "----------ms020706090303050708050301";
  const entity = realShapedEntity(provider.domain);
  const signature = await signCms(
    new Uint8Array(Buffer.from(entity, "latin1")),
    signingKey(provider),
    FIXTURE_AT,
  );
  const text = crlf([
    `Return-Path: <posta-certificata@${provider.domain}>`,
    `Received: from smtp.${provider.domain} (smtp.${provider.domain} [127.0.0.1])`,
    `\tby mx.${provider.domain} with ESMTPS id 4711; Sun, 29 Nov 2026 10:15:02 +0100`,
    `X-Riferimento-Message-ID: <${FIXTURE_MESSAGE_ID}>`,
    "X-Ricevuta: accettazione",
    "Date: Sun, 29 Nov 2026 10:15:02 +0100",
    "Subject: ACCETTAZIONE: Contratto di locazione - proposta",
    `From: posta-certificata@${provider.domain}`,
    `To: ${FIXTURE_SENDER}`,
    `Message-ID: <opec2611.20261129101502.04711.01.1.2@${provider.domain}>`,
    "MIME-Version: 1.0",
    'Content-Type: multipart/signed; protocol="application/x-pkcs7-signature";',
    `\tmicalg="sha-256"; boundary="${outer}"`,
    "",
    "This is a cryptographically signed message in MIME format.",
    "",
    `--${outer}`,
    // The signed entity ends before the CRLF that precedes the next boundary.
    entity,
    `--${outer}`,
    'Content-Type: application/x-pkcs7-signature; name="smime.p7s"',
    "Content-Transfer-Encoding: base64",
    'Content-Disposition: attachment; filename="smime.p7s"',
    "Content-Description: S/MIME Cryptographic Signature",
    "",
    base64Lines(signature),
    "",
    `--${outer}--`,
    "",
  ]);
  return new Uint8Array(Buffer.from(text, "latin1"));
}
