/**
 * Why a provider call failed, as the signing use case tells the signer (issue 46 §1.6). The
 * provider's own words are kept (`providerMessage`): the signer reads them, never a secret.
 */
export type CscFailureKind =
  /** auth/login refused the username or password. */
  | "login_refused"
  /** The access token is no longer valid: sign in again. */
  | "session_expired"
  | "wrong_pin"
  | "wrong_otp"
  /** The credential is disabled, locked or expired at the provider. */
  | "credential_unusable"
  /** The SAD expired or was spent before signHash. */
  | "sad_expired"
  /** Any other refusal of the request. */
  | "refused"
  /** The provider answered 5xx, or something that is not CSC. */
  | "unavailable"
  /** The provider did not answer within CSC_TIMEOUT_SECONDS. */
  | "timeout";

export class CscFailure extends Error {
  constructor(
    readonly kind: CscFailureKind,
    /** The provider's `error_description`, when it gave one. */
    readonly providerMessage: string | null = null,
    /** Tries left before the credential locks, when the provider says (`remaining_attempts`). */
    readonly remainingAttempts: number | null = null,
  ) {
    super(`CSC ${kind}${providerMessage ? `: ${providerMessage}` : ""}`);
    this.name = "CscFailure";
  }
}

interface CscErrorBody {
  error?: unknown;
  error_description?: unknown;
  remaining_attempts?: unknown;
}

/**
 * A CSC error answer (§10.2, `{error, error_description}`) as a failure. Providers answer wrong
 * authentication data as 1.0.4's `invalid_pin` / `invalid_otp` or 2.0's
 * `invalid_authentication_data`; in the last case the description says which, when it does.
 */
export function failureOf(status: number, body: unknown, step: string): CscFailure {
  const { error, error_description, remaining_attempts } = (body ?? {}) as CscErrorBody;
  const code = typeof error === "string" ? error : "";
  const words = typeof error_description === "string" ? error_description.slice(0, 300) : null;
  const left = typeof remaining_attempts === "number" ? remaining_attempts : null;
  if (status >= 500 || !code) return new CscFailure("unavailable", words);
  if (status === 401 || code === "invalid_token" || code === "expired_token")
    return new CscFailure("session_expired", words);
  if (code === "authentication_error" || (step === "login" && code === "invalid_request"))
    return new CscFailure("login_refused", words);
  if (code === "invalid_pin") return new CscFailure("wrong_pin", words, left);
  if (code === "invalid_otp") return new CscFailure("wrong_otp", words, left);
  if (code === "invalid_authentication_data")
    return new CscFailure(/otp/i.test(words ?? "") ? "wrong_otp" : "wrong_pin", words, left);
  const text = (words ?? "").toLowerCase();
  if (/\bsad\b/.test(text) && /expired|invalid/.test(text)) return new CscFailure("sad_expired", words);
  if (/disabled|locked|expired|revoked|suspended/.test(text))
    return new CscFailure("credential_unusable", words);
  return new CscFailure("refused", words);
}
