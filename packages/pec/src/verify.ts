// The provider's S/MIME signature on a receipt, verified with @app/signatures' own parsing and
// trust judgement (pkijs): the message digest over the signed bytes, the signature over the signed
// attributes, and the signer's certificate chaining to the trust store when the receipt is read.
import {
  carriedCertificates,
  judgeCertificate,
  readSignedData,
  signerName,
  type TrustStore,
} from "@app/signatures";
import * as asn1js from "asn1js";
import type * as pkijs from "pkijs";

/** id-data (RFC 5652 §4): S/MIME signs a MIME entity, never another kind of content. */
const ID_DATA = "1.2.840.113549.1.7.1";

export type SignatureProblem = "unsigned" | "bad_signature" | "untrusted";

export interface SignatureCheck {
  valid: boolean;
  problem: SignatureProblem | null;
  signer: string | null;
}

const buffer = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/** The CMS read, or null when the bytes are not a SignedData (a bad signature, not a crash). */
function read(cms: Uint8Array): pkijs.SignedData | null {
  try {
    return readSignedData(cms);
  } catch {
    return null;
  }
}

/**
 * `content` the detached content (multipart/signed), or undefined when the CMS envelopes it
 * (application/pkcs7-mime). Every signer of the CMS must verify; the first names the signer.
 * The certificate is judged at `at`, by default now: the signing time is the signer's own claim,
 * and a key revoked after a compromise could claim any earlier time.
 */
export async function checkSignature(
  cms: Uint8Array,
  content: Uint8Array | undefined,
  trust: TrustStore,
  at: Date | undefined,
): Promise<SignatureCheck> {
  const signed = read(cms);
  if (!signed || signed.signerInfos.length === 0)
    return { valid: false, problem: "bad_signature", signer: null };
  const encapsulated = signed.encapContentInfo;
  // pkijs verifies over the content inside the CMS whenever there is one, ignoring the detached
  // content it is given: a CMS that carries its own content (any .p7m a trusted key signed)
  // would otherwise vouch for any first part of a multipart/signed.
  if (encapsulated.eContentType !== ID_DATA || (content !== undefined && encapsulated.eContent))
    return { valid: false, problem: "bad_signature", signer: null };
  const when = at ?? new Date();
  let first: pkijs.Certificate | null = null;
  for (let index = 0; index < signed.signerInfos.length; index++) {
    let certificate: pkijs.Certificate | undefined;
    try {
      const result = await signed.verify({
        signer: index,
        ...(content ? { data: buffer(content) } : {}),
        extendedMode: true,
      });
      if (result.signatureVerified) certificate = result.signerCertificate ?? undefined;
    } catch {
      certificate = undefined;
    }
    if (!certificate)
      return { valid: false, problem: "bad_signature", signer: first ? signerName(first) : null };
    first ??= certificate;
    const verdict = await judgeCertificate(certificate, carriedCertificates(signed), trust, when);
    if (!verdict.trusted || verdict.revocation === "revoked")
      return { valid: false, problem: "untrusted", signer: signerName(certificate) };
  }
  return { valid: true, problem: null, signer: first ? signerName(first) : null };
}

/** The content an opaque CMS envelopes (application/pkcs7-mime), or null. */
export function envelopedEntity(cms: Uint8Array): Uint8Array | null {
  const signed = read(cms);
  const eContent = signed?.encapContentInfo.eContent;
  // Anything but an OCTET STRING (a CMS written by hand) envelopes no entity.
  if (!(eContent instanceof asn1js.OctetString)) return null;
  try {
    // A constructed OCTET STRING (BER) is read whole by asn1js' getValue.
    return new Uint8Array(eContent.getValue());
  } catch {
    return null;
  }
}
