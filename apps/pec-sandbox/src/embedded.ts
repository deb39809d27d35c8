// The PEC sandbox started inside another process: the main server's demo mode (issue 47), like
// the CSC sandbox's embedded.ts. Dovecot's folder and the authority under `dataDir`, so the
// demo's mail and trust last across restarts; the demo mailboxes of demo.ts.
import { chmod, mkdir } from "node:fs/promises";
import { join } from "node:path";
import { DEMO_DOMAIN, DEMO_MAILBOXES } from "./demo";
import { DOVECOT_BINARY, dovecotAvailable, startDovecot } from "./dovecot";
import { startPecSandbox } from "./sandbox";

export interface EmbeddedPecSandboxOptions {
  /** Where the authority (`authority/`, `provider-<domain>/`) and Dovecot's folder (`dovecot/`) are. */
  dataDir: string;
  /** 0: a free port (both listen on 127.0.0.1 only). */
  smtpPort: number;
  imapPort: number;
  logger: { info(message: string): void };
}

export interface EmbeddedPecSandbox {
  domain: string;
  smtpHost: string;
  smtpPort: number;
  imapHost: string;
  imapPort: number;
  /** The demo mailboxes and their (public) passwords. */
  mailboxes: { address: string; password: string }[];
  /** The test authority's certificate: the server trusts it, so the sandbox's receipts count. */
  authorityCertificateFile: string;
  close(): Promise<void>;
}

export class DovecotMissingError extends Error {
  constructor() {
    super(`PEC Sandbox: Dovecot non è installato (${DOVECOT_BINARY}: apt-get install dovecot-imapd)`);
  }
}

export async function startEmbeddedPecSandbox(
  options: EmbeddedPecSandboxOptions,
): Promise<EmbeddedPecSandbox> {
  if (!dovecotAvailable()) throw new DovecotMissingError();
  const mailboxes = DEMO_MAILBOXES.map((item) => ({
    address: `${item.localPart}@${DEMO_DOMAIN}`,
    password: item.password,
  }));
  // Dovecot's mail processes (another user, when run as root) go through this folder.
  await mkdir(options.dataDir, { recursive: true });
  await chmod(options.dataDir, 0o755);
  const dovecot = await startDovecot({
    users: mailboxes,
    dir: join(options.dataDir, "dovecot"),
    ...(options.imapPort ? { port: options.imapPort } : {}),
  });
  try {
    const sandbox = await startPecSandbox({
      domain: DEMO_DOMAIN,
      dovecot,
      smtpPort: options.smtpPort,
      authority: { dataDir: options.dataDir },
      log: (line) => options.logger.info(line),
    });
    // Already Dovecot's users: the sandbox learns their passwords for SMTP AUTH.
    for (const item of DEMO_MAILBOXES) await sandbox.addMailbox(item.localPart, item.password);
    return {
      domain: DEMO_DOMAIN,
      smtpHost: sandbox.smtpHost,
      smtpPort: sandbox.smtpPort,
      imapHost: sandbox.imapHost,
      imapPort: sandbox.imapPort,
      mailboxes,
      authorityCertificateFile:
        sandbox.authorityCertificateFile ?? join(options.dataDir, "authority", "certificate.pem"),
      close: async () => {
        await sandbox.stop();
        await dovecot.stop();
      },
    };
  } catch (error) {
    await dovecot.stop();
    throw error;
  }
}
