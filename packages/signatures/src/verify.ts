import { verifyCades } from "./cades";
import { readSignedData } from "./cms";
import { verifyPades } from "./pades";
import { base64Bytes, pemBlocks } from "./pem";
import { type Refusal, RefusedError, refuse, type VerifiedCopy } from "./report";
import type { TrustStore } from "./trust-store";

export interface VerifyOptions {
  /** The contract's frozen PDF, which the signed copy must carry; null when there is none. */
  frozenPdf: Uint8Array | null;
  trust: TrustStore;
}

/**
 * A PDF's header may follow up to 1024 bytes of anything (readers accept it there), but a DER
 * envelope carrying a PDF has it there too: an envelope is never taken for a PDF.
 */
function isPdf(bytes: Uint8Array): boolean {
  if (bytes[0] === 0x30) return false;
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("latin1");
  return head.includes("%PDF-");
}

/**
 * The DER of a CAdES envelope in any of the forms the tools write: DER itself, PEM-armoured
 * ("-----BEGIN PKCS7-----", "CMS", …) or bare Base64. Null when the bytes are none of them.
 */
function envelopeDer(bytes: Uint8Array): Uint8Array | null {
  if (bytes[0] === 0x30) return bytes;
  const text = Buffer.from(bytes.subarray(0, 64 * 1024 * 1024)).toString("latin1");
  const [block] = text.includes("-----BEGIN ") ? pemBlocks(text) : [];
  const der = block ? block.der : base64Bytes(text);
  return der && der[0] === 0x30 ? der : null;
}

async function verify(bytes: Uint8Array, { frozenPdf, trust }: VerifyOptions) {
  if (isPdf(bytes)) return verifyPades(bytes, frozenPdf, trust);
  const der = envelopeDer(bytes);
  const signed = der ? readSignedData(der) : null;
  if (!signed) return refuse("not_a_signature");
  return verifyCades(signed, frozenPdf, trust);
}

/**
 * Verifies a signed copy of a contract (issue 45 §2): a CAdES envelope (`.p7m`, DER or Base64,
 * nested or not) or a PAdES PDF. The report describes every signature; a file that is not a
 * signature, is damaged, or whose content changed after it was signed is refused. Never throws:
 * whatever the bytes, the answer is a report or a refusal.
 */
export async function verifySignedCopy(
  bytes: Uint8Array,
  options: VerifyOptions,
): Promise<VerifiedCopy | Refusal> {
  try {
    return await verify(bytes, options);
  } catch (error) {
    if (error instanceof RefusedError) return refuse(error.refusal);
    return refuse("unreadable");
  }
}
