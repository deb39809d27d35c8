import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import { PARSER_LIMITS } from "../cms";
import { OID } from "../oids";
import type { ReadCertificate } from "./certificates";

const sha256 = async (bytes: Uint8Array<ArrayBuffer>) =>
  new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));

/**
 * ESS signing-certificate-v2 (RFC 5035): the SHA-256 of the signer's certificate (the default
 * algorithm, so left out as DER asks) and its issuer and serial number, binding the signature to
 * that certificate. ETSI EN 319 122-1 requires it of every CAdES baseline signature.
 */
async function signingCertificateV2({ der, certificate }: ReadCertificate): Promise<pkijs.Attribute> {
  const issuerSerial = new pkijs.IssuerSerial({
    issuer: new pkijs.GeneralNames({
      names: [new pkijs.GeneralName({ type: 4, value: certificate.issuer })],
    }),
    serialNumber: certificate.serialNumber,
  });
  const essCertIdV2 = new asn1js.Sequence({
    value: [new asn1js.OctetString({ valueHex: await sha256(der) }), issuerSerial.toSchema()],
  });
  return new pkijs.Attribute({
    type: OID.signingCertificateV2,
    values: [new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertIdV2] })] })],
  });
}

const derOf = (attribute: pkijs.Attribute) => new Uint8Array(attribute.toSchema().toBER(false));

/** X.690 §11.6: a DER SET OF lists its elements in the order of their encodings. */
function byEncoding(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
}

/**
 * The signed attributes of a PAdES baseline B-B signature (ETSI EN 319 142-1 §6.3): content-type
 * id-data, message-digest of the signed byte ranges, signing-certificate-v2. No signing-time:
 * PAdES puts the claimed time in the signature dictionary's /M instead. Returned as the DER of
 * the SET OF that the signature value signs (RFC 5652 §5.4).
 */
export async function padesSignedAttributes(
  messageDigest: Uint8Array<ArrayBuffer>,
  signer: ReadCertificate,
): Promise<Uint8Array<ArrayBuffer>> {
  const attributes = [
    new pkijs.Attribute({
      type: OID.contentType,
      values: [new asn1js.ObjectIdentifier({ value: OID.data })],
    }),
    new pkijs.Attribute({
      type: OID.messageDigest,
      values: [new asn1js.OctetString({ valueHex: messageDigest })],
    }),
    await signingCertificateV2(signer),
  ];
  const encoded = attributes.map(derOf).sort(byEncoding);
  const set = new asn1js.Set({ value: encoded.map((der) => asn1js.fromBER(der).result) });
  return new Uint8Array(set.toBER(false));
}

/** The attributes of a signed-attributes SET read back by asn1js and pkijs, for the CMS. */
export function readSignedAttributes(der: Uint8Array): pkijs.SignedAndUnsignedAttributes {
  const parsed = asn1js.fromBER(der, PARSER_LIMITS);
  if (parsed.offset === -1 || !(parsed.result instanceof asn1js.Set))
    throw new Error("PAdES: the prepared signed attributes are not a DER SET");
  const attributes = parsed.result.valueBlock.value.map((schema) => new pkijs.Attribute({ schema }));
  return new pkijs.SignedAndUnsignedAttributes({ type: 0, attributes });
}

export { sha256 };
