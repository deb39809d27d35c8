import { join, resolve } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config/config.schema";

/** What apps/pec-sandbox/src/embedded.ts gives; checked against it by demo-pec-sandbox.test.ts. */
export interface DemoPecSandbox {
  domain: string;
  smtpHost: string;
  smtpPort: number;
  imapHost: string;
  imapPort: number;
  mailboxes: { address: string; password: string }[];
  /** Its test authority's certificate: the receipts' engine trusts it, so its receipts count. */
  authorityCertificateFile: string;
  close(): Promise<void>;
}
interface EmbeddedPecSandboxModule {
  startEmbeddedPecSandbox(options: {
    dataDir: string;
    smtpPort: number;
    imapPort: number;
    logger: { info(message: string): void };
  }): Promise<DemoPecSandbox>;
}

/**
 * Demo mode's PEC provider (issue 47 §4): the fake provider of apps/pec-sandbox in this process,
 * with its Dovecot, on 127.0.0.1, its authority and mail under DATA_DIR/pec-sandbox. Null, with
 * a warning, when Dovecot is not installed: the demo runs without PEC. Loaded only here, so a
 * server that does not start it never loads its code.
 */
export async function startDemoPecSandbox(
  config: Pick<Config, "DATA_DIR" | "PEC_SANDBOX_SMTP_PORT" | "PEC_SANDBOX_IMAP_PORT">,
  log: FastifyBaseLogger,
): Promise<DemoPecSandbox | null> {
  const entry = new URL("./pec-sandbox.entry.mjs", import.meta.url).href;
  const module = (await import(/* @vite-ignore */ entry)) as EmbeddedPecSandboxModule;
  const child = log.child({ module: "pec-sandbox" });
  try {
    const sandbox = await module.startEmbeddedPecSandbox({
      dataDir: join(resolve(config.DATA_DIR), "pec-sandbox"),
      smtpPort: config.PEC_SANDBOX_SMTP_PORT,
      imapPort: config.PEC_SANDBOX_IMAP_PORT,
      logger: { info: (message) => child.info(message) },
    });
    const boxes = sandbox.mailboxes.map((box) => `${box.address} (password ${box.password})`).join(", ");
    log.info(
      `PEC Sandbox (solo prova): SMTP ${sandbox.smtpHost}:${sandbox.smtpPort}, IMAP ${sandbox.imapHost}:${sandbox.imapPort}, sicurezza "none"; caselle: ${boxes}`,
    );
    return sandbox;
  } catch (error) {
    log.warn({ err: error }, "PEC Sandbox not started: the demo runs without PEC");
    return null;
  }
}
