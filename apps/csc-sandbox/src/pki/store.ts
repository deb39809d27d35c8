// The sandbox's keys and certificates in its data directory: made at the first start, read after.
// The private keys stay here, as in a provider's HSM: no endpoint ever returns them.
import { createHash, createPrivateKey, type KeyObject, X509Certificate } from "node:crypto";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import * as pkijs from "pkijs";
import { toArrayBuffer } from "./bytes";
import {
  createAuthority,
  type IssuedCertificate,
  issueRevocationList,
  issueSignerCertificate,
  type SignerIdentity,
} from "./certificates";

/** The authority's current revocation list (PEM), beside its certificate: written at every start. */
export const REVOCATION_LIST_FILE = "crl.pem";

export interface CredentialKeys {
  certificate: pkijs.Certificate;
  der: Uint8Array;
  privateKey: KeyObject;
}

export interface SandboxPki {
  authority: { certificate: pkijs.Certificate; der: Uint8Array };
  /** By credentialID. */
  credentials: Map<string, CredentialKeys>;
}

export interface CredentialRequest extends SignerIdentity {
  credentialID: string;
}

interface Logger {
  info(message: string): void;
}

const IDENTITY_FILE = "identity.json";

function toPem(issued: IssuedCertificate): { certificate: string; key: string } {
  return {
    certificate: new X509Certificate(issued.der).toString(),
    key: createPrivateKey({ key: Buffer.from(issued.privateKeyPkcs8), format: "der", type: "pkcs8" })
      .export({ format: "pem", type: "pkcs8" })
      .toString(),
  };
}

async function save(dir: string, issued: IssuedCertificate, identity?: object): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const pem = toPem(issued);
  await writeFile(join(dir, "private-key.pem"), pem.key, { mode: 0o600 });
  await chmod(join(dir, "private-key.pem"), 0o600);
  await writeFile(join(dir, "certificate.pem"), pem.certificate);
  if (identity) await writeFile(join(dir, IDENTITY_FILE), `${JSON.stringify(identity, null, 2)}\n`);
}

/** The certificate and key in a folder, or null when either is missing. */
async function load(dir: string): Promise<IssuedCertificate | null> {
  try {
    const [certificate, key] = await Promise.all([
      readFile(join(dir, "certificate.pem"), "utf8"),
      readFile(join(dir, "private-key.pem"), "utf8"),
    ]);
    const der = new Uint8Array(new X509Certificate(certificate).raw);
    const pkcs8 = createPrivateKey(key).export({ format: "der", type: "pkcs8" });
    return { der, privateKeyPkcs8: new Uint8Array(pkcs8) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

async function readIdentity(dir: string): Promise<string | null> {
  try {
    return await readFile(join(dir, IDENTITY_FILE), "utf8");
  } catch {
    return null;
  }
}

function fingerprint(der: Uint8Array): string {
  return createHash("sha256").update(der).digest("hex");
}

function keysOf(issued: IssuedCertificate): CredentialKeys {
  return {
    certificate: pkijs.Certificate.fromBER(toArrayBuffer(issued.der)),
    der: issued.der,
    privateKey: createPrivateKey({ key: Buffer.from(issued.privateKeyPkcs8), format: "der", type: "pkcs8" }),
  };
}

/**
 * The authority and one credential per request, from `dir`; whatever is missing is made now. A
 * credential is issued again when its person changed in the configuration, or the authority did.
 */
export async function openPki(
  dir: string,
  requests: CredentialRequest[],
  log: Logger,
  now = new Date(),
): Promise<SandboxPki> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const authorityDir = join(dir, "authority");
  let authority = await load(authorityDir);
  if (!authority) {
    authority = await createAuthority(now);
    await save(authorityDir, authority);
    log.info(`test authority created in ${authorityDir}`);
  }
  const crl = Buffer.from(await issueRevocationList(authority, now)).toString("base64");
  const crlPem = `-----BEGIN X509 CRL-----\n${crl.match(/.{1,64}/g)?.join("\n")}\n-----END X509 CRL-----\n`;
  await writeFile(join(authorityDir, REVOCATION_LIST_FILE), crlPem);
  const authorityFingerprint = fingerprint(authority.der);
  const issuer = authority;
  let issued = 0;
  const credentials = await Promise.all(
    requests.map(async (request): Promise<[string, CredentialKeys]> => {
      const credentialDir = join(dir, "credentials", request.credentialID);
      const identity = {
        givenName: request.givenName,
        surname: request.surname,
        fiscalCode: request.fiscalCode,
        authority: authorityFingerprint,
      };
      const existing = await load(credentialDir);
      if (existing && (await readIdentity(credentialDir)) === `${JSON.stringify(identity, null, 2)}\n`) {
        return [request.credentialID, keysOf(existing)];
      }
      const certificate = await issueSignerCertificate(issuer, request, now);
      await save(credentialDir, certificate, identity);
      issued++;
      return [request.credentialID, keysOf(certificate)];
    }),
  );
  if (issued > 0) log.info(`${issued} test credential(s) issued in ${join(dir, "credentials")}`);
  return {
    authority: { certificate: pkijs.Certificate.fromBER(toArrayBuffer(authority.der)), der: authority.der },
    credentials: new Map(credentials),
  };
}
