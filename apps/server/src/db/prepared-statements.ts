import type pg from "pg";

/** At most this many statements are kept prepared on each connection (PostgreSQL's memory). */
const MAX_STATEMENTS = 300;
/** Batch statements (an import's 500 rows, long id lists) vary with their size: never kept. */
const MAX_PARAMETERS = 64;
const MAX_TEXT = 8_000;

type QueryConfig = { text?: unknown; name?: string; values?: unknown[] };

/**
 * The statements' names of each pool, the same on every connection of that pool (bounded: past
 * MAX_STATEMENTS, none). Kept per pool, not per process: a second pool (another database, a test's
 * second instance) starts its own count instead of finding the first one's names used up.
 */
const namesOfPools = new WeakMap<object, Map<string, string>>();
/**
 * The name a statement is prepared under on `pool`'s connections, or undefined once
 * MAX_STATEMENTS names are given. For a statement known to be single whatever its parameters: the
 * compiled list statements (platform/list/compiled-statement.ts), some of which have none, like
 * the whole wizard tree.
 */
export function preparedName(pool: object, text: string): string | undefined {
  let names = namesOfPools.get(pool);
  if (!names) {
    names = new Map();
    namesOfPools.set(pool, names);
  }
  let name = names.get(text);
  if (name === undefined && names.size < MAX_STATEMENTS) {
    name = `contratti_${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Keeps the app's repeated statements prepared on each pooled connection, so PostgreSQL parses
 * and plans a list or a lookup once per connection instead of on every request. For the queries
 * a list call makes, planning took about 0.4 ms and running them 0.1 ms (EXPLAIN ANALYZE,
 * docs/decisions/0018).
 *
 * A statement is named after its text, the same name on every connection; the first run on a
 * connection prepares it, later runs only bind and execute. Only parameterised statements are
 * named here: they already use the extended protocol, so they hold a single statement (a text
 * without parameters may hold several; its caller names it when it knows it is one). The names are
 * bounded (MAX_STATEMENTS): past that, new texts run unnamed, as before.
 */
export function prepareRepeatedStatements(pool: pg.Pool) {
  const named = (config: QueryConfig, values: unknown): QueryConfig => {
    const parameters = Array.isArray(values) ? values : config.values;
    if (
      typeof config.text !== "string" ||
      config.name !== undefined ||
      !Array.isArray(parameters) ||
      parameters.length === 0 ||
      parameters.length > MAX_PARAMETERS ||
      config.text.length > MAX_TEXT
    )
      return config;
    const name = preparedName(pool, config.text);
    return name === undefined ? config : { ...config, name };
  };
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: unknown, ...rest: unknown[]) =>
      query(
        config !== null && typeof config === "object" && !("submit" in config)
          ? named(config as QueryConfig, rest[0])
          : config,
        ...rest,
      )) as typeof client.query;
  });
}

/**
 * The pools whose sessions run every prepared statement under its generic plan, by the database
 * they serve: the compiled list statements run there (issue 49 §4).
 */
const genericPlanPools = new WeakMap<object, pg.Pool>();

/**
 * What a pool's sessions are started with to plan each prepared statement once. Left to
 * PostgreSQL's own choice, a statement whose plan for the first values was estimated much cheaper
 * than the generic one (the unread notifications, when the statistics say none is unread) is
 * planned again on every call, for ever: 0.25 ms of PostgreSQL's CPU for a call that runs in
 * 0.03 ms, half the list's rate. Not the main pool's setting: there it would also reach the
 * statements planned per call on purpose (forced, an unnamed statement is planned generic too).
 */
export const GENERIC_PLAN_OPTIONS = "-c plan_cache_mode=force_generic_plan";

/** Runs `db`'s compiled statements on `pool`, whose sessions were started with GENERIC_PLAN_OPTIONS. */
export function useGenericPlanPool(db: object, pool: pg.Pool) {
  genericPlanPools.set(db, pool);
}

/** The pool `db`'s compiled statements run on (useGenericPlanPool), if it has one. */
export const genericPlanPoolOf = (db: object): pg.Pool | undefined => genericPlanPools.get(db);
