import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import { sameBytes } from "./bytes";
import { DIGESTS, OID } from "./oids";

function attribute(set: pkijs.SignedAndUnsignedAttributes | undefined, type: string) {
  return set?.attributes.find((item) => item.type === type)?.values[0];
}

/** The signer's own claim of when they signed (RFC 5652 §11.3), else null. */
export function signingTime(signer: pkijs.SignerInfo): Date | null {
  const value = attribute(signer.signedAttrs, OID.signingTime);
  if (value instanceof asn1js.UTCTime || value instanceof asn1js.GeneralizedTime) {
    const date = value.toDate();
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

/**
 * ESS signing-certificate(-v2) (RFC 2634 / RFC 5035): the hash of the certificate the signer
 * committed to, which must be the certificate that verifies the signature. Null when the
 * signature carries neither attribute; true/false when it does. asn1js has parsed the attribute;
 * its first ESSCertID is read by position, as the RFCs lay it out.
 */
export async function signingCertificateMatches(
  signer: pkijs.SignerInfo,
  certificate: pkijs.Certificate,
): Promise<boolean | null> {
  const v2 = attribute(signer.signedAttrs, OID.signingCertificateV2);
  const v1 = v2 ? undefined : attribute(signer.signedAttrs, OID.signingCertificate);
  const value = v2 ?? v1;
  if (!value) return null;
  const certs = value instanceof asn1js.Sequence ? value.valueBlock.value[0] : undefined;
  const first = certs instanceof asn1js.Sequence ? certs.valueBlock.value[0] : undefined;
  if (!(first instanceof asn1js.Sequence)) return false;
  const [head, next] = first.valueBlock.value;
  // ESSCertIDv2 may name its hash algorithm (SHA-256 by default); ESSCertID is always SHA-1.
  let digest = v2 ? "SHA-256" : "SHA-1";
  let hash = head;
  if (v2 && head instanceof asn1js.Sequence) {
    const algorithm = new pkijs.AlgorithmIdentifier({ schema: head });
    const named = DIGESTS[algorithm.algorithmId];
    if (!named) return false;
    digest = named;
    hash = next;
  }
  if (!(hash instanceof asn1js.OctetString)) return false;
  const der = certificate.toSchema().toBER(false);
  const actual = new Uint8Array(await crypto.subtle.digest(digest, der));
  return sameBytes(actual, hash.valueBlock.valueHexView);
}

export type TimestampReading = { at: Date } | { invalid: true } | null;

/**
 * The signature's RFC 3161 timestamp (id-aa-signatureTimeStampToken), when it has one: pkijs
 * verifies the token's own signature and that its message imprint is the hash of this
 * signature's value. An invalid token is said, and the signer's claimed time applies instead.
 */
export async function signatureTimestamp(signer: pkijs.SignerInfo): Promise<TimestampReading> {
  const token = attribute(signer.unsignedAttrs, OID.signatureTimeStampToken);
  if (!token) return null;
  try {
    const content = new pkijs.ContentInfo({ schema: token });
    if (content.contentType !== OID.signedData) return { invalid: true };
    const signed = new pkijs.SignedData({ schema: content.content });
    const eContent = signed.encapContentInfo.eContent;
    if (!eContent) return { invalid: true };
    const info = pkijs.TSTInfo.fromBER(eContent.getValue());
    const value = signer.signature.valueBlock.valueHexView;
    const result = await signed.verify({
      signer: 0,
      data: value.slice().buffer,
      extendedMode: true,
    });
    return result.signatureVerified ? { at: info.genTime } : { invalid: true };
  } catch {
    return { invalid: true };
  }
}
