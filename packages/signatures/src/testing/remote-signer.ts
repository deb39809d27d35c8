// Test support: a remote signing provider as the Cloud Signature Consortium API describes it
// (`signatures/signHash`): it holds the key and signs the hash it is given, nothing else.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import { completePadesSignature } from "../pades-sign/complete";
import { preparePadesSignature } from "../pades-sign/prepare";
import type { PadesSignerOptions } from "../pades-sign/types";
import type { Pki, TestSigner } from "./pki";

/**
 * What a CSC provider returns for `hash` (a SHA-256), signed by openssl's pkeyutl, which signs
 * a digest it is given as a token does: for an RSA key, PKCS#1 v1.5 over the DigestInfo of the
 * hash (RFC 8017 §9.2); for an EC key, ECDSA over the hash, DER-encoded. `raw` answers an EC
 * signature as r‖s (IEEE P1363) instead, as some providers do.
 */
export function cscSignHash(pki: Pki, signer: { key: string }, hash: Uint8Array, raw = false): Uint8Array {
  const input = join(pki.dir, `hash-${Math.random().toString(36).slice(2)}`);
  writeFileSync(input, hash);
  const der = new Uint8Array(
    pki.openssl("pkeyutl", "-sign", "-inkey", signer.key, "-pkeyopt", "digest:sha256", "-in", input),
  );
  if (!raw) return der;
  const sequence = asn1js.fromBER(der).result;
  return new Uint8Array(pkijs.createECDSASignatureFromCMS(sequence, 32));
}

/** A signer with a P-256 key, its certificate issued by the test PKI's CA (qualified profile). */
export function ecSigner(pki: Pki, subject: string): Omit<TestSigner, "p12"> {
  const file = (name: string) => join(pki.dir, name);
  const cnf = ["-config", file("ca.cnf")];
  pki.openssl("ecparam", "-name", "prime256v1", "-genkey", "-noout", "-out", file("ec.key"));
  pki.openssl(
    "req",
    "-new",
    "-key",
    file("ec.key"),
    "-utf8",
    ...cnf,
    "-subj",
    subject,
    "-out",
    file("ec.csr"),
  );
  pki.openssl(
    "ca",
    "-batch",
    ...cnf,
    "-preserveDN",
    "-notext",
    "-extensions",
    "qualified",
    "-days",
    "365",
    "-in",
    file("ec.csr"),
    "-out",
    file("ec.pem"),
  );
  return { cert: file("ec.pem"), key: file("ec.key") };
}

/**
 * One remote signature from start to end, as the product runs it: prepare the PDF, have the
 * provider sign `digestToSign` with `signer`'s key, complete. The chain is the test CA.
 */
export async function signRemotely(
  pdf: Uint8Array,
  pki: Pki,
  signer: { cert: string; key: string },
  options: Omit<PadesSignerOptions, "certificate" | "chain" | "signingTime"> & { signingTime?: Date },
): Promise<Uint8Array> {
  const prepared = await preparePadesSignature(pdf, {
    signingTime: new Date(),
    ...options,
    certificate: readFileSync(signer.cert, "utf8"),
    chain: [readFileSync(join(pki.dir, "ca.pem"), "utf8")],
  });
  return completePadesSignature(prepared, cscSignHash(pki, signer, prepared.digestToSign));
}

/**
 * Whether openssl verifies a detached CMS over `content` as CAdES-BES (`-cades`: the ESS
 * signing-certificate attribute checked too), the chain up to the test PKI's CA.
 */
export function opensslVerifiesCades(pki: Pki, cms: Uint8Array, content: Uint8Array): boolean {
  const name = Math.random().toString(36).slice(2);
  const cmsFile = join(pki.dir, `cms-${name}.der`);
  const contentFile = join(pki.dir, `content-${name}`);
  writeFileSync(cmsFile, cms);
  writeFileSync(contentFile, content);
  try {
    pki.openssl(
      "cms",
      "-verify",
      "-cades",
      "-binary",
      "-inform",
      "DER",
      "-in",
      cmsFile,
      "-content",
      contentFile,
      "-CAfile",
      join(pki.dir, "ca.pem"),
      "-purpose",
      "any",
      "-out",
      join(pki.dir, `verified-${name}`),
    );
    return true;
  } catch {
    return false;
  }
}
