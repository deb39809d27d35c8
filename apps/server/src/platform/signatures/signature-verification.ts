import { statSync } from "node:fs";
import type { Refusal, VerifiedCopy } from "@app/signatures";
import { Piscina } from "piscina";

/** Where the trusted authorities are: SIGNATURE_TRUST_LIST, and whether demo mode adds its own. */
export interface TrustSource {
  /** An ETSI trusted list (XML) or a folder of certificates and CRLs; null for none. */
  path: string | null;
  /** Adds the demonstration authority "CA di prova — solo dimostrazione" (@app/signatures/demo). */
  demo: boolean;
  /** More certificate files to trust: the demo's CSC sandbox authority (issue 46 §4). */
  extraFiles?: string[];
}

/** What a signature thread is given (signature-verify.worker.ts). */
export interface SignatureJob {
  bytes: Uint8Array;
  frozenPdf: Uint8Array | null;
  trust: TrustSource;
}

export interface VerificationLimits {
  /** How long one file may take; past it the thread is ended and the file refused. */
  timeoutMs: number;
  /** The thread's heap; a file that needs more ends the thread and is refused. */
  maxMemoryMb: number;
}

export const DEFAULT_VERIFICATION_LIMITS: VerificationLimits = { timeoutMs: 10_000, maxMemoryMb: 256 };

export interface SignatureVerifier {
  /**
   * The signed copy's verification report, or why it is refused (issue 45 §2). Never rejects for
   * the file's sake: a file the thread gives up on (too slow, too large) is refused "unreadable".
   */
  verify(bytes: Uint8Array, frozenPdf: Uint8Array | null): Promise<VerifiedCopy | Refusal>;
  close(): Promise<void>;
}

/**
 * Verifies signed copies on a thread of its own, with a time and a memory limit (DESIGN §5:
 * uploads parsed off the request's path). A hostile file can make a parser loop or grow; on the
 * event loop that would hold every other request, here it only ends its thread. The trust
 * source is checked now, so a wrong SIGNATURE_TRUST_LIST stops the server at start instead of
 * refusing every upload.
 */
export function createSignatureVerifier(
  trust: TrustSource,
  limits: VerificationLimits = DEFAULT_VERIFICATION_LIMITS,
): SignatureVerifier {
  if (trust.path) statSync(trust.path);
  for (const file of trust.extraFiles ?? []) statSync(file);
  const pool = new Piscina({
    filename: new URL("./signature-verify.worker.mjs", import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    // The thread goes when idle: the parsers and the trust store are not kept between uploads.
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: limits.maxMemoryMb, maxYoungGenerationSizeMb: 32 },
    // The worker's entry registers tsx itself (signature-verify.worker.mjs).
    execArgv: [],
  });
  return {
    async verify(bytes, frozenPdf) {
      const job: SignatureJob = { bytes, frozenPdf, trust };
      try {
        return (await pool.run(job, { signal: AbortSignal.timeout(limits.timeoutMs) })) as
          | VerifiedCopy
          | Refusal;
      } catch {
        return { ok: false, refusal: "unreadable" };
      }
    },
    close: () => pool.destroy(),
  };
}
