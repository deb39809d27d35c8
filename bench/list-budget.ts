import type { Measure } from "./bench-utils";
import type { ListCase } from "./list-cases";
import type { CpuPerCall } from "./process-cpu";

/**
 * DESIGN §11's list budget (issue 49 §4), read against `GET /api/ready/` measured beside each
 * list in the same run: one database round trip is the floor of any call that reads the
 * database, so the ratio holds on a machine whose cores the load generator and PostgreSQL share
 * with the server, where absolute figures move with the neighbours.
 */
export const READY_MIN_RATIO = 0.4;
/** A whole tree, or an unpaged list of up to 100 rows: more to write per call. */
export const WHOLE_MIN_RATIO = 0.25;
export const READY_MAX_P99_FACTOR = 2;

/** Whether a case answers a whole tree or an unpaged list rather than one page. */
export const isWholeList = (listCase: Pick<ListCase, "route" | "query">) =>
  /(^|&)no_page=no_page(&|$)/.test(listCase.query) ||
  /(root|descendant|children)-nodes-list\/$|leaf-list\/$/.test(listCase.route) ||
  // The caller's last batches: at most 100, never paged.
  listCase.route.endsWith("/bulk/list/");

export interface ListVerdict {
  floor: number;
  ratioToReady: number;
  /** The list's p99 to ready's, as measured. */
  p99ToReady: number;
  /** The same at equal throughput (decision 0034): what the budget's 2× is read against. */
  p99ToReadyAtEqualRate: number;
  p99Limit: number;
  withinBudget: boolean;
  /** Why not, in words, for the bench's last line. */
  reasons: string[];
}

/**
 * A list's verdict against the ready call measured beside it, both at the same 50 connections.
 * The p99 is compared at equal throughput (decision 0034): with a fixed number of connections
 * each waiting for its answer, a call's latency is the connections over its throughput (Little's
 * law), so a list at 0.4× ready's throughput has 2.5× its latency by that alone, and a raw
 * «p99 ≤ 2×» would contradict the 0.4× floor. Scaled by the throughput ratio, the p99 says how
 * heavy the list's tail is — its stalls — beside ready's.
 */
export function listVerdict(
  listCase: Pick<ListCase, "route" | "query">,
  measured: Measure,
  ready: Measure,
): ListVerdict {
  const floor = isWholeList(listCase) ? WHOLE_MIN_RATIO : READY_MIN_RATIO;
  const ratioToReady = ready.requestsPerSecond > 0 ? measured.requestsPerSecond / ready.requestsPerSecond : 0;
  const p99ToReady = ready.latencyP99 > 0 ? measured.latencyP99 / ready.latencyP99 : Number.POSITIVE_INFINITY;
  const p99ToReadyAtEqualRate = p99ToReady * ratioToReady;
  const p99Limit = Math.round(
    READY_MAX_P99_FACTOR * ready.latencyP99 * (ratioToReady > 0 ? 1 / ratioToReady : 1),
  );
  const reasons: string[] = [];
  if (ratioToReady < floor) reasons.push(`${ratioToReady.toFixed(2)}× ready < ${floor}×`);
  if (p99ToReadyAtEqualRate > READY_MAX_P99_FACTOR)
    reasons.push(
      `p99 ${measured.latencyP99} ms > ${p99Limit} ms (${p99ToReadyAtEqualRate.toFixed(2)}× ready's at equal throughput)`,
    );
  if (measured.errors + measured.non2xx > 0)
    reasons.push(`${measured.errors} errors, ${measured.non2xx} non-2xx`);
  const round = (n: number) => Number(n.toFixed(3));
  return {
    floor,
    ratioToReady: round(ratioToReady),
    p99ToReady: round(p99ToReady),
    p99ToReadyAtEqualRate: round(p99ToReadyAtEqualRate),
    p99Limit,
    withinBudget: reasons.length === 0,
    reasons,
  };
}

/** The middle value (the mean of the two middle ones for an even count). */
const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * A list and ready measured in turn, several times (`BENCH_PAIRS`), as one measure each: the
 * median throughput and latencies, every failed call counted. On a virtual machine whose host
 * lends its cores to others, a few seconds can run a third slower than the next few (the editors'
 * constants read 5,920 req/s in one run and 8,006 a few minutes later, ready alike both times):
 * one pair judged a list by whichever seconds it fell on; the median of pairs taken in turn
 * judges it by the machine both shared, and a slow moment counts against neither.
 */
export function medianOfRuns(runs: readonly Measure[]): Measure {
  const first = runs[0];
  if (!first) throw new Error("no run to take the median of");
  return {
    name: first.name,
    requestsPerSecond: Math.round(median(runs.map((run) => run.requestsPerSecond))),
    latencyP50: median(runs.map((run) => run.latencyP50)),
    latencyP99: median(runs.map((run) => run.latencyP99)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    ...medianCpu(runs),
  };
}

/** The runs' median CPU per call, each process apart, when every run was metered. */
function medianCpu(runs: readonly Measure[]): { cpu?: CpuPerCall } {
  const metered = runs.flatMap((run) => (run.cpu ? [run.cpu] : []));
  if (metered.length < runs.length) return {};
  const postgres = metered.flatMap((cpu) => (cpu.postgres === null ? [] : [cpu.postgres]));
  return {
    cpu: {
      server: Math.round(median(metered.map((cpu) => cpu.server))),
      postgres: postgres.length === metered.length ? Math.round(median(postgres)) : null,
      load: Math.round(median(metered.map((cpu) => cpu.load))),
    },
  };
}

/**
 * The server's and PostgreSQL's CPU for one call of the list, over ready's (issue 49 §4): the
 * ratio of what each call costs, where the ratio of throughputs also holds how the machine's
 * cores are shared (ready is bound by the server's one thread, a list by the cores all three
 * processes share). Null without both metered.
 */
export function cpuToReady(list: Measure, ready: Measure): number | null {
  const cost = (cpu: CpuPerCall | undefined) => (cpu ? cpu.server + (cpu.postgres ?? 0) : 0);
  const readyCost = cost(ready.cpu);
  return list.cpu && readyCost > 0 ? Number((cost(list.cpu) / readyCost).toFixed(2)) : null;
}
