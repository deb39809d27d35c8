// Test support: a countersignature (RFC 5652 §11.4) added to an envelope's first signature, as
// Italian tools write a "controfirma": openssl's command line makes none, so pkijs signs it here.
import { readFileSync } from "node:fs";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import { pemBlocks } from "../pem";
import type { TestSigner } from "./pki";

const pemDer = (file: string) => pemBlocks(readFileSync(file, "latin1"))[0]?.der ?? new Uint8Array();

/** `envelope` with `signer`'s countersignature of its first signature (and `signer`'s certificate). */
export async function countersign(envelope: Uint8Array, signer: TestSigner): Promise<Uint8Array> {
  const info = pkijs.ContentInfo.fromBER(new Uint8Array(envelope));
  const signed = new pkijs.SignedData({ schema: info.content });
  const parent = signed.signerInfos[0] as pkijs.SignerInfo;
  const certificate = pkijs.Certificate.fromBER(pemDer(signer.cert));
  const key = await crypto.subtle.importKey(
    "pkcs8",
    pemDer(signer.key),
    { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const parentSignature = parent.signature.valueBlock.valueHexView.slice();
  const digest = await crypto.subtle.digest("SHA-256", parentSignature);
  const counter = new pkijs.SignerInfo({
    version: 1,
    sid: new pkijs.IssuerAndSerialNumber({
      issuer: certificate.issuer,
      serialNumber: certificate.serialNumber,
    }),
    signedAttrs: new pkijs.SignedAndUnsignedAttributes({
      type: 0,
      attributes: [
        new pkijs.Attribute({
          type: "1.2.840.113549.1.9.4",
          values: [new asn1js.OctetString({ valueHex: digest })],
        }),
        new pkijs.Attribute({
          type: "1.2.840.113549.1.9.5",
          values: [new asn1js.UTCTime({ valueDate: new Date() })],
        }),
      ],
    }),
  });
  // pkijs signs a SignerInfo inside a SignedData: a throwaway one, over the parent's signature.
  const carrier = new pkijs.SignedData({
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: "1.2.840.113549.1.7.1" }),
    signerInfos: [counter],
  });
  await carrier.sign(key, 0, "SHA-256", parentSignature);
  parent.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({
    type: 1,
    attributes: [new pkijs.Attribute({ type: "1.2.840.113549.1.9.6", values: [counter.toSchema()] })],
  });
  signed.certificates = [...(signed.certificates ?? []), certificate];
  const out = new pkijs.ContentInfo({ contentType: info.contentType, content: signed.toSchema(true) });
  return new Uint8Array(out.toSchema().toBER(false));
}
