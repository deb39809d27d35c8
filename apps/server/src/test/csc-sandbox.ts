// The CSC sandbox (apps/csc-sandbox) for the server's tests (issue 46): started on a free port of
// 127.0.0.1 with its own keys, its e-mails kept in memory so a test reads the OTP.
//
// Loaded by a specifier in a variable: the sandbox is its own app with its own tsconfig, and the
// server's type-check must not follow it (its WebCrypto types differ under the server's files).
// The shape used here is declared below, checked against the sandbox by these tests running.

import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const SANDBOX_MODULE = "@app/csc-sandbox/src/testing/sandbox";

export const SANDBOX_PIN = "12345678";
export const DEMO_PASSWORD = "demo-password-2026";
export const GUEST_PASSWORD = "ospite-password-2026";
export const TRIAL_PASSWORD = "prova-password-2026";

export interface CscSandbox {
  /** "http://127.0.0.1:<port>". */
  origin: string;
  mails: { to: string; text: string }[];
  /** Its log lines, as they were written (each request it answered among them). */
  logs: string[];
  /** The sandbox's test authority: a signature made there verifies only against it. */
  pki: { authority: { der: Uint8Array } };
  close(): Promise<void>;
}

interface SandboxModule {
  testConfig(usernames: string[], changes?: Record<string, unknown>): unknown;
  startTestSandbox(file: unknown): Promise<CscSandbox>;
}

/** A sandbox with these users; `slowDelayMs`: how long `prova-lenta` makes signHash wait. */
export async function startCscSandbox(usernames: string[], changes: { slowDelayMs?: number } = {}) {
  const sandbox = (await import(/* @vite-ignore */ SANDBOX_MODULE)) as SandboxModule;
  return sandbox.startTestSandbox(sandbox.testConfig(usernames, changes));
}

/** The provider as CSC_PROVIDERS names it, at this sandbox. */
export function sandboxProvider(sandbox: CscSandbox) {
  return {
    name: "Sandbox CSC",
    base_url: `${sandbox.origin}/csc/v2`,
    client_id: "contratti-online",
    client_secret: "csc-sandbox-secret-2026",
    oauth: false,
  };
}

/** A trust folder holding the sandbox's authority (SIGNATURE_TRUST_LIST for its signatures). */
export function sandboxTrustFolder(sandbox: CscSandbox): string {
  const dir = mkdtempSync(join(tmpdir(), "csc-trust-"));
  const base64 = Buffer.from(sandbox.pki.authority.der).toString("base64");
  const pem = `-----BEGIN CERTIFICATE-----\n${base64.match(/.{1,64}/g)?.join("\n")}\n-----END CERTIFICATE-----\n`;
  writeFileSync(join(dir, "csc-sandbox-ca.pem"), pem);
  return dir;
}

/** The last OTP the sandbox e-mailed (to `email`, when given). */
export function lastOtp(sandbox: CscSandbox, email?: string): string {
  const mail = [...sandbox.mails].reverse().find((item) => !email || item.to === email);
  const otp = /è (\d{6})\./.exec(mail?.text ?? "")?.[1];
  if (!otp) throw new Error("the sandbox e-mailed no OTP");
  return otp;
}
