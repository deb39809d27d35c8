import * as pkijs from "pkijs";
import { sameBytes } from "./bytes";
import { DIGESTS, OID } from "./oids";
import { RefusedError } from "./report";

/** The certificate a SignerInfo names (issuer and serial number, or subject key identifier). */
function certificateOf(info: pkijs.SignerInfo, carried: pkijs.Certificate[]) {
  const sid = info.sid;
  if (sid instanceof pkijs.IssuerAndSerialNumber)
    return carried.find(
      (cert) => cert.issuer.isEqual(sid.issuer) && cert.serialNumber.isEqual(sid.serialNumber),
    );
  const keyId: Uint8Array | undefined = sid?.valueBlock?.valueHexView;
  return carried.find((cert) => {
    const extension = cert.extensions?.find((item) => item.extnID === "2.5.29.14");
    const parsed = extension?.parsedValue as { valueBlock?: { valueHexView?: Uint8Array } };
    const id = parsed?.valueBlock?.valueHexView;
    return Boolean(keyId && id && sameBytes(id, keyId));
  });
}

/**
 * A countersignature's integrity (RFC 5652 §11.4): its message digest is the hash of the
 * parent's signature value, and its signature verifies over its signed attributes, by pkijs'
 * crypto engine. pkijs' SignedData.verify cannot be used: it demands a content-type attribute,
 * which a countersignature must not have. A countersignature that fails refuses the copy.
 */
async function verifyCountersignature(
  counter: pkijs.SignerInfo,
  parentSignature: Uint8Array,
  carried: pkijs.Certificate[],
): Promise<pkijs.Certificate> {
  const certificate = certificateOf(counter, carried);
  const hash = DIGESTS[counter.digestAlgorithm.algorithmId];
  const attributes = counter.signedAttrs;
  const digest = attributes?.attributes.find((item) => item.type === "1.2.840.113549.1.9.4");
  const claimed: Uint8Array | undefined = digest?.values[0]?.valueBlock?.valueHexView;
  if (!certificate || !hash || !attributes || !claimed) throw new RefusedError("unreadable");
  const actual = new Uint8Array(await crypto.subtle.digest(hash, parentSignature.slice()));
  if (!sameBytes(actual, claimed)) throw new RefusedError("integrity_failed");
  const engine = pkijs.getCrypto(true);
  const verified = await engine.verifyWithPublicKey(
    attributes.encodedValue,
    counter.signature,
    certificate.subjectPublicKeyInfo,
    counter.signatureAlgorithm,
    hash,
  );
  if (!verified) throw new RefusedError("integrity_failed");
  return certificate;
}

/** Every countersignature of a signature, verified, with the certificate that made it. */
export async function verifyCountersignatures(
  info: pkijs.SignerInfo,
  carried: pkijs.Certificate[],
): Promise<{ info: pkijs.SignerInfo; certificate: pkijs.Certificate }[]> {
  const values = (info.unsignedAttrs?.attributes ?? [])
    .filter((attribute) => attribute.type === OID.counterSignature)
    .flatMap((attribute) => attribute.values);
  const verified = [];
  for (const value of values) {
    let counter: pkijs.SignerInfo;
    try {
      counter = new pkijs.SignerInfo({ schema: value });
    } catch {
      throw new RefusedError("corrupted");
    }
    const certificate = await verifyCountersignature(
      counter,
      info.signature.valueBlock.valueHexView,
      carried,
    );
    verified.push({ info: counter, certificate });
  }
  return verified;
}
