import { z } from "zod";

/** Minimum length of a new password (DESIGN §5). */
/** OWASP ASVS 5.0 level 2 (issue 35): at least 12 characters. */
export const PASSWORD_MIN_LENGTH = 12;

export const customerLoginBodySchema = z.strictObject({
  /** Trimmed before it is checked (spec §5). */
  username: z.string().trim().min(1).max(150),
  password: z.string().min(1).max(1024),
  /** Keeps the token cookie for 1 day instead of the browser session. */
  rememberMe: z.boolean().optional().default(false),
});
export type CustomerLoginBody = z.infer<typeof customerLoginBodySchema>;

/** Editor login (`/api-token-auth/login/`) takes the same credentials. */
export const editorLoginBodySchema = customerLoginBodySchema;
export type EditorLoginBody = CustomerLoginBody;

export const loginResponseSchema = z.object({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** A password right for an account with two-factor on: the code is asked next (issue 35). */
export const mfaChallengeSchema = z.object({ mfa_required: z.literal(true), mfa_token: z.string() });
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

/** What a login answers: the session's token, or the two-factor step. */
export const loginAnswerSchema = z.union([loginResponseSchema, mfaChallengeSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** A code of the authenticator app: six digits (spaces an app shows between them are dropped). */
export const totpCodeSchema = z
  .string()
  .transform((code) => code.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/));

/** A recovery code as handed out (`xxxxx-xxxxx`), case and spaces forgiven. */
export const recoveryCodeSchema = z
  .string()
  .max(40)
  .transform((code) => code.replace(/\s/g, "").toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{5}-[a-z0-9]{5}$/));

/** `POST /api/account/mfa/setup/`: a new secret, waiting for a first code. */
export const mfaSetupResponseSchema = z.object({ secret: z.string(), otpauth_url: z.string() });
export type MfaSetupResponse = z.infer<typeof mfaSetupResponseSchema>;

export const mfaEnableBodySchema = z.strictObject({ code: totpCodeSchema });
export type MfaEnableBody = z.infer<typeof mfaEnableBodySchema>;

export const MFA_RECOVERY_CODE_COUNT = 10;
/** The recovery codes, shown once. */
export const mfaEnableResponseSchema = z.object({
  recovery_codes: z.array(z.string()).length(MFA_RECOVERY_CODE_COUNT),
});
export type MfaEnableResponse = z.infer<typeof mfaEnableResponseSchema>;

/** What proves a change to two-factor is the user's own: the password and a current code. */
const mfaProofBodySchema = z.strictObject({
  password: z.string().min(1).max(1024),
  code: totpCodeSchema,
});

export const mfaDisableBodySchema = mfaProofBodySchema;
export type MfaDisableBody = z.infer<typeof mfaDisableBodySchema>;

/** `GET /api/account/mfa/recovery-codes/` (issue 44): how many recovery codes are still unused. */
export const mfaRecoveryCodesLeftSchema = z.object({ remaining: z.number().int().min(0) });
export type MfaRecoveryCodesLeft = z.infer<typeof mfaRecoveryCodesLeftSchema>;

/**
 * `POST /api/account/mfa/recovery-codes/regenerate/` (issue 44): ten new recovery codes, shown
 * once, in place of the old ones, proven as turning two-factor off is.
 */
export const mfaRegenerateBodySchema = mfaProofBodySchema;
export type MfaRegenerateBody = z.infer<typeof mfaRegenerateBodySchema>;
export const mfaRegenerateResponseSchema = mfaEnableResponseSchema;

/** The login's second step: a code of the app, or one of the recovery codes. */
export const mfaVerifyBodySchema = z.union([
  z.strictObject({ mfa_token: z.string().min(1).max(200), code: totpCodeSchema }),
  z.strictObject({ mfa_token: z.string().min(1).max(200), recovery_code: recoveryCodeSchema }),
]);
export type MfaVerifyBody = z.infer<typeof mfaVerifyBodySchema>;

/** The signed-in user (`GET /api/account/me/`). */
export const meSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  email: z.string(),
  is_customer: z.boolean(),
  is_editor: z.boolean(),
  is_demo: z.boolean(),
  crmid: z.string().nullable(),
  /** Whether the user signs in with a code of an authenticator app too (issue 35). */
  mfa_enabled: z.boolean(),
  /** An editor who must set two-factor up before reaching anything else (`EDITOR_MFA`). */
  mfa_enrolment_required: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

const newPasswordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(1024);

/** Field names follow the rest-auth convention the spec's paths come from. */
export const changePasswordBodySchema = z.strictObject({
  old_password: z.string().min(1).max(1024),
  new_password1: newPasswordSchema,
  new_password2: z.string().min(1).max(1024),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const passwordResetBodySchema = z.strictObject({
  email: z.email().max(254),
});
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

/** Sets the new password with the single-use token mailed by the reset call. */
export const passwordResetConfirmBodySchema = z.strictObject({
  token: z.string().min(1).max(200),
  new_password1: newPasswordSchema,
  new_password2: z.string().min(1).max(1024),
});
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBodySchema>;

/**
 * `POST /api/account/customer/delete-account/` (issue 35): the password, and a current code when
 * two-factor sign-in is on. The account and everything it holds go at once.
 */
export const deleteAccountBodySchema = z.strictObject({
  password: z.string().min(1).max(1024),
  code: totpCodeSchema.optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
