// A thread of createSignatureVerifier (signature-verification.ts): pkijs, asn1js and pdf-lib
// read the uploaded file here, never on the request's thread.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { loadTrustStore, type TrustStore, verifySignedCopy } from "@app/signatures";
import type { SignatureJob } from "./signature-verification";

/**
 * The trust store, read again only when its files change (a new trusted list or CRL put in the
 * folder by the operator, deploy/README.md): a national trusted list is hundreds of
 * certificates, too many to parse for every upload.
 */
let cached: { key: string; store: TrustStore } | undefined;

function versionOf(path: string | null): string {
  if (!path) return "";
  const stat = statSync(path);
  const files = stat.isDirectory() ? readdirSync(path).sort() : [];
  const stamps = files.map((name) => {
    const file = statSync(join(path, name));
    return `${name}:${file.size}:${file.mtimeMs}`;
  });
  return [path, stat.size, stat.mtimeMs, ...stamps].join("|");
}

function trustStore({ path, demo, extraFiles = [] }: SignatureJob["trust"]): TrustStore {
  const key = [demo, versionOf(path), ...extraFiles.map(versionOf)].join("|");
  if (cached?.key !== key) cached = { key, store: loadTrustStore(path, { demo, extraFiles }) };
  return cached.store;
}

export default async function verify({ bytes, frozenPdf, trust }: SignatureJob) {
  return verifySignedCopy(bytes, { frozenPdf, trust: trustStore(trust) });
}
