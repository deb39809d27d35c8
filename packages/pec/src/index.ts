export {
  createTestAuthority,
  issueProviderCertificate,
  type KeyAndCertificate,
} from "./authority";
export {
  buildPostaCertificata,
  buildReceipt,
  type OriginalMessage,
  type PecProvider,
  providerMessageIdFor,
  type ReceiptInput,
} from "./build";
export {
  DATICERT_ERRORS,
  DATICERT_TYPES,
  type Daticert,
  type DaticertError,
  type DaticertType,
  readDaticert,
  writeDaticert,
} from "./daticert";
export { MAX_MESSAGE_BYTES } from "./mime";
export { type ParsedReceipt, type ParseOptions, parseReceipt, type ReceiptParse } from "./parse";
export type { SigningKey } from "./sign";
export { recipientState, type StateInput, type StateReceipt, type StateResult } from "./state";
export { SUBJECT_PREFIX } from "./texts";
export type { SignatureCheck, SignatureProblem } from "./verify";
