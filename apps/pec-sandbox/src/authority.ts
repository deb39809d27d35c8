// The sandbox's test authority and its provider certificate, kept under a data folder so the
// demo's trust (the server trusts the authority's certificate file) is stable across restarts.
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createTestAuthority, issueProviderCertificate, type KeyAndCertificate } from "@app/pec";

export const PROVIDER_NAME = "PEC Sandbox (solo prova)";

export interface SandboxAuthority {
  authority: KeyAndCertificate;
  /** The provider's signing certificate for the sandbox's domain, issued by `authority`. */
  provider: KeyAndCertificate;
  /** Where the authority's certificate is, when kept on disk (for the server's trust store). */
  certificateFile: string | null;
}

/** A new authority in memory (tests). */
export async function newAuthority(domain: string): Promise<SandboxAuthority> {
  const authority = await createTestAuthority("PEC Sandbox CA");
  const provider = await issueProviderCertificate(authority, { name: PROVIDER_NAME, domain });
  return { authority, provider, certificateFile: null };
}

async function readPair(dir: string): Promise<KeyAndCertificate | null> {
  const certificate = join(dir, "certificate.pem");
  const key = join(dir, "key.pem");
  if (!existsSync(certificate) || !existsSync(key)) return null;
  return { certificatePem: await readFile(certificate, "utf8"), keyPem: await readFile(key, "utf8") };
}

async function writePair(dir: string, pair: KeyAndCertificate): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeFile(join(dir, "certificate.pem"), pair.certificatePem);
  await writeFile(join(dir, "key.pem"), pair.keyPem, { mode: 0o600 });
}

/**
 * The authority under `dataDir/authority` and the provider's certificate under
 * `dataDir/provider-<domain>`, made at the first start and read at the next ones.
 */
export async function openAuthority(dataDir: string, domain: string): Promise<SandboxAuthority> {
  const authorityDir = join(dataDir, "authority");
  let authority = await readPair(authorityDir);
  if (!authority) {
    authority = await createTestAuthority("PEC Sandbox CA");
    await writePair(authorityDir, authority);
  }
  const providerDir = join(dataDir, `provider-${domain}`);
  let provider = await readPair(providerDir);
  if (!provider) {
    provider = await issueProviderCertificate(authority, { name: PROVIDER_NAME, domain });
    await writePair(providerDir, provider);
  }
  return { authority, provider, certificateFile: join(authorityDir, "certificate.pem") };
}
