import type { CscProvider } from "../../config/config.schema";
import { CscFailure, failureOf } from "./csc-failure";

/** A credential as `credentials/list` with `credentialInfo` describes it (CSC v2.0 §11.4). */
export interface CscCredential {
  credentialID: string;
  /** The certificate chain, Base64 DER, the signer's first. */
  certificates: string[];
  /** `key.status`: "enabled" or "disabled". */
  keyStatus: string;
  /** Whether `credentials/authorize` needs an OTP (sent by `credentials/sendOTP` when online). */
  otpRequired: boolean;
}

export interface CscClientOptions {
  /** Every call's limit; past it the call is abandoned (`timeout`). */
  timeoutMs: number;
  fetch?: typeof fetch;
}

type Json = Record<string, unknown>;

const OTP_OBJECT = (object: unknown) =>
  typeof object === "object" && object !== null && (object as Json).id === "OTP";

/** Whether the credential's `auth` (2.0) or `OTP` (1.0.4) asks an OTP. */
function otpRequiredBy(info: Json): boolean {
  const auth = info.auth as Json | undefined;
  if (Array.isArray(auth?.objects)) return auth.objects.some(OTP_OBJECT);
  const otp = info.OTP as Json | undefined;
  return otp?.presence === true || otp?.presence === "true";
}

/**
 * The calls the product makes to one CSC v2.0 provider (issue 46): sign-in, the signer's
 * credentials, OTP, authorization and signHash. Every call has its time limit; a refusal or a
 * failure is a `CscFailure`. No argument or answer is logged here: they carry the access
 * token, the PIN, the OTP and the SAD.
 */
export function createCscClient(provider: CscProvider, options: CscClientOptions) {
  const send = options.fetch ?? fetch;

  async function call(
    step: string,
    path: string,
    init: { token?: string; basic?: string; body?: Json; form?: Record<string, string> },
  ) {
    const headers: Record<string, string> = {
      // OAuth's token endpoint takes a form (RFC 6749 §4.1.3), the CSC methods JSON.
      "content-type": init.form ? "application/x-www-form-urlencoded" : "application/json",
      accept: "application/json",
    };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.basic) headers.authorization = `Basic ${Buffer.from(init.basic).toString("base64")}`;
    let response: Response;
    let text: string;
    try {
      response = await send(`${provider.base_url}/${path}`, {
        method: "POST",
        headers,
        body: init.form ? new URLSearchParams(init.form).toString() : JSON.stringify(init.body ?? {}),
        redirect: "error",
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const name = (error as Error).name;
      throw new CscFailure(name === "TimeoutError" || name === "AbortError" ? "timeout" : "unavailable");
    }
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      throw new CscFailure("unavailable");
    }
    if (response.status === 204) return {};
    if (!response.ok) throw failureOf(response.status, body, step);
    if (typeof body !== "object" || body === null) throw new CscFailure("unavailable");
    return body as Json;
  }

  const text = (value: unknown) => {
    if (typeof value !== "string" || !value) throw new CscFailure("unavailable");
    return value;
  };

  return {
    provider,
    /**
     * Where the signer signs in for an `oauth: true` provider (CSC v2.0 §8.4.2, scope `service`):
     * the provider's `oauth2/authorize` under its base URL, with PKCE (S256).
     */
    authorizeUrl(request: { redirectUri: string; state: string; codeChallenge: string }): string {
      const query = new URLSearchParams({
        response_type: "code",
        client_id: provider.client_id,
        redirect_uri: request.redirectUri,
        scope: "service",
        state: request.state,
        code_challenge: request.codeChallenge,
        code_challenge_method: "S256",
      });
      return `${provider.base_url}/oauth2/authorize?${query}`;
    },

    /** oauth2/token: the authorization code exchanged, with the client's secret, for an access token. */
    async exchangeCode(request: { code: string; redirectUri: string; codeVerifier: string }) {
      const body = await call("login", "oauth2/token", {
        form: {
          grant_type: "authorization_code",
          code: request.code,
          redirect_uri: request.redirectUri,
          code_verifier: request.codeVerifier,
          client_id: provider.client_id,
          client_secret: provider.client_secret,
        },
      });
      const expiresIn = typeof body.expires_in === "number" ? body.expires_in : 3600;
      return { accessToken: text(body.access_token), expiresIn };
    },

    /** auth/login with HTTP Basic: the access token and how long it lives, in seconds. */
    async login(username: string, password: string) {
      const body = await call("login", "auth/login", { basic: `${username}:${password}`, body: {} });
      const expiresIn = typeof body.expires_in === "number" ? body.expires_in : 3600;
      return { accessToken: text(body.access_token), expiresIn };
    },

    /** The signer's credentials with their certificate chains. */
    async credentials(token: string): Promise<CscCredential[]> {
      const body = await call("credentials", "credentials/list", {
        token,
        body: { credentialInfo: true, certificates: "chain", certInfo: true, authInfo: true },
      });
      const infos = Array.isArray(body.credentialInfos) ? (body.credentialInfos as Json[]) : [];
      return infos.flatMap((info) => {
        const cert = (info.cert ?? {}) as Json;
        const certificates = Array.isArray(cert.certificates) ? cert.certificates.map(String) : [];
        if (typeof info.credentialID !== "string" || certificates.length === 0) return [];
        return [
          {
            credentialID: info.credentialID,
            certificates,
            keyStatus: String(((info.key ?? {}) as Json).status ?? "enabled"),
            otpRequired: otpRequiredBy(info),
          },
        ];
      });
    },

    async sendOtp(token: string, credentialID: string): Promise<void> {
      await call("send-otp", "credentials/sendOTP", { token, body: { credentialID } });
    },

    /** credentials/authorize for one signature of this hash: the SAD. */
    async authorize(
      token: string,
      request: { credentialID: string; pin: string; otp: string | null; hash: string; hashAlgorithm: string },
    ): Promise<string> {
      const authData = [{ id: "PIN", value: request.pin }];
      if (request.otp) authData.push({ id: "OTP", value: request.otp });
      const body = await call("authorize", "credentials/authorize", {
        token,
        body: {
          credentialID: request.credentialID,
          numSignatures: 1,
          hashes: [request.hash],
          hashAlgorithmOID: request.hashAlgorithm,
          authData,
        },
      });
      return text(body.SAD);
    },

    /** signatures/signHash: the signature value of one hash (Base64 in, bytes out). */
    async signHash(
      token: string,
      request: {
        credentialID: string;
        sad: string;
        hash: string;
        hashAlgorithm: string;
        signAlgorithm: string;
      },
    ): Promise<Uint8Array> {
      const body = await call("sign", "signatures/signHash", {
        token,
        body: {
          credentialID: request.credentialID,
          SAD: request.sad,
          hashes: [request.hash],
          hashAlgorithmOID: request.hashAlgorithm,
          signAlgo: request.signAlgorithm,
        },
      });
      const [value] = Array.isArray(body.signatures) ? body.signatures : [];
      return new Uint8Array(Buffer.from(text(value), "base64"));
    },
  };
}

export type CscClient = ReturnType<typeof createCscClient>;
