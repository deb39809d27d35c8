import type { Language, SignedCopyReport, SignedParty } from "@app/contracts";
import { translate } from "../../platform/i18n/translate";
import type { SignedCopyRow } from "./signature.table";
import type { SignedCopyVerifier, StoredProblem } from "./signed-copy-verifier";
import { LEVEL_INSUFFICIENT } from "./signed-parties";

type KeptCopy = Omit<SignedCopyRow, "agreement_id" | "content">;

/**
 * The only place a kept copy becomes the report (issue 45 §2): its problems written as sentences
 * in the reader's language, the contract's parties as the kept copies sign them.
 */
export function toSignedCopyReport(
  copy: KeptCopy,
  parties: SignedParty[],
  verifier: SignedCopyVerifier,
  language: Language,
): SignedCopyReport {
  const sentence = (problem: StoredProblem) =>
    problem.code === LEVEL_INSUFFICIENT
      ? translate(language, "signature_level_insufficient")
      : verifier.problemMessage(problem, language);
  return {
    id: copy.id,
    file_name: copy.file_name,
    format: copy.format,
    sha256: copy.sha256,
    matches_frozen: copy.matches_frozen,
    signers: copy.signers.map((signer) => ({ ...signer, problems: signer.problems.map(sentence) })),
    parties,
    signed_in_product: copy.signed_in_product,
    date_create: copy.created_at.toISOString(),
  };
}
