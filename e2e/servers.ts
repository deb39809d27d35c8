import { join } from "node:path";

/**
 * The journeys run in `E2E_WORKERS` workers (1 by default), each against a server and a database
 * of its own: worker i talks to port `E2E_PORT + i` and finds that server's files (its mail) under
 * `<data root>/i`. A journey therefore sees the journeys before it in its own worker, as in one
 * sequential run, and never one running beside it. Two workers on two cores took 34 min against
 * 35.7 for one in CI, with the a11y-heavy journeys near their 90 s limit at a load of 10 to 15:
 * one stays the default until a quiet machine shows a gain worth that risk.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

export function serverPort(index: number): number {
  return BASE_PORT + index;
}

export function serverUrl(index: number): string {
  return `http://localhost:${serverPort(index)}`;
}

/** The run's data root, chosen once by the main process (playwright.config.ts) and inherited. */
export function serverDataDir(index: number): string {
  const root = process.env.E2E_DATA_ROOT;
  if (!root) throw new Error("E2E_DATA_ROOT is set by playwright.config.ts");
  return join(root, String(index));
}
