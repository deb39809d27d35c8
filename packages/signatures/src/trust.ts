import type { SignatureRevocation } from "@app/contracts";
import * as pkijs from "pkijs";
import { sameBytes } from "./bytes";
import type { TrustStore } from "./trust-store";

export interface CertificateVerdict {
  /** Chains to an anchor of the store, every certificate of the path valid at the date. */
  trusted: boolean;
  /** Chains to an anchor at some moment of its validity: false means an unknown authority. */
  chains: boolean;
  /** The path ends at the demonstration authority. */
  demo: boolean;
  revocation: SignatureRevocation;
}

const sameCertificate = (a: pkijs.Certificate, b: pkijs.Certificate) => sameBytes(a.tbsView, b.tbsView);

/** The certificate path from `leaf` to an anchor, valid at `date`, else null (pkijs' engine). */
async function pathAt(
  leaf: pkijs.Certificate,
  others: pkijs.Certificate[],
  trust: TrustStore,
  date: Date,
): Promise<pkijs.Certificate[] | null> {
  const engine = new pkijs.CertificateChainValidationEngine({
    trustedCerts: trust.anchors.map((anchor) => anchor.certificate),
    // The engine takes the last certificate as the one to validate.
    certs: [...others.filter((other) => !sameCertificate(other, leaf)), leaf],
    checkDate: date,
  });
  try {
    const result = await engine.verify();
    return result.result ? (result.certificatePath ?? [leaf]) : null;
  } catch {
    return null;
  }
}

/** A moment inside the certificate's validity, nearest to `date`. */
function withinValidity(certificate: pkijs.Certificate, date: Date): Date {
  const from = certificate.notBefore.value.getTime();
  const to = certificate.notAfter.value.getTime();
  return new Date(Math.min(Math.max(date.getTime(), from), to));
}

/**
 * Revocation at `date` by the store's CRLs: "revoked" when a CRL the issuer signed lists the
 * certificate as revoked at or before that moment, "good" when such a CRL does not, else
 * "not_checked" (no CRL of this issuer, or none whose signature verifies).
 */
async function revocationAt(
  certificate: pkijs.Certificate,
  issuer: pkijs.Certificate | undefined,
  trust: TrustStore,
  date: Date,
): Promise<SignatureRevocation> {
  if (!issuer) return "not_checked";
  let checked = false;
  for (const crl of trust.crls) {
    if (!crl.issuer.isEqual(certificate.issuer)) continue;
    try {
      if (!(await crl.verify({ issuerCertificate: issuer }))) continue;
    } catch {
      continue;
    }
    checked = true;
    const entry = crl.revokedCertificates?.find((revoked) =>
      revoked.userCertificate.isEqual(certificate.serialNumber),
    );
    if (entry && entry.revocationDate.value.getTime() <= date.getTime()) return "revoked";
  }
  return checked ? "good" : "not_checked";
}

/**
 * Judges the signer's certificate at the moment of signing: does it chain to the store's
 * anchors (with the certificates the signature carries as intermediates), was every link valid
 * then, was it revoked by then, and is its authority the demonstration one.
 */
export async function judgeCertificate(
  certificate: pkijs.Certificate,
  carried: pkijs.Certificate[],
  trust: TrustStore,
  at: Date,
): Promise<CertificateVerdict> {
  const exact = await pathAt(certificate, carried, trust, at);
  const path = exact ?? (await pathAt(certificate, carried, trust, withinValidity(certificate, at)));
  const demo =
    path?.some((link) =>
      trust.anchors.some((anchor) => anchor.demo && sameCertificate(anchor.certificate, link)),
    ) ?? false;
  const issuer =
    path?.[1] ??
    [...carried, ...trust.anchors.map((anchor) => anchor.certificate)].find((candidate) =>
      candidate.subject.isEqual(certificate.issuer),
    );
  return {
    trusted: exact !== null,
    chains: path !== null,
    demo,
    revocation: await revocationAt(certificate, issuer, trust, at),
  };
}
