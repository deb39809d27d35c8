import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import { OID } from "./oids";
import { RefusedError } from "./report";

/**
 * asn1js' limits on untrusted input, raised to what a signed copy may hold: content up to past
 * the upload limit (20 MB; asn1js' default is 16 MB), and nodes enough for an envelope carrying
 * revocation data (a CRL is a few nodes per revoked certificate). The content is not parsed as
 * ASN.1 on the way: a nested envelope is read as one of its own (cades.ts).
 */
export const PARSER_LIMITS = { maxContentLength: 32 * 1024 * 1024, maxNodes: 200_000, parseEmbedded: false };

/**
 * A CMS SignedData (RFC 5652) read by asn1js and pkijs from DER (BER accepted), or null when the
 * bytes are not one. Bytes after the structure are ignored: a PDF pads its /Contents with zeros.
 * Something that starts as ASN.1 but ends early or breaks the schema is refused as corrupted.
 */
export function readSignedData(der: Uint8Array): pkijs.SignedData | null {
  if (der[0] !== 0x30) return null;
  const parsed = asn1js.fromBER(der, PARSER_LIMITS);
  if (parsed.offset === -1) throw new RefusedError("corrupted");
  let info: pkijs.ContentInfo;
  try {
    info = new pkijs.ContentInfo({ schema: parsed.result });
  } catch {
    return null;
  }
  if (info.contentType !== OID.signedData) return null;
  try {
    return new pkijs.SignedData({ schema: info.content });
  } catch {
    throw new RefusedError("corrupted");
  }
}

/** The content a SignedData envelopes (its eContent's bytes), or null when it is detached. */
export function envelopedContent(signed: pkijs.SignedData): Uint8Array | null {
  const eContent = signed.encapContentInfo.eContent;
  return eContent ? new Uint8Array(eContent.getValue()) : null;
}
