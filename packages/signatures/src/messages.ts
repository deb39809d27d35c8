import type { Language, SignerReport } from "@app/contracts";
import type { ProblemCode, RefusalCode, SignatureProblem, VerifiedSigner } from "./report";

type Sentences<Code extends string> = Record<Code, Record<Language, string>>;

// Plain sentences a lawyer reads on the report: what is wrong, never how it was found.
const PROBLEMS: Sentences<ProblemCode> = {
  integrity_failed: {
    it: "La firma non corrisponde al documento: il documento è stato modificato dopo la firma.",
    en: "The signature does not match the document: the document was modified after it was signed.",
  },
  signing_certificate_mismatch: {
    it: "Il certificato allegato non è quello indicato dal firmatario nella firma.",
    en: "The attached certificate is not the one the signer named in the signature.",
  },
  certificate_expired_at_signing: {
    it: "Il certificato era scaduto al momento della firma.",
    en: "The certificate had expired when the document was signed.",
  },
  certificate_not_yet_valid_at_signing: {
    it: "Il certificato non era ancora valido al momento della firma.",
    en: "The certificate was not yet valid when the document was signed.",
  },
  untrusted_issuer: {
    it: "L'autorità che ha emesso il certificato non è tra quelle attendibili.",
    en: "The authority that issued the certificate is not among the trusted ones.",
  },
  revoked: {
    it: "Il certificato risulta revocato.",
    en: "The certificate has been revoked.",
  },
  not_qualified: {
    it: "Il certificato non è qualificato: la firma non è una firma digitale né una firma elettronica qualificata.",
    en: "The certificate is not qualified: the signature is neither a digital nor a qualified electronic signature.",
  },
  no_signing_time: {
    it: "La firma non indica quando è stata apposta.",
    en: "The signature does not say when it was made.",
  },
  timestamp_invalid: {
    it: "La marca temporale non è valida e non è stata considerata.",
    en: "The timestamp is not valid and was not taken into account.",
  },
  demo_authority: {
    it: "Firma di prova: l'autorità è quella dimostrativa, senza valore legale.",
    en: "Test signature: the authority is the demonstration one, with no legal value.",
  },
};

const REFUSALS: Sentences<RefusalCode> = {
  not_a_signature: {
    it: "Il file non è un documento firmato: carica la busta .p7m o il PDF firmato.",
    en: "The file is not a signed document: upload the .p7m envelope or the signed PDF.",
  },
  pdf_without_signatures: {
    it: "Il PDF non contiene alcuna firma.",
    en: "The PDF holds no signature.",
  },
  corrupted: {
    it: "Il file è incompleto o danneggiato.",
    en: "The file is incomplete or damaged.",
  },
  integrity_failed: {
    it: "Il documento è stato modificato dopo la firma.",
    en: "The document was modified after it was signed.",
  },
  unreadable: {
    it: "Non è stato possibile leggere le firme del file.",
    en: "The signatures in the file could not be read.",
  },
};

/** A signature's problem as a sentence in the reader's language. */
export function problemMessage(problem: SignatureProblem, language: Language): string {
  return PROBLEMS[problem.code][language];
}

/** Why a signed copy was refused, as the 400's sentence in the reader's language. */
export function refusalMessage(refusal: RefusalCode, language: Language): string {
  return REFUSALS[refusal][language];
}

/** A verified signer as the API shows it (signerReportSchema): each problem a sentence. */
export function signerInWords(signer: VerifiedSigner, language: Language): SignerReport {
  return { ...signer, problems: signer.problems.map((problem) => problemMessage(problem, language)) };
}
