import type { PadesSignerOptions, PreparedPadesSignature } from "@app/signatures";
import { Piscina } from "piscina";

/** What a PAdES thread is given (pades-sign.worker.ts). */
export type PadesJob =
  | { task: "prepare"; pdf: Uint8Array; options: PadesSignerOptions }
  | { task: "complete"; prepared: PreparedPadesSignature; signatureValue: Uint8Array };

export interface PadesSigning {
  /** The PDF with its signature's incremental update, and the hash the provider signs. */
  prepare(pdf: Uint8Array, options: PadesSignerOptions): Promise<PreparedPadesSignature>;
  /** The signed PDF: rejects when the value does not verify over the prepared ranges. */
  complete(prepared: PreparedPadesSignature, signatureValue: Uint8Array): Promise<Uint8Array>;
  close(): Promise<void>;
}

/**
 * Remote signing's PDF work (issue 46 §3) on a thread of its own, like the signed copies'
 * verification: preparing a 20 MB contract's update or embedding its CMS would otherwise hold
 * every other request. One thread, gone when idle; each job has a time limit.
 */
export function createPadesSigning(timeoutMs = 60_000): PadesSigning {
  const pool = new Piscina({
    filename: new URL("./pades-sign.worker.mjs", import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 32 },
    execArgv: [],
  });
  const run = (job: PadesJob) => pool.run(job, { signal: AbortSignal.timeout(timeoutMs) });
  return {
    prepare: (pdf, options) => run({ task: "prepare", pdf, options }) as Promise<PreparedPadesSignature>,
    complete: (prepared, signatureValue) =>
      run({ task: "complete", prepared, signatureValue }) as Promise<Uint8Array>,
    close: () => pool.destroy(),
  };
}
