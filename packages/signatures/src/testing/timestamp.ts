// Test support: an RFC 3161 timestamp from openssl's TSA, added to a CAdES signature as its
// id-aa-signatureTimeStampToken, the way signing tools add a "marca temporale".
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import type { Pki } from "./pki";

const SIGNATURE_TIMESTAMP = "1.2.840.113549.1.9.16.2.14";

/** openssl's TSA stamps `data` (its SHA-256 imprint); the token's DER. */
export function timestampToken(pki: Pki, data: Uint8Array): Uint8Array {
  const name = Math.random().toString(36).slice(2);
  const file = (ext: string) => join(pki.dir, `${name}.${ext}`);
  writeFileSync(file("bin"), data);
  pki.openssl("ts", "-query", "-data", file("bin"), "-sha256", "-cert", "-out", file("tsq"));
  pki.openssl(
    "ts",
    "-reply",
    "-config",
    join(pki.dir, "ca.cnf"),
    "-section",
    "tsa_section",
    "-queryfile",
    file("tsq"),
    "-signer",
    pki.signers.tsa.cert,
    "-inkey",
    pki.signers.tsa.key,
    "-token_out",
    "-out",
    file("tst"),
  );
  return new Uint8Array(readFileSync(file("tst")));
}

/**
 * The envelope with a timestamp token added to its first signer's unsigned attributes (which
 * the signature does not cover). `over` is what the token stamps: the signature's own value,
 * unless a test wants a token about something else.
 */
export function withTimestamp(pki: Pki, envelope: Uint8Array, over?: Uint8Array): Uint8Array {
  const info = pkijs.ContentInfo.fromBER(new Uint8Array(envelope));
  const signed = new pkijs.SignedData({ schema: info.content });
  const signer = signed.signerInfos[0] as pkijs.SignerInfo;
  const token = timestampToken(pki, over ?? signer.signature.valueBlock.valueHexView);
  signer.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({
    type: 1,
    attributes: [new pkijs.Attribute({ type: SIGNATURE_TIMESTAMP, values: [asn1js.fromBER(token).result] })],
  });
  const out = new pkijs.ContentInfo({ contentType: info.contentType, content: signed.toSchema(true) });
  return new Uint8Array(out.toSchema().toBER(false));
}
