import { is, Placeholder, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { genericPlanPoolOf, preparedName } from "../../db/prepared-statements";

/**
 * A statement's text, made once, and the names of the placeholders its `$1…$n` stand for. The
 * CPU profile of a list call (issue 33) showed a quarter of the server's time in building and
 * writing the same SQL text again on every call (drizzle's `sql` tree, `is`, the garbage it
 * leaves); a compiled statement is looked up by what its text depends on and only bound.
 */
export interface CompiledStatement {
  text: string;
  names: string[];
}

const dialect = new PgDialect();
/** Statement shapes an instance keeps: the lists' filters, orders and page sizes in use. */
const MAX_KEPT = 2000;
const kept = new Map<string, CompiledStatement | null>();

/**
 * The statement compiled for `key`, built by `build` on first use. Null when the built statement
 * holds a value in place rather than a placeholder (a free search not yet written with `bind`):
 * such a text would carry the first call's value, so it is never kept, and the caller builds
 * its statement with the values in place, as before.
 */
export function compiledStatement(key: string, build: () => SQL): CompiledStatement | null {
  const found = kept.get(key);
  if (found !== undefined) return found;
  const { sql: text, params } = dialect.sqlToQuery(build());
  const names = params.map((param) => (is(param, Placeholder) ? param.name : null));
  const compiled = names.every((name) => name !== null) ? { text, names: names as string[] } : null;
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(key, compiled);
  return compiled;
}

type QueryingClient = {
  query(
    config: { text: string; values: unknown[]; name?: string } | string,
    values?: unknown[],
  ): Promise<{ rows: unknown[] }>;
  /** A pg.Pool's count of its clients; PGlite has none. */
  totalCount?: number;
};

/**
 * Runs a compiled statement with its values, by name, on the driver itself. On PostgreSQL it goes
 * prepared on each connection (db/prepared-statements.ts), named here, because a compiled
 * statement is one statement even without parameters: unnamed, the whole wizard tree's was planned
 * on every call, 1.1 ms of planning for 1.1 ms of work.
 */
export async function runCompiled<TRow>(
  db: Database,
  compiled: CompiledStatement,
  values: Record<string, unknown>,
  options: { plannedPerCall?: boolean } = {},
): Promise<TRow[]> {
  const client: QueryingClient =
    (!options.plannedPerCall && genericPlanPoolOf(db)) ||
    (db as unknown as { $client: QueryingClient }).$client;
  const ordered = compiled.names.map((name) => {
    if (!Object.hasOwn(values, name)) throw new Error(`no value for the placeholder ${name}`);
    return values[name];
  });
  // A pg.Pool (it counts its clients) takes the config object; PGlite takes the text and values.
  // Unnamed, PostgreSQL plans the statement with this call's values, never a generic plan. One
  // without values has one plan whatever the call: planned per call, it was parsed and planned
  // again for nothing (the activity log's first page, 0.6 ms of PostgreSQL's 0.75, issue 49 §4).
  const result =
    client.totalCount === undefined || (options.plannedPerCall && ordered.length > 0)
      ? await client.query(compiled.text, ordered)
      : await client.query({
          text: compiled.text,
          values: ordered,
          name: preparedName(client, compiled.text),
        });
  return result.rows as TRow[];
}
