import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { chromium } from "../e2e/chromium";
import type { CpuPerCall } from "./process-cpu";

/** Debian's Chromium and its flags, as the e2e suite runs it. */
export const CHROMIUM_PATH = chromium.executablePath;
export const CHROMIUM_FLAGS = chromium.args;

export interface Measure {
  name: string;
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  errors: number;
  non2xx: number;
  /** Each process's CPU per call, when the measure was metered (process-cpu.ts). */
  cpu?: CpuPerCall;
}

/**
 * Starts an entry point in its own Node process and waits until it answers `readyUrl`, with the
 * V8 flags and malloc arenas `npm run start:server` uses (docs/decisions/0010, 0023): a built `.mjs` as it is, a
 * TypeScript file through tsx.
 */
export async function startProcess(entry: string, env: Record<string, string>, readyUrl: string) {
  const child: ChildProcess = spawn(
    process.execPath,
    // SERVER_NODE_FLAGS: V8 flags to try against the default (e.g. a heap limit).
    [
      "--max-semi-space-size=8",
      "--max-old-space-size=256",
      ...(process.env.SERVER_NODE_FLAGS?.split(" ").filter(Boolean) ?? []),
      ...(entry.endsWith(".ts") ? ["--import", "tsx"] : []),
      entry,
    ],
    {
      // MALLOC_ARENA_MAX: as `npm run start:server` sets it (docs/decisions/0023).
      env: { MALLOC_ARENA_MAX: "2", ...process.env, ...env },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error(`${entry} did not become ready at ${readyUrl}`);
}

let serverBuilt = false;
/**
 * The server as `npm run start:server` runs it, built once per bench run (a few seconds) so the
 * figures are those of the current sources; BENCH_SKIP_BUILD=1 takes the build already there.
 */
export function builtServerEntry(): string {
  if (!serverBuilt && process.env.BENCH_SKIP_BUILD !== "1")
    execFileSync(process.execPath, ["scripts/build-server.ts"], { stdio: "inherit" });
  serverBuilt = true;
  return "apps/server/dist/main.mjs";
}

/**
 * Our server as every bench runs it, built (`builtServerEntry`): production mode with the demo accounts, warnings only, on
 * `port`. `databaseUrl`: a PostgreSQL URL, `null` for PGlite in `dataDir`, or left out to follow
 * the bench's own DATABASE_URL.
 */
export function startAppServer(
  port: number,
  options: { dataDir?: string; databaseUrl?: string | null; env?: Record<string, string> } = {},
) {
  return startProcess(
    builtServerEntry(),
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      DEMO_MODE: "true",
      DATA_DIR: options.dataDir ?? mkdtempSync(join(tmpdir(), "contratti-bench-")),
      SECRET_KEY: "bench-secret-bench-secret-bench-secret-1234",
      ...(options.databaseUrl === undefined ? {} : { DATABASE_URL: options.databaseUrl ?? "" }),
      ...options.env,
    },
    `http://127.0.0.1:${port}/api/ready/`,
  );
}

export async function measure(
  name: string,
  url: string,
  options: {
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    /** Meters each process's CPU over the run (process-cpu.ts startCpuMeter). */
    cpuMeter?: () => (calls: number) => CpuPerCall;
  } = {},
): Promise<Measure> {
  const perCall = options.cpuMeter?.();
  const result = await autocannon({
    url,
    headers: options.headers,
    connections: options.connections ?? 50,
    duration: options.duration ?? 10,
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    ...(perCall ? { cpu: perCall(result.requests.total) } : {}),
  };
}

export function writeResults(kind: string, data: unknown) {
  const dir = join("bench", "results");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${kind}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}

/** JSON headers of a signed-in demo customer, for the benches that call the API as one. */
export async function customerHeaders(base: string, username = "demo-customer-2") {
  const login = await fetch(`${base}/api/account/customer/login/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: "demo-password-2026" }),
  });
  return {
    authorization: `JWT ${((await login.json()) as { token: string }).token}`,
    "content-type": "application/json",
  };
}

/** The q-quantile (0…1) of samples in milliseconds, to `digits` decimals. */
export function quantile(samples: readonly number[], q: number, digits = 1): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const scale = 10 ** digits;
  return Math.round((sorted[Math.floor(q * (sorted.length - 1))] ?? 0) * scale) / scale;
}

/**
 * Gives the signed-in customer at least `count` saved contracts (the first template they may
 * open), so a list call reads and maps a full page, as a customer's dashboard does.
 */
export async function ensureAgreements(base: string, auth: Record<string, string>, count: number) {
  const headers = { ...auth, "content-type": "application/json" };
  const list = await fetch(`${base}/api/agreement/customer/agreement/list/?per_page=1`, { headers });
  const have = ((await list.json()) as { count: number }).count;
  const templates = await fetch(`${base}/api/agreement/customer/template/list/?no_page=no_page`, { headers });
  const { results } = (await templates.json()) as { results: { id: number; locked: boolean }[] };
  const template = results.find((t) => !t.locked) ?? results[0];
  for (let i = have; i < count; i++) {
    const saved = await fetch(`${base}/api/agreement/customer/agreement/create/`, {
      method: "POST",
      headers,
      body: JSON.stringify({ title: `Contratto di prova ${i + 1}`, template: template?.id, values: {} }),
    });
    if (saved.status !== 201) throw new Error(`could not save a contract for the bench: ${saved.status}`);
  }
}

/**
 * A database of the bench's own: a new one on the PostgreSQL server of DATABASE_URL (dropped by
 * `drop()`), or, without it, a PGlite folder for the server to create.
 */
export async function benchDatabase(prefix: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `contratti-${prefix}-`));
  const server = process.env.DATABASE_URL;
  if (!server) return { databaseUrl: null, dataDir, drop: async () => {} };
  const name = `${prefix}_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir,
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A process's resident memory now (`VmRSS`) or at its highest so far (`VmHWM`), in kB. */
export function processKb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(match?.[1] ?? 0);
}
