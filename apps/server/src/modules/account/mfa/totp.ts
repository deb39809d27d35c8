import { Secret, TOTP } from "otpauth";

// RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps.
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const ISSUER = "Contratti Online";

const totpOf = (secret: string, label = "") =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new random secret of 160 bits (RFC 4226's recommended length), in base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The `otpauth://totp/…` address an authenticator app reads from the QR code. */
export const otpauthUrl = (secret: string, account: string) => totpOf(secret, account).toString();

/** The 30-second step a moment falls in. */
export const stepAt = (now: Date) => Math.floor(now.getTime() / 1000 / PERIOD_SECONDS);

/** The code of a step (what an authenticator shows then): for the tests and nothing else. */
export const codeAt = (secret: string, now: Date) => totpOf(secret).generate({ timestamp: now.getTime() });

/**
 * The step a code belongs to, when it is the code of the current step or of one step either side
 * (a phone's clock a little off); null otherwise. The caller refuses a step already used.
 */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : stepAt(now) + delta;
}
