// The errors a client must handle, each as the spec writes it: wrong PIN (tries left, then
// locked), wrong OTP, expired SAD, disabled credential, a 500, a time-out, bad tokens.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  authData,
  PIN,
  RSA,
  SHA256,
  sendOtp,
  signIn,
  startTestSandbox,
  type TestSandbox,
  testConfig,
} from "./testing/sandbox";

const GUEST_PASSWORD = "ospite-password-2026";
const TEST_PASSWORD = "prova-password-2026";
const HASH = createHash("sha256").update("documento").digest("base64");
const SLOW_MS = 1500;

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox(
    testConfig(
      ["demo-customer", "ospite-1", "ospite-2", "prova-disabilitata", "prova-errore-500", "prova-lenta"],
      {
        slowDelayMs: SLOW_MS,
      },
    ),
  );
});
afterAll(() => sandbox.close());

async function authorizeFor(token: string, credentialID: string, pin: string, otp?: string) {
  return sandbox.csc("credentials/authorize", {
    token,
    body: { credentialID, numSignatures: 1, authData: authData(pin, otp) },
  });
}

async function sadFor(username: string, password: string) {
  const token = await signIn(sandbox, username, password);
  const credentialID = `sandbox-${username}`;
  const otp = await sendOtp(sandbox, token, credentialID);
  const authorized = await authorizeFor(token, credentialID, PIN, otp);
  expect(authorized.status).toBe(200);
  return { token, credentialID, sad: authorized.body.SAD as string };
}

function signHash(token: string, credentialID: string, sad: string, signal?: AbortSignal) {
  return sandbox.csc("signatures/signHash", {
    token,
    signal,
    body: { credentialID, SAD: sad, hashes: [HASH], hashAlgorithmOID: SHA256, signAlgo: RSA },
  });
}

describe("the PIN", () => {
  it("says how many tries are left, then locks the credential; the right PIN no longer opens it", async () => {
    const token = await signIn(sandbox, "ospite-1", GUEST_PASSWORD);
    const credentialID = "sandbox-ospite-1";
    const otp = await sendOtp(sandbox, token, credentialID);
    const first = await authorizeFor(token, credentialID, "00000000", otp);
    expect(first.status).toBe(400);
    expect(first.body).toMatchObject({ error: "invalid_pin", remaining_attempts: 2 });
    const second = await authorizeFor(token, credentialID, "11111111", otp);
    expect(second.body).toMatchObject({ error: "invalid_pin", remaining_attempts: 1 });
    const third = await authorizeFor(token, credentialID, "22222222", otp);
    expect(third.body).toEqual({ error: "invalid_request", error_description: "Credential locked" });

    const right = await authorizeFor(token, credentialID, PIN, otp);
    expect(right.body).toEqual({ error: "invalid_request", error_description: "Credential locked" });
    const info = await sandbox.csc("credentials/info", { token, body: { credentialID } });
    expect(info.body.key.status).toBe("disabled");
    const valid = await sandbox.csc("credentials/list", { token, body: { onlyValid: true } });
    expect(valid.body).toEqual({ credentialIDs: [], onlyValid: true });
  });

  it("forgets the wrong tries after a good authorization", async () => {
    const token = await signIn(sandbox, "ospite-2", GUEST_PASSWORD);
    const credentialID = "sandbox-ospite-2";
    const otp = await sendOtp(sandbox, token, credentialID);
    expect((await authorizeFor(token, credentialID, "99999999", otp)).body.remaining_attempts).toBe(2);
    expect((await authorizeFor(token, credentialID, PIN, otp)).status).toBe(200);
    const next = await sendOtp(sandbox, token, credentialID);
    expect((await authorizeFor(token, credentialID, "99999999", next)).body.remaining_attempts).toBe(2);
  });
});

describe("the OTP", () => {
  it("refuses a wrong OTP, a missing one, and one already spent", async () => {
    const token = await signIn(sandbox, "demo-customer");
    const credentialID = "sandbox-demo-customer";
    const otp = await sendOtp(sandbox, token, credentialID);
    const wrong = await authorizeFor(token, credentialID, PIN, otp === "000000" ? "111111" : "000000");
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe("invalid_otp");
    const missing = await authorizeFor(token, credentialID, PIN);
    expect(missing.body).toEqual({
      error: "invalid_request",
      error_description: "Missing (or invalid type) string parameter OTP",
    });
    expect((await authorizeFor(token, credentialID, PIN, otp)).status).toBe(200);
    expect((await authorizeFor(token, credentialID, PIN, otp)).body.error).toBe("invalid_otp");
  });

  it("expires", async () => {
    const token = await signIn(sandbox, "demo-customer");
    const otp = await sendOtp(sandbox, token, "sandbox-demo-customer");
    sandbox.advance(301_000);
    const late = await authorizeFor(
      await signIn(sandbox, "demo-customer"),
      "sandbox-demo-customer",
      PIN,
      otp,
    );
    expect(late.body.error).toBe("invalid_otp");
  });
});

describe("the SAD", () => {
  it("expires after its lifetime: 'SAD expired'", async () => {
    const { token, credentialID, sad } = await sadFor("demo-customer", "demo-password-2026");
    sandbox.advance(301_000);
    const fresh = await signIn(sandbox, "demo-customer");
    const late = await signHash(fresh, credentialID, sad);
    expect(late.status).toBe(400);
    expect(late.body).toEqual({ error: "invalid_request", error_description: "SAD expired" });
    expect(token).not.toBe(fresh);
  });

  it("is refused when unknown, or for another credential", async () => {
    const token = await signIn(sandbox, "demo-customer");
    const unknown = await signHash(token, "sandbox-demo-customer", "not-a-sad");
    expect(unknown.body).toEqual({ error: "invalid_request", error_description: "Invalid parameter SAD" });
  });
});

describe("the failure modes of the test users", () => {
  it("refuses the disabled credential everywhere, and says so in its info", async () => {
    const token = await signIn(sandbox, "prova-disabilitata", TEST_PASSWORD);
    const credentialID = "sandbox-prova-disabilitata";
    const disabled = {
      error: "invalid_request",
      error_description: "The credential identified by credentialID is disabled",
    };
    expect((await sandbox.csc("credentials/sendOTP", { token, body: { credentialID } })).body).toEqual(
      disabled,
    );
    expect((await authorizeFor(token, credentialID, PIN, "123456")).body).toEqual(disabled);
    expect((await signHash(token, credentialID, "any")).body).toEqual(disabled);
    const info = await sandbox.csc("credentials/info", { token, body: { credentialID } });
    expect(info.body.key.status).toBe("disabled");
  });

  it("answers 500 on signHash for prova-errore-500, every time", async () => {
    const { token, credentialID, sad } = await sadFor("prova-errore-500", TEST_PASSWORD);
    for (const _attempt of [1, 2]) {
      const failed = await signHash(token, credentialID, sad);
      expect(failed.status).toBe(500);
      expect(failed.body).toEqual({
        error: "server_error",
        error_description: "Simulated failure of the signing device (sandbox test user)",
      });
    }
  });

  it("answers signHash for prova-lenta only after slowDelayMs: a client's time-out fires first", async () => {
    const first = await sadFor("prova-lenta", TEST_PASSWORD);
    await expect(
      signHash(first.token, first.credentialID, first.sad, AbortSignal.timeout(200)),
    ).rejects.toThrow();
    // As with a real provider, the request the client gave up on still signs, and spends the SAD.
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    const retry = await signHash(first.token, first.credentialID, first.sad);
    expect(retry.body.error_description).toBe("Invalid parameter SAD");

    const second = await sadFor("prova-lenta", TEST_PASSWORD);
    const started = Date.now();
    const patient = await signHash(second.token, second.credentialID, second.sad);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_MS - 50);
    expect(patient.status).toBe(200);
  });
});

describe("service authorization", () => {
  it("refuses a wrong password, a missing header, an unknown token and an expired one", async () => {
    const wrong = await sandbox.csc("auth/login", { basic: "demo-customer:sbagliata" });
    expect(wrong.body).toEqual({
      error: "authentication_error",
      error_description: "An error occurred during authentication process",
    });
    const anonymous = await sandbox.csc("credentials/list");
    expect(anonymous.status).toBe(400);
    expect(anonymous.body.error_description).toBe("Malformed authorization header");
    const unknown = await sandbox.csc("credentials/list", { token: "sconosciuto" });
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get("www-authenticate")).toBe('Bearer error="invalid_token"');
    const token = await signIn(sandbox, "demo-customer");
    sandbox.advance(3_601_000);
    const expired = await sandbox.csc("credentials/list", { token });
    expect(expired.status).toBe(401);
    expect(expired.body.error).toBe("expired_token");
  });

  it("renews with a refresh token (rememberMe), and revokes it", async () => {
    const login = await sandbox.csc("auth/login", {
      basic: "demo-customer:demo-password-2026",
      body: { rememberMe: true },
    });
    const refreshed = await sandbox.csc("auth/login", { body: { refresh_token: login.body.refresh_token } });
    expect(refreshed.status).toBe(200);
    const token = refreshed.body.access_token;
    const revoked = await sandbox.csc("auth/revoke", { token, body: { token: login.body.refresh_token } });
    expect(revoked.status).toBe(204);
    const again = await sandbox.csc("auth/login", { body: { refresh_token: login.body.refresh_token } });
    expect(again.body).toEqual({ error: "invalid_request", error_description: "Invalid refresh_token" });
  });

  it("names the wrong parameter, and answers 501 for a method it does not implement", async () => {
    const token = await signIn(sandbox, "demo-customer");
    const noId = await sandbox.csc("credentials/authorize", { token, body: { numSignatures: 1 } });
    expect(noId.body.error_description).toBe("Missing (or invalid type) string parameter credentialID");
    const tooMany = await sandbox.csc("credentials/authorize", {
      token,
      body: { credentialID: "sandbox-demo-customer", numSignatures: 11 },
    });
    expect(tooMany.body.error_description).toBe("Numbers of signatures is too high");
    const badHash = await sandbox.csc("signatures/signHash", {
      token,
      body: {
        credentialID: "sandbox-demo-customer",
        SAD: "x",
        hashes: ["AAAA"],
        hashAlgorithmOID: SHA256,
        signAlgo: RSA,
      },
    });
    expect(badHash.body.error_description).toBe("Invalid digest value length");
    const signDoc = await sandbox.csc("signatures/signDoc", { token });
    expect(signDoc.status).toBe(501);
  });
});

describe('with "authErrorCodes": "authentication-data" (the v2.0.0.2 wording)', () => {
  it("answers a wrong PIN and a wrong OTP with invalid_authentication_data", async () => {
    const strict = await startTestSandbox(
      testConfig(["ospite-3"], { authErrorCodes: "authentication-data" }),
    );
    try {
      const token = await signIn(strict, "ospite-3", GUEST_PASSWORD);
      const otp = await sendOtp(strict, token, "sandbox-ospite-3");
      const authorize = (pin: string, code: string) =>
        strict.csc("credentials/authorize", {
          token,
          body: { credentialID: "sandbox-ospite-3", numSignatures: 1, authData: authData(pin, code) },
        });
      const wrongPin = await authorize("00000000", otp);
      expect(wrongPin.body).toMatchObject({ error: "invalid_authentication_data", remaining_attempts: 2 });
      const wrongOtp = await authorize(PIN, otp === "000000" ? "111111" : "000000");
      expect(wrongOtp.body.error).toBe("invalid_authentication_data");
    } finally {
      await strict.close();
    }
  });
});
