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
 * (`branch`, by moment, which its index gives; `direction`, the moment's) and how the page orders what they found (`page`,
 * over the found events' own columns). By moment, the page's events are among each
 * alternative's first (`byMoment`); by action or record kind, the page orders the newest events
 * the alternatives read: all the matches while they are no more than the count's bound, the
 * newest past it (the count then says «oltre 10.000»).
 */
const ORDERS = {
  "": { branch: NEWEST_FIRST, direction: sql`desc`, page: sql`at desc, id desc`, byMoment: true },
  "-created_at": {
    branch: sql`${auditEvents.at} desc, ${auditEvents.id}`,
    direction: sql`desc`,
    page: sql`at desc, id`,
    byMoment: true,
  },
  created_at: {
    branch: sql`${auditEvents.at}, ${auditEvents.id}`,
    direction: sql`asc`,
    page: sql`at, id`,
    byMoment: true,
  },
  action: { branch: NEWEST_FIRST, direction: sql`desc`, page: sql`action, id`, byMoment: false },
  "-action": { branch: NEWEST_FIRST, direction: sql`desc`, page: sql`action desc, id`, byMoment: false },
  subject_type: { branch: NEWEST_FIRST, direction: sql`desc`, page: sql`subject_type, id`, byMoment: false },
  "-subject_type": {
    branch: NEWEST_FIRST,
    direction: sql`desc`,
    page: sql`subject_type desc, id`,
    byMoment: false,
  },
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
  /**
   * An event's JSON object as the list writes it: `text`, from `audit_events`; `carried`, from a
   * subquery that carries its `id`, `list_head`, `data`, `actor_id` and `actor_pseudonym` under
   * the table's name, its actor's name given as JSON text (audit-trail.repository.ts).
   */
  row: { text: SQL; carried: (actorJson: SQL) => SQL };
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
 * trigrams. The union of the branches holds the page's rows, and the count up to its bound; a
 * search that only users' names can answer reads its page straight from their events
 * (namesStatement).
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

interface Bounds {
  /** How far each alternative reads for the count (and for a page in another order). */
  reach: SQL;
  offset: SQL;
  limit: SQL;
}

function searchStatement(
  search: AuditSearchPage,
  branches: Branch[],
  filters: SQL | undefined,
  bounds: Bounds,
) {
  // The users are always asked (branchesOf): alone, they are a search by a name.
  return branches.length === 1 && branches[0] === "actors"
    ? namesStatement(search, filters, bounds)
    : unionStatement(search, branches.map(alternativesOf(search, filters)), bounds);
}

/** An alternative's events, in the list's order: their `FOUND` columns, as many as `limit`. */
type Alternative = (limit: SQL) => SQL;

/** How each alternative reads its events under the list's filters. */
function alternativesOf(search: AuditSearchPage, filters: SQL | undefined): (branch: Branch) => Alternative {
  const events = eventsOf(search, filters);
  const named = namedUsersInOrder(search);
  // Each code as a list of one, made once a code, for the reason the users' are (namedUsersInOrder).
  const byCode = (column: AnyPgColumn, codes: string): Alternative => {
    const code = listedFirst(search, column, sql`code.one`);
    return (limit) =>
      sql`select e.* from (select array[value] as one
          from unnest(string_to_array(${sql.placeholder(codes)}::text, ',')) as code(value) offset 0) as code
      cross join lateral (${events(code.condition, FOUND, limit, code.order)}) as e`;
  };
  const pattern = sql.placeholder("s_text");
  const alternatives: Record<Branch, Alternative> = {
    actions: byCode(auditEvents.action, "s_actions"),
    subjects: byCode(auditEvents.subject_type, "s_subjects"),
    actors: (limit) => sql`select e.* from ${named.from}
      cross join lateral (${events(named.condition, FOUND, limit, named.order)}) as e`,
    text: (limit) =>
      sql`(${events(
        sql`${auditOwnText(auditEvents)} ilike ${pattern}::text
          and (${auditEvents.ip} ilike ${pattern}::text or ${auditEvents.actor_pseudonym} ilike ${pattern}::text)`,
        FOUND,
        limit,
      )})`,
  };
  return (branch) => alternatives[branch];
}

/**
 * The events that meet `condition` and the list's filters, in the list's order (or in any, to be
 * counted): `columns` of each, as many as `limit`.
 */
function eventsOf(search: AuditSearchPage, filters: SQL | undefined) {
  const order = ORDERS[search.order ?? ""];
  const and = filters ? sql` and ${filters}` : sql``;
  return (condition: SQL, columns: SQL, limit: SQL, inOrder: SQL | null = order.branch) =>
    sql`select ${columns} from ${auditEvents}
      where ${condition}${and}${inOrder ? sql` order by ${inOrder}` : sql``} limit ${limit}`;
}

/**
 * The users the term names (`from`), and how a lateral reads each one's events (`condition`) in
 * the list's order (`order`), by the actor's index whatever PostgreSQL guesses of the user's
 * share of the trail (an action's or a kind of record's likewise, alternativesOf). Written as
 * `actor_id = users.id`, the user is a known value to it, dropped
 * from the order; it guesses every user as active as the average one and, the trail's moments
 * following its rows' order, looks for a page of a user's events by reading the trail backward
 * by moment: all of it for a user with five events in a million (the plan test's `RARE`). Written
 * as one of a list of one, the actor stays first in the order, which only the actor's indexes
 * give, and the guess of how many events the user has stays the equality's (a range of one value
 * would guess 5,000, and read every event of a user to sort the newest 10,001). The list is made
 * once a user (`offset 0` keeps the subquery whole), not once an event the lateral reads.
 */
const namedUsersInOrder = (search: AuditSearchPage) => ({
  // The name as JSON text made here, once a user, for the page's rows (auditEventTail).
  from: sql`(select ${users.id} as id, to_json(${users.username})::text as actor_json, array[${users.id}] as ids
      from ${users} where ${namedUsers} offset 0) as named`,
  ...listedFirst(search, auditEvents.actor_id, sql`named.ids`),
});

/** The events whose `column` holds the one value of `list` (an array of one), by it first, then in the list's order. */
function listedFirst(search: AuditSearchPage, column: AnyPgColumn, list: SQL) {
  const order = ORDERS[search.order ?? ""];
  return {
    condition: sql`${column} = any(${list})`,
    order: sql`${column} ${order.direction}, ${order.branch}`,
  };
}

/** The users the search's term names. */
const namedUsers = sql`${users.username} ilike ${sql.placeholder("s_actors")}::text`;

/** How many events the alternatives found, up to the count's bound and one more. */
const countOf = (search: AuditSearchPage, found: SQL) =>
  sql`(select count(*) from (select 1 from ${found} limit ${pageBound(search.countUpTo + 1)}) as counted)::text`;

/**
 * Several alternatives: an event may be found by more than one (a user's name and an action's
 * words), so their union, of the columns the page orders by, is kept once (`found`), counted, and
 * its page joined back to the events to be written.
 */
function unionStatement(search: AuditSearchPage, alternatives: Alternative[], bounds: Bounds): SQL {
  const order = ORDERS[search.order ?? ""];
  const found = sql.join(
    alternatives.map((read) => read(bounds.reach)),
    sql` union `,
  );
  const page = sql`select id, row_number() over (order by ${order.page}) as position
    from found order by ${order.page} limit ${bounds.limit} offset ${bounds.offset}`;
  return sql`with found as materialized (${found}), page as (${page})
    select '[' || coalesce(string_agg(${search.row.text}, ',' order by page.position), '') || ']' as results,
      ${countOf(search, sql`found`)} as count
    from page join ${auditEvents} on ${auditEvents.id} = page.id
    `;
}

/**
 * A search by a name alone (no code's words hold the term, no address can), the commonest:
 * nothing to keep once, so the page is read straight from the named users' events, each carrying
 * what its row is written from and its user's name, and counted apart: on the plan test's
 * million events a name's first page takes 2.5 ms, 16–21 ms as a union (issue 49 §4). In the list's
 * order, the page is among each user's first `offset + limit` events; in another, among all that
 * the count reads.
 */
function namesStatement(search: AuditSearchPage, filters: SQL | undefined, bounds: Bounds): SQL {
  const order = ORDERS[search.order ?? ""];
  const events = eventsOf(search, filters);
  const carried = sql`${FOUND}, ${auditEvents.list_head}, ${auditEvents.data}, ${auditEvents.actor_id}, ${auditEvents.actor_pseudonym}`;
  const pageReach = order.byMoment ? sql`${bounds.offset} + ${bounds.limit}` : bounds.reach;
  const named = namedUsersInOrder(search);
  const found = sql`select e.*, named.actor_json from ${named.from}
    cross join lateral (${events(named.condition, carried, pageReach, named.order)}) as e`;
  // Named as the table, the carried columns are what the row's tail reads.
  const page = sql`select ${search.row.carried(sql`${auditEvents}.actor_json`)} as item, at, id, action, subject_type
    from (${found}) as ${auditEvents}
    order by ${order.page} limit ${bounds.limit} offset ${bounds.offset}`;
  // The users' events up to the bound, in whatever order the actor's index gives them: one
  // scan for all the users (a lateral scan per user cost a fifth of the statement).
  const namedIds = sql`any(array(select ${users.id} from ${users} where ${namedUsers}))`;
  const counted = sql`(${events(sql`${auditEvents.actor_id} = ${namedIds}`, sql`1`, pageBound(search.countUpTo + 1), null)}) as found`;
  return sql`select '[' || coalesce(string_agg(page.item, ',' order by ${order.page}), '') || ']' as results,
      ${countOf(search, counted)} as count
    from (${page}) as page`;
}
