import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFString } from "pdf-lib";
import type * as pkijs from "pkijs";
import { sameBytes } from "./bytes";
import { envelopedContent, readSignedData } from "./cms";
import { RefusedError, type VerifiedCopy, type VerifiedSigner } from "./report";
import { verifySigner } from "./signer";
import type { TrustStore } from "./trust-store";

interface PdfSignature {
  /** [offset, length, offset, length]: the bytes the signature covers, around its /Contents. */
  byteRange: [number, number, number, number];
  contents: Uint8Array;
  /** adbe.pkcs7.sha1: the CMS signs the SHA-1 of the ranges, enveloped, not the ranges. */
  sha1: boolean;
  /** The dictionary's /M: where PAdES (ETSI EN 319 142-1 §5.4) puts the signer's claimed time. */
  claimedAt: Date | null;
}

const name = (value: string) => PDFName.of(value);

/** The signature dictionary's ByteRange, checked against the file; null when it is not one. */
function byteRange(dict: PDFDict, fileLength: number): PdfSignature["byteRange"] | null {
  const range = dict.lookup(name("ByteRange"));
  if (!(range instanceof PDFArray)) return null;
  const numbers = range.asArray().map((item) => (item instanceof PDFNumber ? item.asNumber() : -1));
  const [start, first, second, length] = numbers;
  if (numbers.length !== 4 || start === undefined || first === undefined) return null;
  if (second === undefined || length === undefined) return null;
  const whole = numbers.every((n) => Number.isSafeInteger(n) && n >= 0);
  if (!whole || start !== 0 || second < first || second + length > fileLength)
    throw new RefusedError("corrupted");
  return [start, first, second, length];
}

/** A PDF date string (/M), or null when absent or not a date. */
function pdfDate(value: unknown): Date | null {
  if (!(value instanceof PDFString || value instanceof PDFHexString)) return null;
  try {
    const date = value.decodeDate();
    return Number.isNaN(date.getTime()) ? null : date;
  } catch {
    return null;
  }
}

/** A signature dictionary's range and CMS; null when `dict` is none, or was never signed. */
function pdfSignature(dict: PDFDict, fileLength: number): PdfSignature | null {
  const range = byteRange(dict, fileLength);
  const contents = dict.lookup(name("Contents"));
  if (!range || !(contents instanceof PDFHexString || contents instanceof PDFString)) return null;
  const subFilter = dict.lookup(name("SubFilter"));
  const kind = subFilter instanceof PDFName ? subFilter.asString() : "";
  if (kind === "/ETSI.RFC3161") return null;
  const bytes = contents.asBytes();
  if (bytes.every((byte) => byte === 0)) return null;
  return {
    byteRange: range,
    contents: bytes,
    sha1: kind === "/adbe.pkcs7.sha1",
    claimedAt: pdfDate(dict.lookup(name("M"))),
  };
}

/**
 * The PDF's signature dictionaries (/ByteRange and /Contents), as pdf-lib reads the file's
 * objects, the oldest revision's first. Document timestamps (ETSI.RFC3161) sign no one's name
 * and are left out; so is a signature field never signed (its /Contents all zeros).
 */
async function pdfSignatures(file: Uint8Array): Promise<PdfSignature[]> {
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(file, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
  } catch {
    throw new RefusedError("corrupted");
  }
  const found: PdfSignature[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    // A signature dictionary is an object of its own, or written inside its field's /V.
    const value = object.get(name("V"));
    for (const dict of value instanceof PDFDict ? [object, value] : [object]) {
      const signature = pdfSignature(dict, file.byteLength);
      if (signature) found.push(signature);
    }
  }
  return found.sort((a, b) => a.byteRange[1] - b.byteRange[1]);
}

/** The bytes a ByteRange covers: the file around the signature's own /Contents. */
export function signedBytes(file: Uint8Array, [start, first, second, length]: PdfSignature["byteRange"]) {
  const bytes = new Uint8Array(first + length);
  bytes.set(file.subarray(start, start + first), 0);
  bytes.set(file.subarray(second, second + length), first);
  return bytes;
}

/**
 * What the signature's CMS signs: the ByteRange's bytes, detached (adbe.pkcs7.detached,
 * ETSI.CAdES.detached); or, for adbe.pkcs7.sha1, its enveloped content, which must then be the
 * SHA-1 of those bytes, or the document changed after signing. Undefined: pkijs reads the
 * enveloped content itself. Any other enveloped content is not a PDF signature we can read.
 */
async function signedContent(
  signed: pkijs.SignedData,
  signature: PdfSignature,
  file: Uint8Array,
): Promise<ArrayBuffer | undefined> {
  const bytes = signedBytes(file, signature.byteRange);
  const enveloped = envelopedContent(signed);
  if (!enveloped) return bytes.buffer;
  if (!signature.sha1) throw new RefusedError("unreadable");
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-1", bytes));
  if (!sameBytes(digest, enveloped)) throw new RefusedError("integrity_failed");
  return undefined;
}

/** The frozen PDF without its final end-of-line: some signing tools rewrite that last newline. */
function withoutFinalEol(pdf: Uint8Array): Uint8Array {
  let end = pdf.byteLength;
  while (end > 0 && (pdf[end - 1] === 0x0a || pdf[end - 1] === 0x0d)) end--;
  return pdf.subarray(0, end);
}

/**
 * Whether the frozen PDF is the signed file's first revision: the file starts with its bytes
 * and the first signature's ByteRange covers them, its signature added as an incremental update.
 */
function startsWithFrozen(file: Uint8Array, first: PdfSignature, frozenPdf: Uint8Array): boolean {
  const frozen = withoutFinalEol(frozenPdf);
  if (frozen.byteLength === 0 || frozen.byteLength > first.byteRange[1]) return false;
  return sameBytes(file.subarray(0, frozen.byteLength), frozen);
}

/** A PAdES PDF: each signature verified over the bytes its ByteRange covers. */
export async function verifyPades(
  file: Uint8Array,
  frozenPdf: Uint8Array | null,
  trust: TrustStore,
): Promise<VerifiedCopy> {
  const signatures = await pdfSignatures(file);
  const [first] = signatures;
  if (!first) throw new RefusedError("pdf_without_signatures");
  const signers: VerifiedSigner[] = [];
  for (const signature of signatures) {
    const signed = readSignedData(signature.contents);
    if (!signed || signed.signerInfos.length === 0) throw new RefusedError("corrupted");
    const data = await signedContent(signed, signature, file);
    for (let index = 0; index < signed.signerInfos.length; index++)
      signers.push(...(await verifySigner(signed, index, data, trust, signature.claimedAt)));
  }
  return {
    ok: true,
    format: "pades",
    matches_frozen: frozenPdf !== null && startsWithFrozen(file, first, frozenPdf),
    signers,
  };
}
