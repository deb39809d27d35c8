import { join, resolve } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Config, CscProvider } from "../../config/config.schema";
import type { Mailer } from "../mail/mailer";

/** The demo's provider name, as the signer sees it in "Firma da remoto". */
export const DEMO_SANDBOX_PROVIDER = "Sandbox CSC (prova)";

/** What apps/csc-sandbox/src/embedded.ts gives; checked against it by demo-sandbox.test.ts. */
interface EmbeddedSandbox {
  origin: string;
  authorityCertificateFile: string;
  close(): Promise<void>;
}
interface EmbeddedSandboxModule {
  startEmbeddedSandbox(options: {
    dataDir: string;
    port: number;
    host: string;
    mailer: { send(message: { to: string; subject: string; text: string }): Promise<void>; close(): void };
    logger: FastifyBaseLogger;
  }): Promise<EmbeddedSandbox>;
}

export interface DemoSandbox {
  /** The sandbox as CSC_PROVIDERS would name it. */
  provider: CscProvider;
  /** Its test authority's certificate: the verifier trusts it, so its signatures count. */
  authorityCertificateFile: string;
  close(): Promise<void>;
}

/**
 * Demo mode's remote signature provider (issue 46 §4): the CSC sandbox in this process, on
 * 127.0.0.1 (its passwords are in the README), keys under DATA_DIR/csc-sandbox, the OTP e-mailed
 * through the app's own mailer (SMTP_URL, else .eml files under DATA_DIR/mail). Loaded only
 * here, so a server that does not start it never loads its code.
 */
export async function startDemoSandbox(
  config: Pick<Config, "DATA_DIR" | "CSC_SANDBOX_PORT">,
  mailer: Mailer,
  log: FastifyBaseLogger,
): Promise<DemoSandbox> {
  const entry = new URL("./csc-sandbox.entry.mjs", import.meta.url).href;
  const module = (await import(/* @vite-ignore */ entry)) as EmbeddedSandboxModule;
  const sandbox = await module.startEmbeddedSandbox({
    dataDir: join(resolve(config.DATA_DIR), "csc-sandbox"),
    port: config.CSC_SANDBOX_PORT,
    host: "127.0.0.1",
    // The app's mailer is closed with the app: the sandbox only sends through it.
    mailer: { send: (message) => mailer.send(message), close: () => {} },
    logger: log.child({ module: "csc-sandbox" }),
  });
  log.info(`CSC Sandbox (solo prova) su ${sandbox.origin}/csc/v2: "${DEMO_SANDBOX_PROVIDER}"`);
  return {
    provider: {
      name: DEMO_SANDBOX_PROVIDER,
      base_url: `${sandbox.origin}/csc/v2`,
      // The sandbox's committed demo client (apps/csc-sandbox/sandbox.config.json).
      client_id: "contratti-online",
      client_secret: "csc-sandbox-secret-2026",
      oauth: false,
    },
    authorityCertificateFile: sandbox.authorityCertificateFile,
    close: () => sandbox.close(),
  };
}
