import * as pkijs from "pkijs";
import { signatureTimestamp, signingCertificateMatches, signingTime } from "./attributes";
import { fiscalCode, isQualified, issuerName, signerName } from "./certificate";
import { verifyCountersignatures } from "./countersignature";
import { RefusedError, type SignatureProblem, type VerifiedSigner } from "./report";
import { judgeCertificate } from "./trust";
import type { TrustStore } from "./trust-store";

/** pkijs' codes for a signature whose bytes do not match (15) or do not verify (14, false). */
const DIGEST_MISMATCH = 15;

/**
 * The signature's integrity (RFC 5652 §5.4, §5.6): the message digest over the content, then the
 * signature over the signed attributes, by pkijs. A mismatch refuses the whole copy (the
 * document was changed after it was signed); a signature pkijs cannot even read, as unreadable.
 */
async function verifyIntegrity(
  signed: pkijs.SignedData,
  index: number,
  content: ArrayBuffer | undefined,
): Promise<pkijs.Certificate> {
  try {
    const result = await signed.verify({
      signer: index,
      ...(content ? { data: content } : {}),
      extendedMode: true,
    });
    if (!result.signatureVerified || !result.signerCertificate) throw new RefusedError("integrity_failed");
    return result.signerCertificate;
  } catch (error) {
    if (error instanceof RefusedError) throw error;
    if (error instanceof pkijs.SignedDataVerifyError && error.code === DIGEST_MISMATCH)
      throw new RefusedError(error.message.includes("Message digest") ? "integrity_failed" : "unreadable");
    throw new RefusedError("unreadable");
  }
}

const iso = (date: Date) => date.toISOString();

/**
 * A verified signature described (issue 45 §2): its signer's certificate read, its time, and the
 * certificate judged at that time against the trust store. `carried` are the certificates the
 * envelope holds, the intermediates of the chain. `claimedElsewhere` is the signer's claimed
 * time outside the CMS (a PAdES signature dictionary's /M), read when the CMS has no
 * signing-time, as PAdES baseline signatures have none.
 */
export async function describeSigner(
  info: pkijs.SignerInfo,
  certificate: pkijs.Certificate,
  carried: pkijs.Certificate[],
  trust: TrustStore,
  claimedElsewhere: Date | null = null,
): Promise<VerifiedSigner> {
  const problems: SignatureProblem[] = [];

  const essMatches = await signingCertificateMatches(info, certificate);
  if (essMatches === false) problems.push({ code: "signing_certificate_mismatch" });

  const claimed = signingTime(info) ?? claimedElsewhere;
  const stamp = await signatureTimestamp(info);
  if (stamp && "invalid" in stamp) problems.push({ code: "timestamp_invalid" });
  const stamped = stamp && "at" in stamp ? stamp.at : null;
  const signedAt = stamped ?? claimed;
  if (!signedAt) problems.push({ code: "no_signing_time" });

  const at = signedAt ?? new Date();
  if (at < certificate.notBefore.value) problems.push({ code: "certificate_not_yet_valid_at_signing" });
  if (at > certificate.notAfter.value) problems.push({ code: "certificate_expired_at_signing" });

  const verdict = await judgeCertificate(certificate, carried, trust, at);
  if (!verdict.chains) problems.push({ code: "untrusted_issuer" });
  if (verdict.revocation === "revoked") problems.push({ code: "revoked" });
  const qualified = isQualified(certificate);
  if (!qualified) problems.push({ code: "not_qualified" });
  if (verdict.demo) problems.push({ code: "demo_authority" });

  return {
    name: signerName(certificate),
    fiscal_code: fiscalCode(certificate),
    issuer: issuerName(certificate),
    qualified,
    signed_at: signedAt ? iso(signedAt) : null,
    signed_at_source: stamped ? "timestamp" : claimed ? "signing_time" : null,
    certificate_valid_from: iso(certificate.notBefore.value),
    certificate_valid_to: iso(certificate.notAfter.value),
    integrity: essMatches !== false,
    trusted: verdict.trusted && verdict.revocation !== "revoked",
    revocation: verdict.revocation,
    problems,
  };
}

/** The certificates an envelope carries (attribute certificates and others left aside). */
export const carriedCertificates = (signed: pkijs.SignedData) =>
  (signed.certificates ?? []).filter((item): item is pkijs.Certificate => item instanceof pkijs.Certificate);

/**
 * One signature of a CMS SignedData, verified and described, followed by its countersignatures
 * (RFC 5652 §11.4), each a signature of this one's value.
 */
export async function verifySigner(
  signed: pkijs.SignedData,
  index: number,
  content: ArrayBuffer | undefined,
  trust: TrustStore,
  claimedElsewhere: Date | null = null,
): Promise<VerifiedSigner[]> {
  const certificate = await verifyIntegrity(signed, index, content);
  const info = signed.signerInfos[index] as pkijs.SignerInfo;
  const carried = carriedCertificates(signed);
  const counter = await verifyCountersignatures(info, carried);
  const described = [await describeSigner(info, certificate, carried, trust, claimedElsewhere)];
  for (const item of counter)
    described.push(await describeSigner(item.info, item.certificate, carried, trust));
  return described;
}
