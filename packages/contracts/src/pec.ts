import { z } from "zod";
import { label } from "./field-label-dictionary";
import { labelled } from "./field-labels";

/**
 * Delivery by PEC (posta elettronica certificata, issue 47): a contract sent through the firm's
 * own PEC mailbox, and the providers' receipts read back from it by IMAP. Only PEC gives proof
 * of sending and delivery equal to a registered letter (DPR 68/2005 art. 6; CAD art. 48); the
 * receipts are the proof (DM 2 novembre 2005, technical rules; RFC 6109).
 */

/** How the product talks to a mail server: TLS from the start, STARTTLS, or plain (a local test server only). */
export const PEC_SECURITIES = ["ssl", "starttls", "none"] as const;
export const pecSecuritySchema = z.enum(PEC_SECURITIES);
export type PecSecurity = z.infer<typeof pecSecuritySchema>;

/** Whose mailbox: the firm's (set by its administrator) or the person's own (which wins for them). */
export const PEC_SETTINGS_SCOPES = ["person", "firm"] as const;
export const pecSettingsScopeSchema = z.enum(PEC_SETTINGS_SCOPES);
export type PecSettingsScope = z.infer<typeof pecSettingsScopeSchema>;

/** A host name or an IP address, never a URL: the product connects to it, nothing more. */
const host = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .regex(/^[A-Za-z0-9.:[\]-]+$/, "host name");
const port = z.number().int().min(1).max(65535);

/**
 * `PUT /api/profile/customer/pec-settings/`. The password is write-only: absent, the stored one
 * stays (it is required the first time); it is kept encrypted with a key derived from SECRET_KEY.
 * `scope: "firm"` is for the firm's administrator only.
 */
export const pecSettingsBodySchema = z.strictObject({
  scope: pecSettingsScopeSchema.default("person"),
  address: labelled(z.email().max(254), label("Indirizzo PEC", "PEC address")),
  smtp_host: host,
  smtp_port: port,
  smtp_security: pecSecuritySchema,
  imap_host: host,
  imap_port: port,
  imap_security: pecSecuritySchema,
  username: z.string().trim().min(1).max(254),
  password: labelled(
    z.string().min(1).max(512),
    label("Password della casella PEC", "PEC mailbox password"),
  ).optional(),
});
export type PecSettingsBody = z.input<typeof pecSettingsBodySchema>;

/** `?scope=`: whose settings to read or test; absent, those the caller sends with (their own, else the firm's). */
export const pecSettingsQuerySchema = z.object({ scope: pecSettingsScopeSchema.optional() });

/**
 * `GET /api/profile/customer/pec-settings/` (and PUT's answer). Never the password: only whether
 * one is kept. `verified_at`: when the connection test last passed on these very settings (a
 * change of server, user or password clears it); sending waits for it.
 */
export const pecSettingsSchema = z.object({
  configured: z.boolean(),
  scope: pecSettingsScopeSchema.nullable(),
  /** The caller may change the firm's settings (they are its administrator). */
  can_edit_firm: z.boolean(),
  address: z.string().nullable(),
  smtp_host: z.string().nullable(),
  smtp_port: z.number().int().nullable(),
  smtp_security: pecSecuritySchema.nullable(),
  imap_host: z.string().nullable(),
  imap_port: z.number().int().nullable(),
  imap_security: pecSecuritySchema.nullable(),
  username: z.string().nullable(),
  password_set: z.boolean(),
  verified_at: z.string().nullable(),
});
export type PecSettings = z.infer<typeof pecSettingsSchema>;

/** `POST /api/profile/customer/pec-settings/test/` (body `{scope?}`): each server's answer in words. */
export const pecConnectionCheckSchema = z.object({ ok: z.boolean(), message: z.string() });
export const pecSettingsTestBodySchema = z.strictObject({ scope: pecSettingsScopeSchema.optional() });
export const pecSettingsTestSchema = z.object({
  smtp: pecConnectionCheckSchema,
  imap: pecConnectionCheckSchema,
});
export type PecSettingsTest = z.infer<typeof pecSettingsTestSchema>;

/** What goes along: the contract as PDF or DOCX, the PDF frozen for signature, or a kept signed copy. */
export const PEC_ATTACHMENTS = ["docx", "pdf", "frozen"] as const;

/**
 * `POST /api/agreement/customer/agreement/send-pec/{id}/`: the send-by-e-mail body, with
 * `attachment_extension` also `"frozen"`, and `signed_copy` (a kept signed copy's id, `.p7m`
 * included) which, when given, is the attachment.
 */
export const agreementSendPecBodySchema = z.strictObject({
  id: z.number().int().positive().optional(),
  to_email: z.array(z.email().max(254)).min(1).max(10),
  subject: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[^\r\n]*$/, "one line"),
  message_email: z.string().max(5000).default(""),
  attachment_extension: z.enum(PEC_ATTACHMENTS).default("pdf"),
  signed_copy: z.number().int().positive().optional(),
});
export type AgreementSendPecBody = z.input<typeof agreementSendPecBodySchema>;

/**
 * A recipient's way: `inviata` (handed to the job queue / sent), `accettata` (the sender's provider
 * took it), `consegnata` (delivered into the recipient's mailbox), `non_accettata` (the sender's
 * provider refused it), `mancata_consegna` (the recipient's provider could not deliver), or
 * `nessuna_ricevuta` (no delivery receipt after PEC_RECEIPT_TIMEOUT_HOURS).
 */
export const PEC_RECIPIENT_STATES = [
  "inviata",
  "accettata",
  "consegnata",
  "non_accettata",
  "mancata_consegna",
  "nessuna_ricevuta",
] as const;
export const pecRecipientStateSchema = z.enum(PEC_RECIPIENT_STATES);
export type PecRecipientState = z.infer<typeof pecRecipientStateSchema>;

/** The message itself: waiting in the outbox, handed to the sender's SMTP server, or not sent (with why). */
export const PEC_MESSAGE_STATUSES = ["in_coda", "inviato", "non_inviato"] as const;
export const pecMessageStatusSchema = z.enum(PEC_MESSAGE_STATUSES);
export type PecMessageStatus = z.infer<typeof pecMessageStatusSchema>;

/** The receipts' types, as the `X-Ricevuta` header names them (DM 2 novembre 2005, all. art. 2). */
export const PEC_RECEIPT_TYPES = [
  "accettazione",
  "non-accettazione",
  "presa-in-carico",
  "avvenuta-consegna",
  "errore-consegna",
  "preavviso-errore-consegna",
  "rilevazione-virus",
] as const;
export const pecReceiptTypeSchema = z.enum(PEC_RECEIPT_TYPES);
export type PecReceiptType = z.infer<typeof pecReceiptTypeSchema>;

/** `202` of send-pec: the outbox row, its Message-ID (stored before the message leaves) and each recipient. */
export const pecSendResultSchema = z.object({
  id: z.number().int(),
  message_id: z.string(),
  recipients: z.array(z.object({ address: z.string(), state: pecRecipientStateSchema })),
});
export type PecSendResult = z.infer<typeof pecSendResultSchema>;

/** A receipt as listed: `valid` false when unsigned, badly signed or signed by an untrusted authority. */
export const pecReceiptSchema = z.object({
  id: z.number().int(),
  type: pecReceiptTypeSchema,
  /** The provider's own time from daticert.xml (ISO 8601), else when it was read. */
  received_at: z.string(),
  valid: z.boolean(),
  /** Why it is not valid, in the caller's language; null when valid. */
  problem: z.string().nullable(),
});
export type PecReceipt = z.infer<typeof pecReceiptSchema>;

export const pecRecipientSchema = z.object({
  address: z.string(),
  state: pecRecipientStateSchema,
  /** The provider's reason for a refusal or a failed delivery (daticert.xml `errore-esteso`). */
  reason: z.string().nullable(),
  receipts: z.array(pecReceiptSchema),
});
export type PecRecipient = z.infer<typeof pecRecipientSchema>;

/** `GET /api/agreement/customer/agreement/pec-messages/list/{id}/`: newest first. */
export const pecMessageSchema = z.object({
  id: z.number().int(),
  message_id: z.string(),
  subject: z.string(),
  status: pecMessageStatusSchema,
  /** Why it was not sent, in the caller's language; null otherwise. */
  error: z.string().nullable(),
  /** The sender's PEC address it went from. */
  from_address: z.string(),
  attachment_name: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  recipients: z.array(pecRecipientSchema),
});
export type PecMessage = z.infer<typeof pecMessageSchema>;
export const pecMessageListSchema = z.object({ results: z.array(pecMessageSchema) });
export type PecMessageList = z.infer<typeof pecMessageListSchema>;

/**
 * `GET /api/agreement/customer/agreement/pec-recipients/{id}/`: the PEC addresses the form offers,
 * from the contract's parties' PEC fields and the address book's PEC. An address typed by hand
 * that is none of these gets the warning that a PEC to an ordinary mailbox proves sending, not
 * delivery.
 */
export const pecRecipientSuggestionSchema = z.object({
  address: z.string(),
  name: z.string(),
  source: z.enum(["party", "address_book"]),
});
export const pecRecipientSuggestionsSchema = z.object({ results: z.array(pecRecipientSuggestionSchema) });
export type PecRecipientSuggestion = z.infer<typeof pecRecipientSuggestionSchema>;
