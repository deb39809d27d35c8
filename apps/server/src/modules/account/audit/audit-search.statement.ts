import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../../db/client";
import { auditEvents, auditOwnText } from "../../../platform/audit/audit.table";
import { users } from "../../../platform/auth/identity.table";
import { compiledStatement, runCompiled } from "../../../platform/list/compiled-statement";
import { type JsonPage, jsonListPage, NEAR_PAGES } from "../../../platform/list/json-list";
import type { ParsedListQuery } from "../../../platform/list/list-query";
import { pageBound } from "../../../platform/list/run-list";

const NEWEST_FIRST = sql`${auditEvents.at} desc, ${auditEvents.id} desc`;

/**
 * The list's orders (`order_by__`, "" for the default): how each alternative reads its events
 * (`branch`, by moment, which its index gives) and how the page orders what they found (`page`).
 * By action or record kind, the page orders the newest events the alternatives read: all the
 * matches while they are no more than the count's bound, the newest past it (the count then
 * says «oltre 10.000»).
 */
const ORDERS = {
  "": { branch: NEWEST_FIRST, page: sql`found.at desc, found.id desc` },
  "-created_at": {
    branch: sql`${auditEvents.at} desc, ${auditEvents.id}`,
    page: sql`found.at desc, found.id`,
  },
  created_at: { branch: sql`${auditEvents.at}, ${auditEvents.id}`, page: sql`found.at, found.id` },
  action: { branch: NEWEST_FIRST, page: sql`found.action, found.id` },
  "-action": { branch: NEWEST_FIRST, page: sql`found.action desc, found.id` },
  subject_type: { branch: NEWEST_FIRST, page: sql`found.subject_type, found.id` },
  "-subject_type": { branch: NEWEST_FIRST, page: sql`found.subject_type desc, found.id` },
} as const;
type SearchOrder = keyof typeof ORDERS;

/** What each alternative keeps of an event: what the page orders by. */
const FOUND = sql`${auditEvents.id}, ${auditEvents.at}, ${auditEvents.action}, ${auditEvents.subject_type}`;

/** Whether `order_by__` (absent for the default) is one of the trail's orders. */
export const isSearchOrder = (orderBy: string | undefined): orderBy is SearchOrder | undefined =>
  Object.hasOwn(ORDERS, orderBy ?? "");

/** What a search looks for, each as one value: the statement's text never depends on the term. */
export interface AuditSearchTerms {
  /** The action codes shown in words that hold the term, comma-separated. */
  actions: string;
  /** The record kinds, likewise. */
  subjects: string;
  /** The pattern users' names are matched with. */
  actors: string;
  /** The pattern of the addresses and pseudonyms, or null for a term under three characters. */
  text: string | null;
}

/** A page of the search: the list's filters (bound), its order, page and count's bound. */
export interface AuditSearchPage {
  /** The list query without its free search: its filters, page and size. */
  filters: ParsedListQuery;
  order: SearchOrder | undefined;
  terms: AuditSearchTerms;
  /** Counts up to this many; each alternative reads at most one past it, or past the page. */
  countUpTo: number;
  /** An event's JSON object as the list writes it, from `audit_events` joined to the page. */
  rowText: SQL;
}

/**
 * The activity log's free search as one prepared statement whose plan holds whatever the term
 * (issue 49 §4). Planned with each call's values, the search cost 0.5 ms of planning and a
 * second round trip for the users' names, a sixth of `/api/ready/`'s rate; a generic plan of its
 * one `or` could read the whole trail for a rare term (the order's index) or every match of a
 * common one (the alternatives' indexes).
 *
 * Here each alternative is its own branch, read in the list's order by an index that gives that
 * order and stops at the rows the page and the count need: the actions and the record kinds one
 * code at a time (`action, at`, `subject_type, at`), the named users one at a time (`actor_id, at`,
 * or `actor_id, action, at` with an action filter), the addresses and pseudonyms by their
 * trigrams. The union of the branches holds the page's rows, and the count up to its bound.
 */
export async function runAuditSearch(db: Database, search: AuditSearchPage): Promise<JsonPage> {
  const { filters, countUpTo } = search;
  const limit = filters.limit ?? 0;
  const reach = Math.max(countUpTo + 1, filters.offset + limit);
  const near = reach === countUpTo + 1;
  // The first pages' offsets are written in the text, as runJsonList writes them; a further
  // page's is a value, so that the pages up to the bound share one statement, not 400.
  const offsetInText = filters.offset <= NEAR_PAGES * filters.perPage;
  const bound = filters.bound;
  if (!bound) throw new Error("the activity log's filters are always bound");
  const branches = branchesOf(search.terms);
  const key = `audit/search|${bound.key}|${search.order ?? ""}|${limit}|${near ? "near" : "far"}|${offsetInText ? filters.offset : "offset"}|${branches}`;
  const compiled = compiledStatement(key, () =>
    searchStatement(search, branches, bound.where, {
      reach: near ? pageBound(reach) : sql`${sql.placeholder("s_reach")}`,
      offset: offsetInText ? pageBound(filters.offset) : sql`${sql.placeholder("s_offset")}`,
      limit: pageBound(limit),
    }),
  );
  if (!compiled) throw new Error("the activity log's search holds a value in place");
  // A page past the count's bound reads as far as itself: its values planned on each call, as
  // a generic plan of an unknown `limit` may read the whole trail (the plan test's page 401).
  const values = {
    ...bound.values,
    s_actions: search.terms.actions,
    s_subjects: search.terms.subjects,
    s_actors: search.terms.actors,
    s_text: search.terms.text,
    s_reach: reach,
    s_offset: filters.offset,
  };
  const [row] = await runCompiled<{ results: string; count: string }>(db, compiled, values, {
    plannedPerCall: !near,
  });
  return jsonListPage(row, filters, countUpTo);
}

/** An alternative of the search: the action codes, the record kinds, the users, the texts. */
type Branch = "actions" | "subjects" | "actors" | "text";

/**
 * The alternatives that may find anything for these terms: a statement leaves out those that
 * cannot (no code in the screen's words holds the term; a term too short for the trigrams, or
 * with a character no address or pseudonym holds),
 * so that a search by name does not start the plans of three empty ones (a tenth of its time).
 * The users are always asked: whose name holds the term, only the statement knows.
 */
function branchesOf(terms: AuditSearchTerms): Branch[] {
  const branches: Branch[] = [];
  if (terms.actions) branches.push("actions");
  if (terms.subjects) branches.push("subjects");
  branches.push("actors");
  if (terms.text !== null) branches.push("text");
  return branches;
}

function searchStatement(
  search: AuditSearchPage,
  branches: Branch[],
  filters: SQL | undefined,
  bounds: { reach: SQL; offset: SQL; limit: SQL },
): SQL {
  const order = ORDERS[search.order ?? ""];
  const and = filters ? sql` and ${filters}` : sql``;
  /** One alternative's events in the list's order, as many as the page and the count need. */
  const events = (condition: SQL) =>
    sql`select ${FOUND} from ${auditEvents}
      where ${condition}${and} order by ${order.branch} limit ${bounds.reach}`;
  const byCode = (column: AnyPgColumn, codes: string) =>
    sql`select e.* from unnest(string_to_array(${sql.placeholder(codes)}::text, ',')) as code(value)
      cross join lateral (${events(sql`${column} = code.value`)}) as e`;
  const pattern = sql.placeholder("s_text");
  const alternatives: Record<Branch, () => SQL> = {
    actions: () => byCode(auditEvents.action, "s_actions"),
    subjects: () => byCode(auditEvents.subject_type, "s_subjects"),
    actors: () => sql`select e.* from ${users}
      cross join lateral (${events(sql`${auditEvents.actor_id} = ${users.id}`)}) as e
      where ${users.username} ilike ${sql.placeholder("s_actors")}::text`,
    text: () =>
      sql`(${events(
        sql`${auditOwnText(auditEvents)} ilike ${pattern}::text
          and (${auditEvents.ip} ilike ${pattern}::text or ${auditEvents.actor_pseudonym} ilike ${pattern}::text)`,
      )})`,
  };
  const found = sql.join(
    branches.map((branch) => alternatives[branch]()),
    sql` union `,
  );
  const page = sql`select found.id, row_number() over (order by ${order.page}) as position
    from found order by ${order.page} limit ${bounds.limit} offset ${bounds.offset}`;
  return sql`with found as materialized (${found}), page as (${page})
    select '[' || coalesce(string_agg(${search.rowText}, ',' order by page.position), '') || ']' as results,
      (select count(*) from (select 1 from found limit ${pageBound(search.countUpTo + 1)}) as counted)::text as count
    from page join ${auditEvents} on ${auditEvents.id} = page.id`;
}
