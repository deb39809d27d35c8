// What the fake provider does with a message a mailbox owner sends (DM 2 novembre 2005, artt.
// 6-9 of the technical rules): the acceptance (or refusal) to the sender, and for each recipient
// the transport envelope into their mailbox and the delivery receipt to the sender, or the
// notice of failed delivery with the reason.
import { buildPostaCertificata, buildReceipt, type OriginalMessage, type PecProvider } from "@app/pec";
import { simpleParser } from "mailparser";
import type { Mailboxes } from "./mailboxes";

export interface Submission {
  /** Who logged in to the SMTP server. */
  user: string;
  /** The SMTP envelope's recipients: who the message goes to, Bcc included. */
  rcptTo: string[];
  raw: Uint8Array;
}

export interface Outcome {
  accepted: boolean;
  /** What went where, for the log: "accettazione → studio.rossi@…". */
  written: string[];
}

/** The reasons in the provider's words (daticert `<errore-esteso>`). */
export const REASONS = {
  unknownUser: "5.1.1 - Destinatario sconosciuto",
  unknownDomain: "5.1.2 - Dominio non gestito dal gestore",
  noMessageId: "Messaggio privo dell'identificativo Message-ID",
  wrongSender: "Il mittente del messaggio non corrisponde alla casella autenticata",
} as const;

const lower = (value: string) => value.trim().toLowerCase();

export async function handleSubmission(
  submission: Submission,
  provider: PecProvider,
  mailboxes: Mailboxes,
  now: () => Date = () => new Date(),
): Promise<Outcome> {
  const mail = await simpleParser(Buffer.from(submission.raw), {
    skipHtmlToText: true,
    skipTextToHtml: true,
  });
  const sender = lower(submission.user);
  const fromAddress = lower(mail.from?.value[0]?.address ?? "");
  const recipients = [...new Set(submission.rcptTo.map(lower))];
  const original: OriginalMessage & { raw: Uint8Array } = {
    messageId: mail.messageId ?? "",
    subject: mail.subject ?? "",
    sender,
    recipients: recipients.map((address) => ({
      address,
      kind: address.endsWith(`@${mailboxes.domain}`) ? "certificato" : "esterno",
    })),
    raw: submission.raw,
  };
  const written: string[] = [];
  const toSender = async (raw: Uint8Array, what: string) => {
    await mailboxes.deliver(sender, raw);
    written.push(`${what} → ${sender}`);
  };

  const refusal = !mail.messageId ? REASONS.noMessageId : fromAddress !== sender ? REASONS.wrongSender : null;
  if (refusal) {
    const refused = await buildReceipt({
      type: "non-accettazione",
      provider,
      original: { ...original, messageId: original.messageId || "" },
      at: now(),
      error: "altro",
      errorReason: refusal,
    });
    await toSender(refused, "non-accettazione");
    return { accepted: false, written };
  }

  await toSender(await buildReceipt({ type: "accettazione", provider, original, at: now() }), "accettazione");
  for (const recipient of recipients) {
    if (mailboxes.has(recipient)) {
      const envelope = await buildPostaCertificata({ provider, original, at: now() });
      await mailboxes.deliver(recipient, envelope);
      written.push(`posta-certificata → ${recipient}`);
      const delivered = await buildReceipt({
        type: "avvenuta-consegna",
        provider,
        original,
        at: now(),
        deliveredTo: recipient,
      });
      await toSender(delivered, `avvenuta-consegna (${recipient})`);
    } else {
      const ownDomain = recipient.endsWith(`@${mailboxes.domain}`);
      const failed = await buildReceipt({
        type: "errore-consegna",
        provider,
        original,
        at: now(),
        deliveredTo: recipient,
        error: ownDomain ? "no-dest" : "no-dominio",
        errorReason: ownDomain ? REASONS.unknownUser : REASONS.unknownDomain,
      });
      await toSender(failed, `errore-consegna (${recipient})`);
    }
  }
  return { accepted: true, written };
}
