import { z } from "zod";

/**
 * The signature a contract needs (issue 45), declared by its template version: simple (FES),
 * advanced (FEA) or qualified/digital (FEQ). Art. 1350 c.c. nn. 1–12 contracts (the preliminary
 * sale of real estate, leases over nine years) are void without FEQ (CAD art. 21, c. 2-bis).
 */
export const SIGNATURE_LEVELS = ["fes", "fea", "feq"] as const;
export const signatureLevelSchema = z.enum(SIGNATURE_LEVELS);
export type SignatureLevel = z.infer<typeof signatureLevelSchema>;

/** The two states a contract takes on the way to its signatures, after the four of spec §4. */
export const SIGNATURE_STATUSES = ["in_firma", "firmato"] as const;

/** A signed copy's envelope: CAdES (`.p7m`, possibly nested) or PAdES (a signed PDF). */
export const signedCopyFormatSchema = z.enum(["cades", "pades"]);
export type SignedCopyFormat = z.infer<typeof signedCopyFormatSchema>;

/** Revocation as checked against the CRLs kept beside the trust store. */
export const signatureRevocationSchema = z.enum(["good", "revoked", "not_checked"]);
export type SignatureRevocation = z.infer<typeof signatureRevocationSchema>;

/** Where `signed_at` was read: a timestamp token (RFC 3161), or the signer's own claim. */
export const signedAtSourceSchema = z.enum(["timestamp", "signing_time"]);

/** One signature of a signed copy, in words the lawyer reads (issue 45 §2). */
export const signerReportSchema = z.object({
  name: z.string(),
  /** From the subject's serialNumber `TINIT-…` (ETSI EN 319 412-1 §5.1.3), else null. */
  fiscal_code: z.string().nullable(),
  /** The issuing authority's name (its organisation, else its common name). */
  issuer: z.string(),
  /** The certificate declares QcCompliance (ETSI EN 319 412-5). */
  qualified: z.boolean(),
  /** ISO 8601, or null when the signature carries neither a timestamp nor a signing time. */
  signed_at: z.string().nullable(),
  signed_at_source: signedAtSourceSchema.nullable(),
  certificate_valid_from: z.string(),
  certificate_valid_to: z.string(),
  /** The CMS signature verifies over its signed attributes and the digest matches (RFC 5652). */
  integrity: z.boolean(),
  /** The certificate chains, at the signing time, to an authority of the trust store. */
  trusted: z.boolean(),
  revocation: signatureRevocationSchema,
  /** Each warning or failure as a sentence in the caller's language. */
  problems: z.array(z.string()),
});
export type SignerReport = z.infer<typeof signerReportSchema>;

/** A party of the contract with a codice fiscale, and whether one of the signers is they. */
export const signedPartySchema = z.object({
  /** The party field's slug (with the item's index for a repeated party: `tenants.1`). */
  party: z.string(),
  name: z.string(),
  signed: z.boolean(),
});
export type SignedParty = z.infer<typeof signedPartySchema>;

/** `signed-copy/upload/{id}/` (201) and each item of `signed-copy/list/{id}/`. */
export const signedCopyReportSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  format: signedCopyFormatSchema,
  sha256: z.string(),
  /** CAdES: the enveloped content is the frozen PDF; PAdES: the frozen PDF is the first revision. */
  matches_frozen: z.boolean(),
  signers: z.array(signerReportSchema),
  parties: z.array(signedPartySchema),
  /** Signed here through a remote signature provider (issue 46), not uploaded. */
  signed_in_product: z.boolean(),
  date_create: z.string(),
});
export type SignedCopyReport = z.infer<typeof signedCopyReportSchema>;
