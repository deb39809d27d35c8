import pg from "pg";
import type { TestApp } from "./test-app";

/** A statement as the server sent it to PostgreSQL, with its parameters. */
export interface RecordedStatement {
  text: string;
  values: unknown[];
  /** The prepared statement's name; none for one planned with its values on every call. */
  name?: string;
}

/**
 * Records the statements the server sends, at the driver (`pg.Client`), between `start` and
 * `stop`: the plan tests explain exactly what a call sends. Installed before the test app's
 * pool connects (each connection binds the query it finds); `restore` puts the driver back.
 */
export function statementRecorder() {
  let recording: RecordedStatement[] | null = null;
  const originalQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function record(this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [unknown, unknown];
    if (recording && config && typeof config === "object" && "text" in config) {
      const query = config as { text: string; values?: unknown[]; name?: string };
      recording.push({
        text: query.text,
        values: (Array.isArray(values) ? values : query.values) ?? [],
        name: query.name,
      });
    } else if (recording && typeof config === "string")
      recording.push({ text: config, values: Array.isArray(values) ? values : [] });
    return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;
  return {
    start() {
      recording = [];
    },
    stop(): RecordedStatement[] {
      const recorded = recording ?? [];
      recording = null;
      return recorded;
    },
    restore() {
      pg.Client.prototype.query = originalQuery;
    },
  };
}

/** The pg pool behind the test app's drizzle client (drizzle keeps it as `$client`). */
export const poolOf = (t: TestApp) => (t.database.db as unknown as { $client: pg.Pool }).$client;
