import { CscFailure } from "../../../platform/csc/csc-failure";
import { AppError } from "../../../platform/http/app-error";

/** The provider's words, or a dash when it gave none (the sentence quotes them). */
const said = (failure: CscFailure) => failure.providerMessage ?? "—";

/**
 * A provider's refusal or failure as the signer reads it (issue 46 §1.6): a wrong PIN or OTP keyed
 * `pin` or `otp` with the provider's words and the tries left; the provider down or slow as a
 * 502/504 saying the contract is as it was.
 */
export function appErrorOf(error: unknown): unknown {
  // Anything else (a bug, the database gone) goes on as it is: the error handler logs it with
  // its stack and answers it as any other (503 with Retry-After for the database).
  if (!(error instanceof CscFailure)) return error;
  const reason = said(error);
  switch (error.kind) {
    case "login_refused":
      return AppError.field("password", "remote_sign_login_refused", { reason });
    case "session_expired":
      return AppError.field("session", "remote_sign_session_invalid");
    case "wrong_pin":
      return error.remainingAttempts === null
        ? AppError.field("pin", "remote_sign_wrong_pin", { reason })
        : AppError.field("pin", "remote_sign_wrong_pin_tries", { reason, tries: error.remainingAttempts });
    case "wrong_otp":
      return AppError.field("otp", "remote_sign_wrong_otp", { reason });
    case "credential_unusable":
      return AppError.field("credential_id", "remote_sign_credential_unusable", { reason });
    case "sad_expired":
      return AppError.field("otp", "remote_sign_sad_expired");
    case "refused":
      return AppError.badRequest("remote_sign_refused", { reason });
    case "timeout":
      return new AppError(504, [{ key: "remote_sign_timeout" }]);
    default:
      return new AppError(502, [{ key: "remote_sign_unavailable" }]);
  }
}

/** What the audit trail keeps of a failure: its kind, never a secret nor the provider's answer. */
export function failureKindOf(error: unknown): string {
  if (error instanceof CscFailure) return error.kind;
  if (error instanceof AppError) return error.message;
  return "internal";
}
