import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join } from "node:path";
import * as pkijs from "pkijs";
import { sameBytes } from "./bytes";
import { DEMO_AUTHORITY_PEM } from "./demo-authority";
import { pemBlocks } from "./pem";
import { trustedListCertificates } from "./trusted-list";

export interface TrustAnchor {
  certificate: pkijs.Certificate;
  /** The demonstration authority: its signatures are marked as having no legal value. */
  demo: boolean;
}

/** The authorities a signature may chain to, and the CRLs kept beside them. */
export interface TrustStore {
  anchors: TrustAnchor[];
  crls: pkijs.CertificateRevocationList[];
  /** Files of the folder that held neither a certificate nor a CRL, for the operator. */
  skipped: string[];
}

const DEMO_DER = pemBlocks(DEMO_AUTHORITY_PEM)[0]?.der ?? new Uint8Array();
const certificate = (der: Uint8Array<ArrayBuffer>) => pkijs.Certificate.fromBER(der);
const anchor = (der: Uint8Array<ArrayBuffer>): TrustAnchor => ({
  certificate: certificate(der),
  demo: sameBytes(der, DEMO_DER),
});

/** The demonstration authority alone, for demo mode and the tests. */
export function demoTrustAnchor(): TrustAnchor {
  return anchor(DEMO_DER);
}

/** What one file of a trust folder holds: PEM blocks, or DER as its extension says. */
function readTrustFile(path: string, store: TrustStore): boolean {
  const bytes = new Uint8Array(readFileSync(path));
  const extension = extname(path).toLowerCase();
  if (extension === ".xml") return readTrustedList(Buffer.from(bytes).toString("utf8"), store) > 0;
  const text = Buffer.from(bytes).toString("latin1");
  if (text.includes("-----BEGIN ")) {
    let read = 0;
    for (const { label, der } of pemBlocks(text)) {
      if (label === "CERTIFICATE") store.anchors.push(anchor(der));
      else if (label === "X509 CRL") store.crls.push(pkijs.CertificateRevocationList.fromBER(der));
      else continue;
      read++;
    }
    return read > 0;
  }
  if (extension === ".crl") store.crls.push(pkijs.CertificateRevocationList.fromBER(bytes));
  else if ([".cer", ".crt", ".der"].includes(extension)) store.anchors.push(anchor(bytes));
  else return false;
  return true;
}

/** The trusted list's CA/QC certificates added to the store; how many. */
function readTrustedList(xml: string, store: TrustStore): number {
  let read = 0;
  for (const base64 of trustedListCertificates(xml)) {
    try {
      store.anchors.push(anchor(new Uint8Array(Buffer.from(base64, "base64"))));
      read++;
    } catch {
      // A certificate the list carries but pkijs cannot read: no signature can chain to it.
    }
  }
  return read;
}

/**
 * The trust store at `path` (SIGNATURE_TRUST_LIST): an ETSI TS 119 612 trusted list (XML), or a
 * folder of certificates (PEM, or DER .cer/.crt/.der) and CRLs (.crl, PEM or DER; .pem with an
 * "X509 CRL" block), trusted lists among them. `demo` adds the demonstration authority,
 * `extraFiles` the authorities of these files (the demo's CSC sandbox, issue 46). A file
 * that cannot be read is listed in `skipped`, never fatal: the other authorities still count.
 */
export function loadTrustStore(
  path: string | null,
  options: { demo?: boolean; extraFiles?: string[] } = {},
): TrustStore {
  const store: TrustStore = { anchors: [], crls: [], skipped: [] };
  if (options.demo) store.anchors.push(demoTrustAnchor());
  for (const file of options.extraFiles ?? []) readListedFile(file, store);
  if (!path) return store;
  const files = statSync(path).isDirectory()
    ? readdirSync(path)
        .filter((name) => !name.startsWith("."))
        .sort()
        .map((name) => join(path, name))
        .filter((file) => statSync(file).isFile())
    : [path];
  for (const file of files) readListedFile(file, store);
  return store;
}

/** One trust file read into the store; unreadable, or holding nothing of use, it is listed in `skipped`. */
function readListedFile(file: string, store: TrustStore): void {
  let read = false;
  try {
    read = readTrustFile(file, store);
  } catch {
    // Unreadable: listed below, like a file that holds nothing of use.
  }
  if (!read) store.skipped.push(file);
}
