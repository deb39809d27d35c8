import { performance } from "node:perf_hooks";

/**
 * Starts a clock for a generated suite; calling the result prints how long it took, so a CI
 * log shows what each suite costs (issue 13). A report, never an assertion.
 */
export function timeSuite(name: string): (detail?: string) => void {
  const started = performance.now();
  return (detail) => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`[${name}] ${seconds} s${detail ? `, ${detail}` : ""} (${process.env.TEST_DB ?? "pglite"})`);
  };
}
