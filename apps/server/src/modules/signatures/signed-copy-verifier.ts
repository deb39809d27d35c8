import type { Language, SignedCopyFormat, SignerReport } from "@app/contracts";

/**
 * The one place the signed copies meet their verifier (issue 45 §2): the verification engine
 * (`@app/signatures` on its own thread, `engine-verifier.ts`), wired by the composition root
 * (`buildApp`); a test may hand `buildApp({ signedCopyVerifier })` another.
 */

/** A warning or a failure of one signature, as a code (the sentence is written when read). */
export interface StoredProblem {
  code: string;
  /** Values the sentence quotes (a date, a name), when it has any. */
  params?: Record<string, string>;
}

/** One signature as verified and kept: the contract's signer report, its problems as codes. */
export interface StoredSigner extends Omit<SignerReport, "problems"> {
  problems: StoredProblem[];
}

/** What the verifier answers for one file: its signatures read, or why it is refused. */
export type SignedCopyVerification =
  | { ok: true; format: SignedCopyFormat; matches_frozen: boolean; signers: StoredSigner[] }
  | { ok: false; refusal: string };

/**
 * Reads a file's signatures against the frozen PDF: never throws for a bad file (a refusal),
 * runs off the request thread with its own time and memory limits.
 */
export type VerifySignedCopy = (
  bytes: Buffer,
  options: { frozenPdf: Buffer },
) => Promise<SignedCopyVerification>;

export interface SignedCopyVerifier {
  verify: VerifySignedCopy;
  /** A stored problem as a sentence in the reader's language. */
  problemMessage(problem: StoredProblem, language: Language): string;
  /** A refusal as the 400's sentence in the reader's language. */
  refusalMessage(refusal: string, language: Language): string;
}
