import { sameBytes } from "../bytes";
import { signedBytes } from "../pades";
import { ALGORITHM, readCertificate, signatureAlgorithmFor } from "./certificates";
import { addSignaturePlaceholder } from "./placeholder";
import { padesSignedAttributes, sha256 } from "./signed-attributes";
import type { PadesSignerOptions, PreparedPadesSignature } from "./types";

/**
 * Room in /Contents beyond the certificates: the signature value (512 bytes for RSA-4096), the
 * signed attributes and the CMS structure take under 2 KB; the rest leaves room for an RFC 3161
 * signature timestamp, should the signature be extended to PAdES B-T later.
 */
const CONTENTS_HEADROOM = 8192;

/**
 * Step one of a remote signature (CSC `signatures/signHash`): appends to the PDF an incremental
 * update holding a visible signature field on the last page and an empty PAdES signature
 * (ETSI.CAdES.detached), and computes what the provider must sign: the SHA-256 of the CMS
 * signed attributes, which carry the digest of the signed byte ranges.
 */
export async function preparePadesSignature(
  pdf: Uint8Array,
  options: PadesSignerOptions,
): Promise<PreparedPadesSignature> {
  if (!options.signerName.trim()) throw new Error("PAdES: the signer's name is empty");
  if (Number.isNaN(options.signingTime.getTime())) throw new Error("PAdES: the signing time is not a date");
  const signer = readCertificate(options.certificate, "signer's certificate");
  const chain = options.chain.map((item, index) => readCertificate(item, `chain's certificate ${index + 1}`));
  const signatureAlgorithm = signatureAlgorithmFor(signer.certificate);
  const certificatesBytes = [signer, ...chain].reduce((sum, item) => sum + item.der.byteLength, 0);
  const placeholder = await addSignaturePlaceholder(pdf, {
    ...options,
    contentsBytes: certificatesBytes + CONTENTS_HEADROOM,
  });
  if (!sameBytes(placeholder.pdf.subarray(0, pdf.byteLength), pdf))
    throw new Error("PAdES: the update changed the original bytes");
  const messageDigest = await sha256(signedBytes(placeholder.pdf, placeholder.byteRange));
  const signedAttributes = await padesSignedAttributes(messageDigest, signer);
  return {
    pdf: placeholder.pdf,
    byteRange: placeholder.byteRange,
    signedAttributes,
    digestToSign: await sha256(signedAttributes),
    hashAlgorithm: ALGORITHM.sha256,
    signatureAlgorithm,
    certificate: signer.der,
    chain: chain.map((item) => item.der),
    fieldName: placeholder.fieldName,
  };
}
