// For other readers of CMS signatures (the PEC receipts' S/MIME, issue 47): the same parsing,
// integrity and trust judgement as the signed copies'.
export { signingTime } from "./attributes";
export { signerName } from "./certificate";
export { readSignedData } from "./cms";
export { DEMO_AUTHORITY_PEM } from "./demo-authority";
export { problemMessage, refusalMessage, signerInWords } from "./messages";
export { completePadesSignature } from "./pades-sign/complete";
export { type CertificateSummary, describeCertificate } from "./pades-sign/describe";
export { preparePadesSignature } from "./pades-sign/prepare";
export type {
  ByteRange,
  CertificateInput,
  PadesSignerOptions,
  PreparedPadesSignature,
} from "./pades-sign/types";
export {
  PROBLEM_CODES,
  type ProblemCode,
  REFUSAL_CODES,
  type Refusal,
  type RefusalCode,
  type SignatureProblem,
  type VerifiedCopy,
  type VerifiedSigner,
} from "./report";
export { carriedCertificates } from "./signer";
export { judgeCertificate } from "./trust";
export { demoTrustAnchor, loadTrustStore, type TrustAnchor, type TrustStore } from "./trust-store";
export { type VerifyOptions, verifySignedCopy } from "./verify";
