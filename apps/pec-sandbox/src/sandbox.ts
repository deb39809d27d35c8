// The fake PEC provider (issue 47 §4): an SMTP server for the mailboxes' owners (AUTH PLAIN or
// LOGIN, no TLS: 127.0.0.1 only) that accepts each message and writes the signed receipts into
// the Dovecot mailboxes. Every receipt is in place when the SMTP DATA command is answered.
import type { AddressInfo } from "node:net";
import type { PecProvider } from "@app/pec";
import { SMTPServer } from "smtp-server";
import { newAuthority, openAuthority, PROVIDER_NAME, type SandboxAuthority } from "./authority";
import type { DovecotServer } from "./dovecot";
import { handleSubmission } from "./handle";
import { Mailboxes } from "./mailboxes";

/** The largest message accepted, as a PEC provider's own limit (30 MB with the attachments). */
export const MAX_SUBMISSION_BYTES = 30 * 1024 * 1024;

export interface PecSandboxOptions {
  /** The provider's domain: its mailboxes are `<local part>@domain`. */
  domain: string;
  dovecot: DovecotServer;
  /** 0 or absent: a free port of 127.0.0.1. */
  smtpPort?: number;
  /** The signing authority: one already opened, one kept under `dataDir`, or by default a new one in memory. */
  authority?: SandboxAuthority | { dataDir: string };
  /** A line per message handled and per failure; by default nothing. */
  log?: (line: string) => void;
}

export interface PecSandbox {
  smtpHost: string;
  smtpPort: number;
  imapHost: string;
  imapPort: number;
  domain: string;
  /** The test authority's certificate (PEM): a receipt written here verifies only against it. */
  authorityCertificatePem: string;
  /** The same on disk, when the authority is kept under a data folder; else null. */
  authorityCertificateFile: string | null;
  /** A mailbox `<localPart>@<domain>` (SMTP and IMAP with this password); its address. */
  addMailbox(localPart: string, password: string): Promise<string>;
  /** Closes the SMTP server (Dovecot is the caller's to stop). */
  stop(): Promise<void>;
}

async function authorityFor(options: PecSandboxOptions): Promise<SandboxAuthority> {
  if (!options.authority) return newAuthority(options.domain);
  if ("dataDir" in options.authority) return openAuthority(options.authority.dataDir, options.domain);
  return options.authority;
}

export async function startPecSandbox(options: PecSandboxOptions): Promise<PecSandbox> {
  const authority = await authorityFor(options);
  const provider: PecProvider = {
    name: PROVIDER_NAME,
    domain: options.domain,
    key: { ...authority.provider, chainPem: [authority.authority.certificatePem] },
  };
  const mailboxes = new Mailboxes(options.dovecot, options.domain.toLowerCase());
  const log = options.log ?? (() => {});

  const server = new SMTPServer({
    name: `smtp.${options.domain}`,
    banner: "PEC Sandbox (solo prova)",
    secure: false,
    disabledCommands: ["STARTTLS"],
    authMethods: ["PLAIN", "LOGIN"],
    // Plain-text AUTH without TLS: the server listens on 127.0.0.1 only, for tests and the demo.
    allowInsecureAuth: true,
    size: MAX_SUBMISSION_BYTES,
    logger: false,
    onAuth(auth, _session, callback) {
      const user = auth.username ?? "";
      if (mailboxes.authenticates(user, auth.password ?? ""))
        return callback(null, { user: user.toLowerCase() });
      return callback(Object.assign(new Error("Credenziali non valide"), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error("Messaggio troppo grande"), { responseCode: 552 }));
          return;
        }
        const submission = {
          user: String(session.user ?? ""),
          rcptTo: session.envelope.rcptTo.map((item) => item.address),
          raw: new Uint8Array(Buffer.concat(chunks)),
        };
        handleSubmission(submission, provider, mailboxes)
          .then((outcome) => {
            for (const line of outcome.written) log(`PEC Sandbox: ${line}`);
            callback();
          })
          .catch((error: unknown) => {
            log(`PEC Sandbox: messaggio di ${submission.user} non gestito: ${String(error)}`);
            callback(Object.assign(new Error("Errore temporaneo del gestore"), { responseCode: 451 }));
          });
      });
    },
  });
  const host = "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.smtpPort ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  // Later errors (a client's broken connection) are the SMTP session's, never the process's.
  server.on("error", (error) => log(`PEC Sandbox SMTP: ${String(error)}`));
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpHost: host,
    smtpPort: port,
    imapHost: options.dovecot.host,
    imapPort: options.dovecot.imapPort,
    domain: options.domain,
    authorityCertificatePem: authority.authority.certificatePem,
    authorityCertificateFile: authority.certificateFile,
    addMailbox: (localPart, password) => mailboxes.add(localPart, password),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
