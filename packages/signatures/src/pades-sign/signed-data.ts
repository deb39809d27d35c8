import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import { readSignedData } from "../cms";
import { OID } from "../oids";
import { ALGORITHM, type ReadCertificate } from "./certificates";
import { readSignedAttributes } from "./signed-attributes";

/** RFC 5754 §2: SHA-2 identifiers are generated without parameters. */
const sha256Identifier = () => new pkijs.AlgorithmIdentifier({ algorithmId: ALGORITHM.sha256 });

/** RFC 4055 §5: sha256WithRSAEncryption's parameters are NULL; RFC 5758 §3.2: ECDSA's absent. */
function signatureIdentifier(algorithm: string): pkijs.AlgorithmIdentifier {
  return algorithm === ALGORITHM.sha256WithRsa
    ? new pkijs.AlgorithmIdentifier({ algorithmId: algorithm, algorithmParams: new asn1js.Null() })
    : new pkijs.AlgorithmIdentifier({ algorithmId: algorithm });
}

/**
 * Whether `bytes` is exactly one DER Ecdsa-Sig-Value, SEQUENCE { r INTEGER, s INTEGER }, with
 * nothing after it. Its first byte alone does not tell: an r‖s answer starts with r, whose first
 * byte is DER's SEQUENCE tag (0x30) once in 256 signatures.
 */
function isDerEcdsaSignature(bytes: Uint8Array<ArrayBuffer>): boolean {
  if (bytes[0] !== 0x30) return false;
  const parsed = asn1js.fromBER(bytes);
  if (parsed.offset !== bytes.length || !(parsed.result instanceof asn1js.Sequence)) return false;
  const parts = parsed.result.valueBlock.value;
  return parts.length === 2 && parts.every((part) => part instanceof asn1js.Integer);
}

/**
 * The signature value as CMS carries it. An ECDSA value is the DER Ecdsa-Sig-Value (RFC 5753);
 * a provider that answers r‖s (IEEE P1363, as WebCrypto signs) has it re-encoded by pkijs.
 */
function cmsSignatureValue(value: Uint8Array, algorithm: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(value);
  if (algorithm !== ALGORITHM.ecdsaWithSha256 || isDerEcdsaSignature(bytes)) return bytes;
  return new Uint8Array(pkijs.createCMSECDSASignature(bytes.buffer));
}

export interface SignedDataInput {
  signer: ReadCertificate;
  chain: ReadCertificate[];
  signedAttributes: Uint8Array;
  signatureAlgorithm: string;
  signatureValue: Uint8Array;
}

/**
 * A detached CMS SignedData (RFC 5652; CAdES baseline B-B, ETSI EN 319 122-1): the signer's
 * certificate and its chain, one SignerInfo with the prepared signed attributes and the value
 * the remote provider returned. DER, as a PDF's /Contents takes it.
 */
export function signedDataDer(input: SignedDataInput): Uint8Array<ArrayBuffer> {
  const { certificate } = input.signer;
  const signerInfo = new pkijs.SignerInfo({
    version: 1,
    sid: new pkijs.IssuerAndSerialNumber({
      issuer: certificate.issuer,
      serialNumber: certificate.serialNumber,
    }),
    digestAlgorithm: sha256Identifier(),
    signedAttrs: readSignedAttributes(input.signedAttributes),
    signatureAlgorithm: signatureIdentifier(input.signatureAlgorithm),
    signature: new asn1js.OctetString({
      valueHex: cmsSignatureValue(input.signatureValue, input.signatureAlgorithm),
    }),
  });
  const signed = new pkijs.SignedData({
    version: 1,
    digestAlgorithms: [sha256Identifier()],
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
    certificates: [certificate, ...input.chain.map((item) => item.certificate)],
    signerInfos: [signerInfo],
  });
  const content = new pkijs.ContentInfo({ contentType: OID.signedData, content: signed.toSchema(true) });
  return new Uint8Array(content.toSchema().toBER(false));
}

/**
 * Whether the CMS, read back from its own DER by pkijs, verifies over `content`: the
 * message digest is the content's, and the signature value verifies with the certificate's
 * public key over the signed attributes.
 */
export async function signedDataVerifies(
  der: Uint8Array,
  content: Uint8Array<ArrayBuffer>,
): Promise<boolean> {
  try {
    const signed = readSignedData(der);
    if (!signed) return false;
    const whole = content.byteLength === content.buffer.byteLength ? content : content.slice();
    const result = await signed.verify({ signer: 0, data: whole.buffer, extendedMode: true });
    return result.signatureVerified === true;
  } catch {
    return false;
  }
}
