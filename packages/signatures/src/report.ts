import type { SignedCopyFormat, SignerReport } from "@app/contracts";

/**
 * What may be wrong with one signature, as a code the service stores and a sentence rendered in
 * the reader's language (messages.ts). Warnings and failures alike: the report keeps the copy.
 */
export const PROBLEM_CODES = [
  "integrity_failed",
  "signing_certificate_mismatch",
  "certificate_expired_at_signing",
  "certificate_not_yet_valid_at_signing",
  "untrusted_issuer",
  "revoked",
  "not_qualified",
  "no_signing_time",
  "timestamp_invalid",
  "demo_authority",
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

export interface SignatureProblem {
  code: ProblemCode;
  /** Values the sentence quotes (a date, a name), when it has any. */
  params?: Record<string, string>;
}

/** One signature as verified: the contract's signer report, its problems still as codes. */
export interface VerifiedSigner extends Omit<SignerReport, "problems"> {
  problems: SignatureProblem[];
}

export interface VerifiedCopy {
  ok: true;
  format: SignedCopyFormat;
  /** CAdES: the innermost content is the frozen PDF; PAdES: the frozen PDF is the first revision. */
  matches_frozen: boolean;
  signers: VerifiedSigner[];
}

/** Why a file is refused (400, nothing stored). */
export const REFUSAL_CODES = [
  "not_a_signature",
  "pdf_without_signatures",
  "corrupted",
  "integrity_failed",
  "unreadable",
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

export interface Refusal {
  ok: false;
  refusal: RefusalCode;
}

export const refuse = (refusal: RefusalCode): Refusal => ({ ok: false, refusal });

/** Thrown inside the verifier to end it with a refusal; never leaves verifySignedCopy. */
export class RefusedError extends Error {
  constructor(readonly refusal: RefusalCode) {
    super(`signed copy refused: ${refusal}`);
    this.name = "RefusedError";
  }
}
