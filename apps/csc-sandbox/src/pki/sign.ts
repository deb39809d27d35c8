// The HSM stand-in's one operation: an RSA PKCS#1 v1.5 signature of a given digest (RFC 8017
// §9.2: the private-key operation over the DigestInfo of the hash, with block type 1 padding).
import { constants, type KeyObject, privateEncrypt } from "node:crypto";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import { toArrayBuffer } from "./bytes";

export function digestInfo(hashAlgorithmOID: string, digest: Uint8Array): Buffer {
  const info = new pkijs.DigestInfo({
    digestAlgorithm: new pkijs.AlgorithmIdentifier({
      algorithmId: hashAlgorithmOID,
      algorithmParams: new asn1js.Null(),
    }),
    digest: new asn1js.OctetString({ valueHex: toArrayBuffer(digest) }),
  });
  return Buffer.from(info.toSchema().toBER(false));
}

/** The signature value, as signatures/signHash returns it before Base64. */
export function signDigest(privateKey: KeyObject, hashAlgorithmOID: string, digest: Uint8Array): Buffer {
  return privateEncrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_PADDING },
    digestInfo(hashAlgorithmOID, digest),
  );
}
