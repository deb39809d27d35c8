// The hashes a client sends (credentials/authorize, signatures/signHash): Base64 digests of a
// known algorithm, each of that algorithm's length.
import { HASH_ALGORITHMS } from "../pki/oids";
import { invalidParameter, invalidRequest } from "./errors";

export interface Digest {
  bytes: Buffer;
  /** The canonical Base64 of the bytes: a hash bound to a SAD is compared in this form. */
  canonical: string;
}

/** Base64, or the base64url that the OAuth query strings carry (§8.4.2). */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function decode(value: string): Buffer | null {
  if (BASE64.test(value)) return Buffer.from(value, "base64");
  if (BASE64URL.test(value) && value.length % 4 !== 1) return Buffer.from(value, "base64url");
  return null;
}

export function hashAlgorithm(oid: string): { name: string; length: number } {
  const algorithm = HASH_ALGORITHMS[oid];
  if (!algorithm) throw invalidParameter("hashAlgorithmOID");
  return algorithm;
}

export function decodeDigests(values: string[], algorithmOID: string): Digest[] {
  const { length } = hashAlgorithm(algorithmOID);
  return values.map((value) => {
    const bytes = decode(value);
    if (!bytes || bytes.length === 0) throw invalidRequest("Invalid Base64 hash string parameter");
    if (bytes.length !== length) throw invalidRequest("Invalid digest value length");
    return { bytes, canonical: bytes.toString("base64") };
  });
}
