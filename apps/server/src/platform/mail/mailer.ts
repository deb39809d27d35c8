import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config/config.schema";
import { loadNodemailer } from "./nodemailer";

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The Message-ID header, `<unique@domain>`: the outbox gives each message one for all its attempts. */
  messageId?: string;
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

type Nodemailer = Awaited<ReturnType<typeof loadNodemailer>>;

/** The transport `make` gives, made at the first e-mail (nodemailer.ts says why). */
function lazyTransport<Transport extends { close(): void }>(make: (nodemailer: Nodemailer) => Transport) {
  let made: Promise<Transport> | null = null;
  return {
    get: () => {
      made ??= loadNodemailer().then(make);
      return made;
    },
    // Nothing to close before the first e-mail; nothing either if nodemailer could not load.
    close: () =>
      void made?.then(
        (transport) => transport.close(),
        () => {},
      ),
  };
}

/**
 * Real SMTP when SMTP_URL is set (STARTTLS whenever the peer offers it); otherwise each message
 * is written as an .eml file under DATA_DIR/mail/ and logged, so the product works out of the box.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.SMTP_URL) {
    // Bounded, so one attempt ends well within the job's lease (`mail-send.job.ts`): a send still
    // running when the lease ran out could be taken, and sent, by another instance too.
    const url = config.SMTP_URL;
    const transport = lazyTransport((nodemailer) =>
      nodemailer.createTransport({
        url,
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      }),
    );
    return {
      async send(message) {
        try {
          await (await transport.get()).sendMail({ from: config.MAIL_FROM, ...message });
        } catch (err) {
          // The caller answers the user in general terms; the operator needs the cause
          // (refused certificate, authentication, unknown host...).
          log.error({ err, to: message.to, subject: message.subject }, "SMTP server did not take the e-mail");
          throw err;
        }
      },
      close: () => transport.close(),
    };
  }
  const dir = join(resolve(config.DATA_DIR), "mail");
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" }),
  );
  return {
    async send(message) {
      const info = await (await transport.get()).sendMail({ from: config.MAIL_FROM, ...message });
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ file, to: message.to, subject: message.subject }, "e-mail written to file (SMTP_URL unset)");
    },
    close: () => transport.close(),
  };
}
