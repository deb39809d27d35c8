import { fiscalCode, isQualified, issuerName, signerName } from "../certificate";
import { readCertificate } from "./certificates";
import type { CertificateInput } from "./types";

/** A remote credential's certificate as a signer chooses it (issue 46 §1.2). */
export interface CertificateSummary {
  holder: string;
  fiscal_code: string | null;
  issuer: string;
  valid_from: string;
  valid_to: string;
  qualified: boolean;
}

/**
 * What the product shows of a provider's certificate before the signer picks it: read from the
 * certificate itself (pkijs), not from the provider's own description of it.
 */
export function describeCertificate(input: CertificateInput): CertificateSummary {
  const { certificate } = readCertificate(input, "credential's certificate");
  return {
    holder: signerName(certificate),
    fiscal_code: fiscalCode(certificate),
    issuer: issuerName(certificate),
    valid_from: certificate.notBefore.value.toISOString(),
    valid_to: certificate.notAfter.value.toISOString(),
    qualified: isQualified(certificate),
  };
}
