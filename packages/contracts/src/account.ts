import { z } from "zod";

/** Minimum length of a new password (DESIGN §5). */
export const PASSWORD_MIN_LENGTH = 8;

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
