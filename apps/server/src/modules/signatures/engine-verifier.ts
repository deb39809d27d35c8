import type { Language } from "@app/contracts";
import type { RefusalCode, SignatureProblem } from "@app/signatures";
// From the sentences' own module, not the package's index: the bundle would count every module
// the index names as the main thread's, and load pkijs and the PDF libraries at start-up
// (DESIGN §11, memory).
import { problemMessage, refusalMessage } from "@app/signatures/messages";
import type { SignatureVerifier } from "../../platform/signatures/signature-verification";
import type { SignedCopyVerifier, StoredProblem } from "./signed-copy-verifier";

/**
 * The verification engine (`@app/signatures`, on its own thread: `platform/signatures`) as the
 * signed copies' verifier. A code the engine does not know (one stored by a later version, say)
 * is shown as itself rather than failing the whole list.
 */
export function engineVerifier(engine: SignatureVerifier): SignedCopyVerifier {
  return {
    verify: (bytes, { frozenPdf }) => engine.verify(bytes, frozenPdf),
    problemMessage(problem: StoredProblem, language: Language) {
      try {
        return problemMessage(problem as SignatureProblem, language) ?? problem.code;
      } catch {
        return problem.code;
      }
    },
    refusalMessage(refusal: string, language: Language) {
      try {
        return refusalMessage(refusal as RefusalCode, language) ?? refusal;
      } catch {
        return refusal;
      }
    },
  };
}
