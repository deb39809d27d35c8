import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Measure, measure, startAppServer, startProcess, writeResults } from "./bench-utils";
import {
  cpuToReady,
  listVerdict,
  medianOfRuns,
  READY_MAX_P99_FACTOR,
  READY_MIN_RATIO,
  WHOLE_MIN_RATIO,
} from "./list-budget";
import { caseUrl, LIST_CASES, type ListCase } from "./list-cases";
import { ensureListData, ensureSignIns } from "./list-data";
import { isLocalPostgres, postgresMallocSettings, startCpuMeter } from "./process-cpu";

// `npm run bench`'s API part (DESIGN §11, issue 33): every list shape users ask (bench/list-cases.ts)
// with the lists' kept pages off, then on, beside the bare Fastify route measured in the same run.
// BENCH_SECONDS: seconds per call (5); BENCH_PAIRS, BENCH_PAIR_SECONDS: each list and ready in turn,
// 3 times 3 s; BENCH_CASES: only the cases whose name holds this text (or one of several, "a|b");
// BENCH_CACHE: "off" or "on" for one mode only; BENCH_WARMUP: seconds of load per case before it is measured (3).
const APP_PORT = 3900;
const BARE_PORT = 3901;
const duration = Number(process.env.BENCH_SECONDS ?? 5);
// Each list is measured in turn with ready this many times, for BENCH_PAIR_SECONDS each, and
// judged by the medians (medianOfRuns).
const pairs = Number(process.env.BENCH_PAIRS ?? 3);
const pairSeconds = Number(process.env.BENCH_PAIR_SECONDS ?? 3);
const only = process.env.BENCH_CASES;
// A route's code reaches V8's optimising tier after some thousands of calls (about 6 s of load from
// a cold start): measured colder, a list read 3,350 req/s where it holds 4,400 once warm.
const warmUp = Number(process.env.BENCH_WARMUP ?? 3);
const modes = (process.env.BENCH_CACHE ? [process.env.BENCH_CACHE] : ["off", "on"]) as ("off" | "on")[];
const database = process.env.DATABASE_URL ? "postgres" : "pglite";
// The absolute figures DESIGN §11 sets where server, PostgreSQL and load generator have their own
// cores: shown beside the verdict, which is read against /api/ready/ (bench/list-budget.ts).
const LIST_P99_MS = 25;
const LIST_MIN_RATIO = 0.2;
const ME_MIN_RATIO = 0.6;

const bareUrl = `http://127.0.0.1:${BARE_PORT}/bare/`;
const bare = await startProcess("bench/bare-server.ts", { PORT: String(BARE_PORT) }, bareUrl);

async function signIn(base: string, path: string, username: string) {
  const answer = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: "demo-password-2026", rememberMe: true }),
  });
  const { token } = (await answer.json()) as { token: string };
  return { authorization: `JWT ${token}` };
}

interface Row extends Measure {
  cache: "off" | "on";
  ratioToBare: number;
  /** To /api/ready/, the app's route with one database round trip: a list's own floor. */
  ratioToReady: number;
  /** A list's floor to ready (0.4×, or 0.25× for a whole tree or unpaged list). */
  floor: number | null;
  /** A list's: ready measured in turn with it (medians), which it is judged against. */
  readyBeside?: Measure;
  /** A list's p99 to ready's at equal throughput (decision 0034). */
  p99ToReadyAtEqualRate?: number;
  /** A list's server and PostgreSQL CPU per call over ready's beside it (cpuToReady). */
  cpuToReady?: number | null;
  /** The absolute figures (p99 ≤ 25 ms, ≥ 0.2× bare), where the machine gives each its cores. */
  absoluteOk: boolean;
  withinBudget: boolean;
  reasons: string[];
}

/** A measure's CPU a call: the server's + PostgreSQL's (the load generator's), in µs. */
function cpuText({ cpu }: Pick<Measure, "cpu">): string {
  if (!cpu) return "";
  return `${cpu.server}${cpu.postgres === null ? "" : `+${cpu.postgres}`} (${cpu.load})`;
}

/**
 * Whether this machine's PostgreSQL keeps the memory a call frees, as deploy/compose.yaml runs it
 * (decision 0038): without it the lists with large rows measure glibc's heap trimming, not us.
 */
function postgresMallocLine(settings: string[] | null): string {
  if (settings === null) return "PostgreSQL's malloc settings: its process could not be read";
  const kept = ["MALLOC_TRIM_THRESHOLD_", "MALLOC_TOP_PAD_", "MALLOC_MMAP_THRESHOLD_"];
  const missing = kept.filter((name) => !settings.some((variable) => variable.startsWith(`${name}=`)));
  return missing.length
    ? `PostgreSQL runs without ${missing.join(", ")} (deploy/compose.yaml, decision 0038): a list whose call needs more memory than its backend holds pays for a heap grown and trimmed on every call; see bench/README.md`
    : `PostgreSQL's malloc settings, as deploy/compose.yaml's: ${settings.join(" ")}`;
}

/** One mode's run: the app started with its kept pages on or off, every case measured. */
async function runMode(cache: "off" | "on", dataDir: string): Promise<Row[]> {
  const app = await startAppServer(APP_PORT, { dataDir, env: { LIST_PAGE_CACHE: cache } });
  try {
    const base = `http://127.0.0.1:${APP_PORT}`;
    // Each run of the app's routes metered: the server's, PostgreSQL's and the load's CPU per call.
    const postgresLocal = isLocalPostgres(process.env.DATABASE_URL);
    const cpuMeter = () => startCpuMeter(app.pid ?? 0, postgresLocal);
    const auth = {
      customer: await signIn(base, "/api/account/customer/login/", "demo-customer"),
      editor: await signIn(base, "/api-token-auth/login/", "demo-editor"),
    };
    await ensureListData(base, auth.customer);
    await ensureSignIns(base, auth.editor);
    const cases = LIST_CASES.filter((c) => !only || only.split("|").some((text) => c.name.includes(text)));
    const urls = new Map<ListCase, string>();
    for (const listCase of cases) {
      const get = async (url: string) =>
        (await fetch(`${base}${url}`, { headers: auth[listCase.role] })).json();
      urls.set(listCase, `${base}${await caseUrl(listCase, get)}`);
    }
    // Warm-up: JIT, the connection pool, each statement prepared on the connections.
    for (const [listCase, url] of urls)
      await measure("warm-up", url, { headers: auth[listCase.role], duration: warmUp });
    await measure("warm-up", bareUrl, { duration: 2 });

    // The bare route before and after ours: its mean is the reference for the ratios.
    const measured: Measure[] = [await measure("bare Fastify JSON route (before)", bareUrl, { duration })];
    // The app's own floors: a route with nothing to read, and one with one database round trip.
    measured.push(
      await measure("GET /api/health/", `${base}/api/health/`, { duration, cpuMeter }),
      await measure("GET /api/ready/ (one round trip)", `${base}/api/ready/`, { duration, cpuMeter }),
      await measure("GET /api/account/me/", `${base}/api/account/me/`, {
        headers: auth.customer,
        duration,
        cpuMeter,
      }),
    );
    // Each list is read against ready measured in turn with it (medianOfRuns): on a shared machine
    // the floor drifts over the minutes the bench takes, and a list measured beside its own floor,
    // by the medians of runs taken in turn, is judged fairly.
    const lists = new Map<Measure, { listCase: ListCase; ready: Measure }>();
    for (const [listCase, url] of urls) {
      const readyRuns: Measure[] = [];
      const listRuns: Measure[] = [];
      for (let pair = 0; pair < pairs; pair++) {
        readyRuns.push(
          await measure("ready beside", `${base}/api/ready/`, { duration: pairSeconds, cpuMeter }),
        );
        listRuns.push(
          await measure(listCase.name, url, {
            headers: auth[listCase.role],
            duration: pairSeconds,
            cpuMeter,
          }),
        );
      }
      const beside = medianOfRuns(readyRuns);
      const result = medianOfRuns(listRuns);
      lists.set(result, { listCase, ready: beside });
      const each = listRuns
        .map((run, i) => `${run.requestsPerSecond}/${readyRuns[i]?.requestsPerSecond}`)
        .join(" ");
      console.log(
        `${cache} ${listCase.name}: ${result.requestsPerSecond} req/s, p99 ${result.latencyP99} ms; ready beside: ${beside.requestsPerSecond} req/s, p99 ${beside.latencyP99} ms (list/ready in turn: ${each}); CPU µs a call, list / ready: ${cpuText(result)} / ${cpuText(beside)}`,
      );
    }
    measured.push(...lists.keys(), await measure("bare Fastify JSON route (after)", bareUrl, { duration }));
    const bareRps = ((measured[0]?.requestsPerSecond ?? 0) + (measured.at(-1)?.requestsPerSecond ?? 0)) / 2;
    const ready = measured.find((m) => m.name.startsWith("GET /api/ready/"));
    if (!ready) throw new Error("/api/ready/ was not measured");
    return measured.map((m): Row => {
      const ratioToBare = Number((m.requestsPerSecond / bareRps).toFixed(3));
      const ratioToReady = Number((m.requestsPerSecond / ready.requestsPerSecond).toFixed(3));
      const list = lists.get(m);
      if (list) {
        const verdict = listVerdict(list.listCase, m, list.ready);
        const absoluteOk = m.latencyP99 <= LIST_P99_MS && ratioToBare >= LIST_MIN_RATIO;
        return {
          ...m,
          cache,
          ratioToBare,
          absoluteOk,
          readyBeside: list.ready,
          cpuToReady: cpuToReady(m, list.ready),
          ...verdict,
        };
      }
      const isMe = m.name.startsWith("GET /api/account/me/");
      const withinBudget = !isMe || ratioToBare >= ME_MIN_RATIO;
      const reasons = withinBudget ? [] : [`${ratioToBare}× bare < ${ME_MIN_RATIO}×`];
      return {
        ...m,
        cache,
        ratioToBare,
        ratioToReady,
        floor: null,
        absoluteOk: withinBudget,
        withinBudget,
        reasons,
      };
    });
  } finally {
    app.kill("SIGTERM");
  }
}

try {
  // On PGlite both modes share one data folder, so the data made once serves both.
  const dataDir = mkdtempSync(join(tmpdir(), "contratti-api-bench-"));
  const rows: Row[] = [];
  for (const cache of modes) rows.push(...(await runMode(cache, dataDir)));
  console.table(
    rows.map(
      ({
        name,
        cache,
        requestsPerSecond,
        latencyP50,
        latencyP99,
        ratioToBare,
        ratioToReady,
        p99ToReadyAtEqualRate,
        floor,
        absoluteOk,
        withinBudget,
        cpu,
        cpuToReady: cpuRatio,
      }) => ({
        name,
        cache,
        "req/s": requestsPerSecond,
        p50: latencyP50,
        p99: latencyP99,
        ratio: ratioToBare,
        "to ready": ratioToReady,
        "p99 to ready, equal rate": p99ToReadyAtEqualRate ?? "",
        floor: floor ?? "",
        verdict: withinBudget ? "ok" : "OVER",
        absolute: absoluteOk ? "ok" : "over",
        "CPU µs a call": cpuText({ cpu }),
        "CPU to ready": cpuRatio ?? "",
      }),
    ),
  );
  const over = rows.filter((r) => !r.withinBudget);
  const file = writeResults("api", {
    date: new Date().toISOString(),
    database,
    connections: 50,
    duration,
    rows,
  });
  console.log(`database: ${database}; results written to ${file}`);
  if (isLocalPostgres(process.env.DATABASE_URL)) console.log(postgresMallocLine(postgresMallocSettings()));
  console.log(
    `budget (DESIGN §11), at 50 connections on PostgreSQL: every list ≥ ${READY_MIN_RATIO}× /api/ready/ (a whole tree or unpaged list ≥ ${WHOLE_MIN_RATIO}×) and p99 ≤ ${READY_MAX_P99_FACTOR}× its p99 at equal throughput (decision 0034), each list against ready measured in turn with it (medians of ${pairs} pairs of ${pairSeconds} s), no failed call; me/ ≥ ${ME_MIN_RATIO}× the bare route. The absolute column: p99 ≤ ${LIST_P99_MS} ms and ≥ ${LIST_MIN_RATIO}× bare, binding only where each process has its own cores. CPU µs a call: the server's + PostgreSQL's (the load generator's), medians of the runs; CPU to ready: a list's server + PostgreSQL over ready's beside it, what the call costs whatever the machine's cores.`,
  );
  console.log(
    over.length
      ? `over budget: ${over.map((r) => `${r.name} (${r.cache}: ${r.reasons.join(", ")})`).join("; ")}`
      : "all within budget",
  );
} finally {
  bare.kill("SIGTERM");
}
