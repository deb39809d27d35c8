// A CMS SignedData (RFC 5652) over the canonical bytes of a MIME entity, as S/MIME's
// multipart/signed carries it (RFC 8551 §3.5), made by pkijs: content-type, message-digest and
// signing-time signed, the provider's certificate and its authority carried.
import { createHash } from "node:crypto";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import { importKey, pemDer, readCertificate } from "./authority";

const OID = {
  data: "1.2.840.113549.1.7.1",
  signedData: "1.2.840.113549.1.7.2",
  contentType: "1.2.840.113549.1.9.3",
  messageDigest: "1.2.840.113549.1.9.4",
  signingTime: "1.2.840.113549.1.9.5",
} as const;

export interface SigningKey {
  certificatePem: string;
  keyPem: string;
  /** Certificates carried besides the signer's (its authority), PEM. */
  chainPem?: string[];
}

const attribute = (type: string, value: asn1js.BaseBlock) => new pkijs.Attribute({ type, values: [value] });

/**
 * The DER of a SignedData over `content`, signed at `at`: detached (multipart/signed), or with
 * the content inside (`enveloping`, application/pkcs7-mime's opaque form). `contentType` other
 * than id-data only for the forged fixtures.
 */
export async function signCms(
  content: Uint8Array,
  key: SigningKey,
  at: Date,
  enveloping = false,
  contentType: string = OID.data,
): Promise<Uint8Array> {
  const certificate = readCertificate(key.certificatePem);
  const chain = (key.chainPem ?? []).map((item) => pkijs.Certificate.fromBER(pemDer(item, "CERTIFICATE")));
  const digest = new Uint8Array(createHash("sha256").update(content).digest());
  const bytes = content.buffer.slice(
    content.byteOffset,
    content.byteOffset + content.byteLength,
  ) as ArrayBuffer;
  const signed = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({
      eContentType: contentType,
      ...(enveloping ? { eContent: new asn1js.OctetString({ valueHex: bytes }) } : {}),
    }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({
          issuer: certificate.issuer,
          serialNumber: certificate.serialNumber,
        }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: [
            attribute(OID.contentType, new asn1js.ObjectIdentifier({ value: contentType })),
            attribute(OID.messageDigest, new asn1js.OctetString({ valueHex: digest.buffer })),
            attribute(OID.signingTime, new asn1js.UTCTime({ valueDate: at })),
          ],
        }),
      }),
    ],
    certificates: [certificate, ...chain],
  });
  await signed.sign(await importKey(key.keyPem), 0, "SHA-256", bytes);
  const info = new pkijs.ContentInfo({ contentType: OID.signedData, content: signed.toSchema(true) });
  return new Uint8Array(info.toSchema().toBER(false));
}
