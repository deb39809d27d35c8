import type { Measure } from "./bench-utils";
import type { ListCase } from "./list-cases";

/**
 * DESIGN §11's list budget (issue 49 §4), read against `GET /api/ready/` measured in the same
 * run: one database round trip is the floor of any call that reads the database, so the ratio
 * holds on a machine whose cores the load generator and PostgreSQL share with the server, where
 * absolute figures move with the neighbours.
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
  p99Limit: number;
  withinBudget: boolean;
  /** Why not, in words, for the bench's last line. */
  reasons: string[];
}

export function listVerdict(
  listCase: Pick<ListCase, "route" | "query">,
  measured: Measure,
  ready: Measure,
): ListVerdict {
  const floor = isWholeList(listCase) ? WHOLE_MIN_RATIO : READY_MIN_RATIO;
  const ratioToReady = ready.requestsPerSecond > 0 ? measured.requestsPerSecond / ready.requestsPerSecond : 0;
  const p99Limit = READY_MAX_P99_FACTOR * ready.latencyP99;
  const reasons: string[] = [];
  if (ratioToReady < floor) reasons.push(`${ratioToReady.toFixed(2)}× ready < ${floor}×`);
  if (measured.latencyP99 > p99Limit) reasons.push(`p99 ${measured.latencyP99} ms > ${p99Limit} ms`);
  if (measured.errors + measured.non2xx > 0)
    reasons.push(`${measured.errors} errors, ${measured.non2xx} non-2xx`);
  return {
    floor,
    ratioToReady: Number(ratioToReady.toFixed(3)),
    p99Limit,
    withinBudget: reasons.length === 0,
    reasons,
  };
}
