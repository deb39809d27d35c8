import { rmSync } from "node:fs";
import type { AgreementValues, TemplateDetail } from "@app/contracts";
import { afterAll, beforeAll, expect } from "vitest";
import type { CscProvider } from "../../../config/config.schema";
import {
  type CscSandbox,
  lastOtp,
  SANDBOX_PIN,
  sandboxProvider,
  sandboxTrustFolder,
  startCscSandbox,
} from "../../../test/csc-sandbox";
import { customerTemplate } from "../../../test/customer-templates";
import { sampleValues } from "../../../test/sample-values";
import { authHeader, createTestApp, type TestApp } from "../../../test/test-app";

/**
 * Remote signing's tests (issue 46) share this: a CSC sandbox on a free port, and an app that
 * has it as its provider (`CSC_PROVIDERS`), trusts its test authority, and gives a provider
 * `TIMEOUT_SECONDS` (prova-lenta answers after twice that). The contract's first party is the
 * sandbox's demo-customer (Mario Rossi), every other one its guest ospite-1 (Laura Ferrari).
 */
export const C = "/api/agreement/customer";
export const A = `${C}/agreement`;
export const OWNER_FISCAL_CODE = "RSSMRA75C15H501P";
export const GUEST_FISCAL_CODE = "FRRLRA90E52A944B";
const TIMEOUT_SECONDS = 2;

export const rx = {} as {
  t: TestApp;
  sandbox: CscSandbox;
  mario: string;
  giulia: string;
  lease: TemplateDetail;
};
let trust: string;

const SUITE_USERS = [
  "demo-customer",
  "demo-customer-2",
  "ospite-1",
  "prova-disabilitata",
  "prova-errore-500",
  "prova-lenta",
];

/**
 * The sandbox and the app for a test file. `providers`: what CSC_PROVIDERS lists, from the
 * sandbox's password provider (itself by default; the OAuth tests add an `oauth: true` twin).
 */
export function remoteSignSuite(
  options: {
    users?: string[];
    providers?: (password: CscProvider) => CscProvider[];
    /** How long the app waits for the provider, and how long `prova-lenta` makes it wait. */
    timeoutSeconds?: number;
    slowDelayMs?: number;
  } = {},
): void {
  const timeoutSeconds = options.timeoutSeconds ?? TIMEOUT_SECONDS;
  beforeAll(async () => {
    rx.sandbox = await startCscSandbox(options.users ?? SUITE_USERS, {
      slowDelayMs: options.slowDelayMs ?? timeoutSeconds * 2000,
    });
    trust = sandboxTrustFolder(rx.sandbox);
    const password = sandboxProvider(rx.sandbox);
    rx.t = await createTestApp(
      {
        SIGNATURE_TRUST_LIST: trust,
        CSC_PROVIDERS: options.providers?.(password) ?? [password],
        CSC_TIMEOUT_SECONDS: timeoutSeconds,
      },
      { demoCatalogue: true },
    );
    [rx.mario, rx.giulia] = await rx.t.loginAll("demo-customer", "demo-customer-2");
    rx.lease = await customerTemplate(rx.t, rx.mario, /uso abitativo/);
  }, 120_000);
  afterAll(async () => {
    await rx.t?.close();
    await rx.sandbox?.close();
    rmSync(trust, { recursive: true, force: true });
  });
}

/** The sample values, the first codice fiscale the owner's, every other the guest's. */
function valuesWithSigners(template: TemplateDetail): AgreementValues {
  let first = true;
  const codeFor = () => {
    const code = first ? OWNER_FISCAL_CODE : GUEST_FISCAL_CODE;
    first = false;
    return code;
  };
  const values = sampleValues(template.fields) as Record<string, unknown>;
  for (const field of template.fields) {
    if (field.type === "fiscal_code") values[field.slug] = codeFor();
    if (field.type === "group") {
      const items = values[field.slug] as Record<string, unknown>[];
      const code = codeFor();
      for (const item of items)
        for (const inner of field.fields ?? []) if (inner.type === "fiscal_code") item[inner.slug] = code;
    }
  }
  return values as AgreementValues;
}

/** A complete contract of Mario's, frozen for signature. */
export async function frozenContract(): Promise<number> {
  const created = await rx.t.call("POST", `${A}/create/`, rx.mario, {
    title: "Locazione Forlì",
    template: rx.lease.id,
    values: valuesWithSigners(rx.lease),
  });
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  expect((await rx.t.call("POST", `${A}/freeze/${id}/`, rx.mario)).status).toBe(200);
  return id;
}

/** Where a signer's calls go: the owner's (`/api/agreement/customer`) or an invitation's page. */
export interface SigningSide {
  base: string;
  token: string | null;
  /** The signing call: `agreement/remote-sign/{id}/`, or the invitation's `remote-sign/`. */
  signUrl: string;
}

export const ownerSide = (id: number, token = rx.mario): SigningSide => ({
  base: C,
  token,
  signUrl: `${A}/remote-sign/${id}/`,
});

const send = (side: SigningSide, method: "GET" | "POST", url: string, body?: unknown) =>
  rx.t.app.inject({
    method,
    url,
    headers: side.token ? authHeader(side.token) : {},
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });

/** Signs in to the sandbox and picks the user's one credential, its OTP sent. */
export async function readyToSign(
  side: SigningSide,
  username: string,
  password: string,
  provider = "Sandbox CSC",
) {
  const login = await send(side, "POST", `${side.base}/remote-sign/login/`, {
    provider,
    username,
    password,
  });
  expect(login.statusCode, login.body).toBe(200);
  const session = login.json().session as string;
  const credentials = await send(
    side,
    "GET",
    `${side.base}/remote-sign/credentials/?session=${encodeURIComponent(session)}`,
  );
  expect(credentials.statusCode, credentials.body).toBe(200);
  const credential_id = credentials.json()[0].credential_id as string;
  const otp = await send(side, "POST", `${side.base}/remote-sign/send-otp/`, { session, credential_id });
  return { session, credential_id, otpStatus: otp.statusCode, credentials: credentials.json() };
}

/** The whole circle for one signer; `change` alters the signing call's body (a wrong PIN…). */
export async function remoteSign(
  side: SigningSide,
  username: string,
  password: string,
  change: (body: Record<string, unknown>) => Record<string, unknown> = (body) => body,
) {
  const ready = await readyToSign(side, username, password);
  expect(ready.otpStatus).toBe(204);
  const body = {
    session: ready.session,
    credential_id: ready.credential_id,
    pin: SANDBOX_PIN,
    otp: lastOtp(rx.sandbox),
  };
  return send(side, "POST", side.signUrl, change(body));
}

export { send };
