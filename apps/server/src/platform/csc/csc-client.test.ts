import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CscSandbox,
  DEMO_PASSWORD,
  lastOtp,
  SANDBOX_PIN as PIN,
  TRIAL_PASSWORD as PROVA,
  sandboxProvider,
  startCscSandbox,
} from "../../test/csc-sandbox";
import { createCscClient } from "./csc-client";
import { CscFailure, failureOf } from "./csc-failure";

const SHA256 = "2.16.840.1.101.3.4.2.1";
const RSA_SHA256 = "1.2.840.113549.1.1.11";
const HASH = Buffer.alloc(32, 7).toString("base64");
const RECORDED = join(import.meta.dirname, "../../../../csc-sandbox/recorded/errors.json");

let sandbox: CscSandbox;
const client = (timeoutMs = 5_000) => createCscClient(sandboxProvider(sandbox), { timeoutMs });

beforeAll(async () => {
  sandbox = await startCscSandbox(
    ["demo-customer", "prova-disabilitata", "prova-errore-500", "prova-lenta"],
    { slowDelayMs: 1_500 },
  );
}, 60_000);
afterAll(() => sandbox?.close());

const failureFrom = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("the call succeeded");
    },
    (error: unknown) => error as CscFailure,
  );

/** Signs in and reads the user's one credential and a fresh OTP. */
async function readyToSign(username: string, password = DEMO_PASSWORD) {
  const csc = client();
  const { accessToken } = await csc.login(username, password);
  const [credential] = await csc.credentials(accessToken);
  if (!credential) throw new Error("no credential");
  await csc.sendOtp(accessToken, credential.credentialID);
  return { csc, accessToken, credential, otp: lastOtp(sandbox) };
}

describe("the CSC client against the sandbox", () => {
  it("signs a hash: login, credentials with their chain, OTP, authorize, signHash", async () => {
    const { csc, accessToken, credential, otp } = await readyToSign("demo-customer");
    expect(credential).toMatchObject({ keyStatus: "enabled", otpRequired: true });
    expect(credential.certificates.length).toBeGreaterThanOrEqual(2);
    const base = { credentialID: credential.credentialID, hash: HASH, hashAlgorithm: SHA256 };
    const sad = await csc.authorize(accessToken, { ...base, pin: PIN, otp });
    const value = await csc.signHash(accessToken, { ...base, sad, signAlgorithm: RSA_SHA256 });
    expect(value.length).toBe(256);
  });

  it("says a wrong password, a wrong PIN with the tries left, and a wrong OTP apart", async () => {
    expect((await failureFrom(client().login("demo-customer", "sbagliata"))).kind).toBe("login_refused");
    const { csc, accessToken, credential, otp } = await readyToSign("demo-customer");
    const base = { credentialID: credential.credentialID, hash: HASH, hashAlgorithm: SHA256 };
    const pin = await failureFrom(csc.authorize(accessToken, { ...base, pin: "00000000", otp }));
    expect(pin).toMatchObject({ kind: "wrong_pin", remainingAttempts: 2 });
    expect(pin.providerMessage).toMatch(/PIN/);
    const wrongOtp = otp === "000000" ? "111111" : "000000";
    expect((await failureFrom(csc.authorize(accessToken, { ...base, pin: PIN, otp: wrongOtp }))).kind).toBe(
      "wrong_otp",
    );
  });

  it("names a disabled credential, a provider's 500 and a provider too slow", async () => {
    const csc = client();
    const { accessToken } = await csc.login("prova-disabilitata", PROVA);
    const [disabled] = await csc.credentials(accessToken);
    expect(disabled?.keyStatus).toBe("disabled");
    const refusal = await failureFrom(csc.sendOtp(accessToken, disabled?.credentialID ?? ""));
    expect(refusal.kind).toBe("credential_unusable");

    for (const [username, kind, timeoutMs] of [
      ["prova-errore-500", "unavailable", 5_000],
      ["prova-lenta", "timeout", 300],
    ] as const) {
      const user = await readyToSign(username, PROVA);
      const request = { credentialID: user.credential.credentialID, hash: HASH, hashAlgorithm: SHA256 };
      const sad = await user.csc.authorize(user.accessToken, { ...request, pin: PIN, otp: user.otp });
      const failure = await failureFrom(
        client(timeoutMs).signHash(user.accessToken, { ...request, sad, signAlgorithm: RSA_SHA256 }),
      );
      expect(failure).toBeInstanceOf(CscFailure);
      expect(failure.kind).toBe(kind);
    }
  });

  it("calls a provider that is not there unavailable", async () => {
    const gone = createCscClient(
      { name: "x", base_url: "http://127.0.0.1:1/csc/v2", client_id: "a", client_secret: "b", oauth: false },
      { timeoutMs: 2_000 },
    );
    expect((await failureFrom(gone.login("a", "b"))).kind).toBe("unavailable");
  });
});

describe("the recorded error answers", () => {
  const recorded = JSON.parse(readFileSync(RECORDED, "utf8")) as Record<
    string,
    { request: { path: string }; response: { status: number; body: unknown } | null }
  >;
  it.each([
    ["wrong-pin", "wrong_pin"],
    ["locked-credential", "credential_unusable"],
    ["wrong-otp", "wrong_otp"],
    ["expired-sad", "sad_expired"],
    ["disabled-credential", "credential_unusable"],
    ["server-error", "unavailable"],
    ["invalid-token", "session_expired"],
    ["wrong-password", "login_refused"],
  ])("reads %s as %s", (name, kind) => {
    const answer = recorded[name];
    if (!answer?.response) throw new Error(`${name} is not recorded`);
    const step = answer.request.path.endsWith("auth/login") ? "login" : "sign";
    expect(failureOf(answer.response.status, answer.response.body, step).kind).toBe(kind);
  });

  it("keeps the tries left of a wrong PIN", () => {
    const answer = recorded["wrong-pin"]?.response;
    expect(failureOf(answer?.status ?? 0, answer?.body, "authorize").remainingAttempts).toBe(2);
  });

  it("reads CSC 2.0's invalid_authentication_data by what it names", () => {
    const otp = { error: "invalid_authentication_data", error_description: "The OTP is invalid" };
    expect(failureOf(400, otp, "authorize").kind).toBe("wrong_otp");
    expect(failureOf(400, { ...otp, error_description: "Invalid PIN" }, "authorize").kind).toBe("wrong_pin");
  });
});
