// The signatures' public surface (issue 45): a contract frozen for signature, its signed copies
// verified and kept. The composition root wires the verifier (`SignedCopyVerifier`).

export { engineVerifier } from "./engine-verifier";
export { signatureRoutes } from "./signature.routes";
export * from "./signature.table";
export type {
  SignedCopyVerification,
  SignedCopyVerifier,
  StoredProblem,
  StoredSigner,
  VerifySignedCopy,
} from "./signed-copy-verifier";
