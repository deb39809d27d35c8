import * as pkijs from "pkijs";
import { base64Bytes, pemBlocks } from "../pem";
import type { CertificateInput } from "./types";

/** The OIDs a PAdES signature made here announces (RFC 5754, RFC 4055, RFC 5758). */
export const ALGORITHM = {
  sha256: "2.16.840.1.101.3.4.2.1",
  rsaEncryption: "1.2.840.113549.1.1.1",
  sha256WithRsa: "1.2.840.113549.1.1.11",
  ecPublicKey: "1.2.840.10045.2.1",
  ecdsaWithSha256: "1.2.840.10045.4.3.2",
} as const;

export interface ReadCertificate {
  der: Uint8Array<ArrayBuffer>;
  certificate: pkijs.Certificate;
}

function certificateDer(input: CertificateInput): Uint8Array<ArrayBuffer> | null {
  if (typeof input !== "string") return new Uint8Array(input);
  const [block] = input.includes("-----BEGIN ") ? pemBlocks(input) : [];
  return block ? block.der : base64Bytes(input);
}

/** A certificate given as DER, PEM or Base64, read by pkijs; a clear error when it is none. */
export function readCertificate(input: CertificateInput, role: string): ReadCertificate {
  const der = certificateDer(input);
  try {
    if (!der) throw new Error("not DER, PEM or Base64");
    return { der, certificate: pkijs.Certificate.fromBER(der) };
  } catch (error) {
    throw new Error(`PAdES: the ${role} is not an X.509 certificate (${(error as Error).message})`);
  }
}

/**
 * The signature algorithm the certificate's key signs with, SHA-256 as the digest: PKCS#1 v1.5
 * for an RSA key, ECDSA for an EC key. Another key (RSA-PSS only, EdDSA) is refused: the CMS
 * would announce an algorithm the provider does not apply.
 */
export function signatureAlgorithmFor(certificate: pkijs.Certificate): string {
  const key = certificate.subjectPublicKeyInfo.algorithm.algorithmId;
  if (key === ALGORITHM.rsaEncryption) return ALGORITHM.sha256WithRsa;
  if (key === ALGORITHM.ecPublicKey) return ALGORITHM.ecdsaWithSha256;
  throw new Error(`PAdES: the certificate's key (${key}) is neither RSA nor EC`);
}
