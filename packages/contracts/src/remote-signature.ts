import { z } from "zod";
import { agreementStatusSchema } from "./agreement";
import { signatureLevelSchema, signedPartySchema } from "./signature";

/**
 * Remote qualified signature through a Cloud Signature Consortium provider (issue 46). The
 * `session` is opaque to the client: what the server needs to reach the provider for the signer,
 * sealed; it lives 10 minutes and only its signer can use it.
 */

/** `remote-sign/providers/`: the providers configured (CSC_PROVIDERS). */
export const remoteSignProviderSchema = z.object({ name: z.string(), oauth: z.boolean() });
export const remoteSignProvidersSchema = z.array(remoteSignProviderSchema);
export type RemoteSignProvider = z.infer<typeof remoteSignProviderSchema>;

const sessionField = z.string().trim().min(1).max(4000);
const credentialField = z.string().trim().min(1).max(200);

/** `remote-sign/login/`: the provider's own username and password (never kept). */
export const remoteSignLoginSchema = z.object({
  provider: z.string().trim().min(1).max(100),
  username: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(200),
});
export const remoteSignSessionSchema = z.object({ session: z.string() });
export type RemoteSignSession = z.infer<typeof remoteSignSessionSchema>;

export const remoteSignSessionQuerySchema = z.object({ session: sessionField });

/**
 * `remote-sign/authorize/?provider=…&return=…`: the sign-in on an `oauth: true` provider's own
 * page. `return` is the path of the web page to come back to (this site's only). A 302 to the
 * provider; asked with `Accept: application/json`, `{location}` instead, for a client that must
 * send its bearer token and then navigate itself.
 */
export const remoteSignAuthorizeQuerySchema = z.object({
  provider: z.string().trim().min(1).max(100),
  return: z.string().trim().min(1).max(500).optional(),
});
export const remoteSignAuthorizeSchema = z.object({ location: z.string() });
export type RemoteSignAuthorize = z.infer<typeof remoteSignAuthorizeSchema>;

/**
 * The provider's redirect back (`/api/remote-sign/callback/`, RFC 6749 §4.1.2): `code` and the
 * sealed `state`, or `error`. It ends on the web page with `#session=…&provider=…`, or with
 * `#remote_sign_error=access_denied|failed`.
 */
export const remoteSignCallbackQuerySchema = z.object({
  state: z.string().min(1).max(4000),
  code: z.string().min(1).max(2000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

/** A credential the signer may sign with, as its certificate says (not as the provider does). */
export const remoteSignCredentialSchema = z.object({
  credential_id: z.string(),
  holder: z.string(),
  fiscal_code: z.string().nullable(),
  issuer: z.string(),
  valid_from: z.string(),
  valid_to: z.string(),
  qualified: z.boolean(),
  otp_required: z.boolean(),
  /** The one the customer last signed with through this provider: the list preselects it. */
  preferred: z.boolean(),
  /**
   * The invitee's page only (`/api/sign/{token}/`): whether the certificate's codice fiscale is
   * the invitation's; one that is not cannot sign there.
   */
  fiscal_code_matches: z.boolean().optional(),
});
export const remoteSignCredentialsSchema = z.array(remoteSignCredentialSchema);
export type RemoteSignCredential = z.infer<typeof remoteSignCredentialSchema>;

export const remoteSignSendOtpSchema = z.object({ session: sessionField, credential_id: credentialField });

/** `agreement/remote-sign/{id}/`: PIN and OTP go to the provider once, never kept or logged. */
export const remoteSignRequestSchema = z.object({
  session: sessionField,
  credential_id: credentialField,
  pin: z.string().min(1).max(64),
  otp: z
    .string()
    .trim()
    .max(64)
    .nullish()
    .transform((value) => value || null),
});
export type RemoteSignRequest = z.input<typeof remoteSignRequestSchema>;

/** `agreement/sign-invite/{id}/`: the other party, who signs from the link's page. */
export const signInviteCreateSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.email().max(254),
  fiscal_code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{11,16}$/),
});
export type SignInviteCreate = z.input<typeof signInviteCreateSchema>;

export const signInviteCreatedSchema = z.object({ id: z.number().int(), expires_at: z.string() });

/** An invitation as its owner lists it: never its link (only a hash of the token is kept). */
export const signInviteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  fiscal_code: z.string(),
  expires_at: z.string(),
  date_create: z.string(),
  /**
   * "attivo", "firmato" once the invitee's signature counts on the frozen PDF (the link then only
   * shows that it is done), or why it no longer opens anything.
   */
  status: z.enum(["attivo", "firmato", "scaduto", "revocato"]),
});
export const signInviteListSchema = z.object({ results: z.array(signInviteSchema) });
export type SignInvite = z.infer<typeof signInviteSchema>;

export const signTokenParamSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

/** `GET /api/sign/{token}/`: what the invitee sees of the contract, nothing more. */
export const publicSigningSchema = z.object({
  title: z.string(),
  status: agreementStatusSchema,
  parties: z.array(signedPartySchema),
  /** The signature the contract needs, so the invitee's report is judged as the owner's is. */
  signature_level_min: signatureLevelSchema,
  /** `signed`: the invitee's signature already counts; the page says so and signs no more. */
  invitee: z.object({ name: z.string(), signed: z.boolean() }),
  expires_at: z.string(),
});
export type PublicSigning = z.infer<typeof publicSigningSchema>;
