import { join, resolve } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Config, CscProvider } from "../../config/config.schema";
import type { Mailer } from "../mail/mailer";

/** The demo's provider names, as the signer sees them in "Firma da remoto". */
export const DEMO_SANDBOX_PROVIDER = "Sandbox CSC (prova)";
export const DEMO_SANDBOX_OAUTH_PROVIDER = "Sandbox CSC (prova, OAuth)";

/** What apps/csc-sandbox/src/embedded.ts gives; checked against it by demo-sandbox.test.ts. */
interface EmbeddedSandbox {
  origin: string;
  authorityCertificateFile: string;
  authorityRevocationListFile: string;
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
  /**
   * The sandbox as CSC_PROVIDERS would name it, twice: signed in to with the provider's password
   * (auth/login), and through its own sign-in page (OAuth 2.0 authorization code), the two ways
   * providers offer.
   */
  providers: CscProvider[];
  /** Its test authority's certificate: the verifier trusts it, so its signatures count. */
  authorityCertificateFile: string;
  /** The authority's revocation list: the verifier checks its signers against it. */
  authorityRevocationListFile: string;
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
  log.info(
    `CSC Sandbox (solo prova) su ${sandbox.origin}/csc/v2: "${DEMO_SANDBOX_PROVIDER}", "${DEMO_SANDBOX_OAUTH_PROVIDER}"`,
  );
  // The sandbox's committed demo client (apps/csc-sandbox/sandbox.config.json), which accepts any
  // loopback redirect: the callback on this server's PUBLIC_URL, whatever its port.
  const client = {
    base_url: `${sandbox.origin}/csc/v2`,
    client_id: "contratti-online",
    client_secret: "csc-sandbox-secret-2026",
  };
  return {
    providers: [
      { name: DEMO_SANDBOX_PROVIDER, ...client, oauth: false },
      { name: DEMO_SANDBOX_OAUTH_PROVIDER, ...client, oauth: true },
    ],
    authorityCertificateFile: sandbox.authorityCertificateFile,
    authorityRevocationListFile: sandbox.authorityRevocationListFile,
    close: () => sandbox.close(),
  };
}
