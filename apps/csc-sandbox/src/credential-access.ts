// The signer's side of credential authorization: the credential's state, the PIN with its limited
// tries, the OTP. Used by credentials/authorize and by the OAuth form of scope "credential".
import type { SandboxUser } from "./config";
import type { SandboxContext } from "./context";
import { CscError, invalidRequest, missingParameter } from "./http/errors";
import { sameSecret } from "./state";

export const DISABLED = "The credential identified by credentialID is disabled";
export const LOCKED = "Credential locked";

export function isLocked(context: SandboxContext, user: SandboxUser): boolean {
  return (context.state.wrongPins.get(user.credentialID) ?? 0) >= context.config.pinAttempts;
}

/** Whether the key may sign at all: "enabled" unless configured disabled or locked by wrong PINs. */
export function keyStatus(context: SandboxContext, user: SandboxUser): "enabled" | "disabled" {
  return user.credentialStatus === "enabled" && !isLocked(context, user) ? "enabled" : "disabled";
}

/** Refuses a disabled or locked credential (CSC v2.0 §11.6). */
export function assertUsable(context: SandboxContext, user: SandboxUser): void {
  if (user.credentialStatus === "disabled") throw invalidRequest(DISABLED);
  if (isLocked(context, user)) throw invalidRequest(LOCKED);
}

function authError(context: SandboxContext, factor: "PIN" | "OTP", detail: string, extra = {}): CscError {
  if (context.config.authErrorCodes === "authentication-data") {
    return new CscError(
      400,
      "invalid_authentication_data",
      `The authentication data is invalid: ${detail}`,
      extra,
    );
  }
  return new CscError(
    400,
    factor === "PIN" ? "invalid_pin" : "invalid_otp",
    `The ${factor} is invalid: ${detail}`,
    extra,
  );
}

/**
 * Checks the PIN; a wrong one counts, and the last allowed try locks the credential (§11.6 note:
 * "the RSSP MAY lock the credential"). The answer says how many tries are left
 * (`remaining_attempts`, the sandbox's addition to the error object).
 */
export function checkPin(context: SandboxContext, user: SandboxUser, pin: string | undefined): void {
  if (pin === undefined) throw missingParameter("string", "PIN");
  if (sameSecret(pin, user.pin)) return;
  const wrong = (context.state.wrongPins.get(user.credentialID) ?? 0) + 1;
  context.state.wrongPins.set(user.credentialID, wrong);
  const left = context.config.pinAttempts - wrong;
  if (left <= 0) {
    context.log.warn(`credenziale ${user.credentialID} bloccata dopo ${wrong} PIN errati`);
    throw invalidRequest(LOCKED);
  }
  context.log.info(`PIN errato per ${user.credentialID}: ${left} tentativi rimasti`);
  throw authError(context, "PIN", `${left} attempt(s) left before the credential is locked`, {
    remaining_attempts: left,
  });
}

/** Checks the OTP sent by credentials/sendOTP: the last one, unexpired. */
export function checkOtp(context: SandboxContext, user: SandboxUser, otp: string | undefined): void {
  if (otp === undefined) throw missingParameter("string", "OTP");
  const sent = context.state.otps.live(user.credentialID);
  if (!sent) throw authError(context, "OTP", "no OTP was sent, or it has expired (call credentials/sendOTP)");
  if (!sameSecret(otp, sent.code)) throw authError(context, "OTP", "it does not match the one sent");
}

/** A good authorization: the wrong PINs are forgotten and the OTP is spent. */
export function authorizationSucceeded(context: SandboxContext, user: SandboxUser): void {
  context.state.wrongPins.delete(user.credentialID);
  context.state.otps.delete(user.credentialID);
}
