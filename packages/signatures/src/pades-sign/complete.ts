import { signedBytes } from "../pades";
import { readCertificate } from "./certificates";
import { signedDataDer, signedDataVerifies } from "./signed-data";
import type { PreparedPadesSignature } from "./types";

/** The /Contents hex string the prepared PDF holds between its byte ranges: still all zeros. */
function emptyContents(prepared: PreparedPadesSignature): { start: number; end: number } {
  const [, start, end] = prepared.byteRange;
  const gap = Buffer.from(prepared.pdf.buffer, prepared.pdf.byteOffset + start, end - start).toString(
    "latin1",
  );
  if (!/^<0+>$/.test(gap)) throw new Error("PAdES: the prepared PDF has no empty signature at its ByteRange");
  return { start, end };
}

/**
 * Step two of a remote signature: the CMS (detached SignedData with the signer's certificate and
 * chain, the prepared signed attributes and the provider's `signatureValue`) written into the
 * prepared PDF's /Contents. The CMS is read back and verified first: a value that does not verify
 * with the certificate's key over the signed attributes (another key, another hash, a corrupted
 * answer) is refused with an error, and no PDF is returned.
 */
export async function completePadesSignature(
  prepared: PreparedPadesSignature,
  signatureValue: Uint8Array,
): Promise<Uint8Array> {
  const { start, end } = emptyContents(prepared);
  const cms = signedDataDer({
    signer: readCertificate(prepared.certificate, "signer's certificate"),
    chain: prepared.chain.map((item, index) => readCertificate(item, `chain's certificate ${index + 1}`)),
    signedAttributes: prepared.signedAttributes,
    signatureAlgorithm: prepared.signatureAlgorithm,
    signatureValue,
  });
  if (!(await signedDataVerifies(cms, signedBytes(prepared.pdf, prepared.byteRange))))
    throw new Error(
      "PAdES: the signature value does not verify with the signer's certificate over the signed attributes; the PDF was not signed",
    );
  const hex = Buffer.from(cms).toString("hex").toUpperCase();
  const room = end - start - 2;
  if (hex.length > room)
    throw new Error(
      `PAdES: the CMS (${cms.byteLength} bytes) does not fit the placeholder (${room / 2} bytes)`,
    );
  const signed = new Uint8Array(prepared.pdf);
  Buffer.from(signed.buffer).write(hex, start + 1, "latin1");
  return signed;
}
