// The error responses a CSC client must handle, recorded from the sandbox itself: a client's
// tests can replay them without starting it (recorded/errors.json; the test keeps them true).
import { createHash } from "node:crypto";
import {
  authData,
  type CallOptions,
  PIN,
  RSA,
  SHA256,
  sendOtp,
  signIn,
  startTestSandbox,
  type TestSandbox,
  testConfig,
} from "../testing/sandbox";

export interface Recording {
  description: string;
  request: { method: "POST"; path: string; authorization?: string; body?: unknown };
  /** Null: no answer came before the client's time-out. */
  response: { status: number; headers: Record<string, string>; body: unknown } | null;
}

const HASH = createHash("sha256").update("documento di prova").digest("base64");
const SLOW_MS = 500;
const KEPT_HEADERS = ["content-type", "www-authenticate"];

/** Calls the sandbox and keeps the exchange, with the secrets in it replaced by placeholders. */
async function record(
  sandbox: TestSandbox,
  description: string,
  method: string,
  options: CallOptions & { shownBody?: unknown },
): Promise<Recording> {
  const request: Recording["request"] = { method: "POST", path: `/csc/v2/${method}` };
  if (options.token) request.authorization = "Bearer <access_token>";
  if (options.basic) request.authorization = "Basic <base64 of username:password>";
  if (options.body !== undefined) request.body = options.shownBody ?? options.body;
  try {
    const answer = await sandbox.csc(method, options);
    const headers = Object.fromEntries(
      KEPT_HEADERS.flatMap((name) => {
        const value = answer.headers.get(name);
        return value ? [[name, value]] : [];
      }),
    );
    return { description, request, response: { status: answer.status, headers, body: answer.body } };
  } catch (error) {
    if ((error as Error).name === "TimeoutError") return { description, request, response: null };
    throw error;
  }
}

function authorizeBody(credentialID: string, pin: string, otp: string) {
  return {
    body: { credentialID, numSignatures: 1, authData: authData(pin, otp) },
    shownBody: { credentialID, numSignatures: 1, authData: authData(pin === PIN ? "<PIN>" : pin, "<OTP>") },
  };
}

function signHashBody(credentialID: string, sad: string) {
  const body = { credentialID, SAD: sad, hashes: [HASH], hashAlgorithmOID: SHA256, signAlgo: RSA };
  return { body, shownBody: { ...body, SAD: "<SAD>" } };
}

async function sadOf(sandbox: TestSandbox, token: string, credentialID: string): Promise<string> {
  const otp = await sendOtp(sandbox, token, credentialID);
  const answer = await sandbox.csc("credentials/authorize", {
    token,
    ...authorizeBody(credentialID, PIN, otp),
  });
  if (answer.status !== 200) throw new Error(`authorize ${credentialID}: ${JSON.stringify(answer.body)}`);
  return answer.body.SAD;
}

export async function recordErrorResponses(): Promise<Record<string, Recording>> {
  const users = ["ospite-1", "ospite-2", "prova-disabilitata", "prova-errore-500", "prova-lenta"];
  const sandbox = await startTestSandbox(testConfig(users, { slowDelayMs: SLOW_MS }));
  try {
    const out: Record<string, Recording> = {};
    const guest = await signIn(sandbox, "ospite-1", "ospite-password-2026");
    const guestOtp = await sendOtp(sandbox, guest, "sandbox-ospite-1");
    const wrongPin = (description: string) =>
      record(sandbox, description, "credentials/authorize", {
        token: guest,
        ...authorizeBody("sandbox-ospite-1", "00000000", guestOtp),
      });
    out["wrong-pin"] = await wrongPin(
      "A wrong PIN: tries left in remaining_attempts (the sandbox's addition).",
    );
    await wrongPin("second");
    out["locked-credential"] = await wrongPin(
      "The last wrong PIN allowed (3 by default) locks the credential.",
    );

    const other = await signIn(sandbox, "ospite-2", "ospite-password-2026");
    const sent = await sendOtp(sandbox, other, "sandbox-ospite-2");
    out["wrong-otp"] = await record(
      sandbox,
      "A wrong OTP (or none sent, or expired).",
      "credentials/authorize",
      {
        token: other,
        ...authorizeBody("sandbox-ospite-2", PIN, sent === "000000" ? "111111" : "000000"),
      },
    );
    const sad = await sadOf(sandbox, other, "sandbox-ospite-2");
    sandbox.advance(301_000);
    const fresh = await signIn(sandbox, "ospite-2", "ospite-password-2026");
    out["expired-sad"] = await record(
      sandbox,
      "signHash with a SAD past its expiresIn.",
      "signatures/signHash",
      {
        token: fresh,
        ...signHashBody("sandbox-ospite-2", sad),
      },
    );

    const disabled = await signIn(sandbox, "prova-disabilitata", "prova-password-2026");
    out["disabled-credential"] = await record(sandbox, "A disabled credential.", "credentials/authorize", {
      token: disabled,
      ...authorizeBody("sandbox-prova-disabilitata", PIN, "123456"),
    });

    const failing = await signIn(sandbox, "prova-errore-500", "prova-password-2026");
    const failingSad = await sadOf(sandbox, failing, "sandbox-prova-errore-500");
    out["server-error"] = await record(
      sandbox,
      "The provider fails (prova-errore-500).",
      "signatures/signHash",
      {
        token: failing,
        ...signHashBody("sandbox-prova-errore-500", failingSad),
      },
    );

    const slow = await signIn(sandbox, "prova-lenta", "prova-password-2026");
    const slowSad = await sadOf(sandbox, slow, "sandbox-prova-lenta");
    out["time-out"] = await record(
      sandbox,
      "No answer in time (prova-lenta, slowDelayMs).",
      "signatures/signHash",
      {
        token: slow,
        signal: AbortSignal.timeout(SLOW_MS / 5),
        ...signHashBody("sandbox-prova-lenta", slowSad),
      },
    );

    out["invalid-token"] = await record(sandbox, "An unknown or revoked access token.", "credentials/list", {
      token: "not-a-token",
      body: {},
    });
    out["wrong-password"] = await record(sandbox, "auth/login with a wrong password.", "auth/login", {
      basic: "ospite-1:wrong",
      body: {},
    });
    // The request the client gave up on may still be signing: wait for it before closing.
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    return out;
  } finally {
    await sandbox.close();
  }
}
