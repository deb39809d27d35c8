import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { applyMigrations, defaultMigrationSettings, type MigrationSettings } from "./migrator";
import { GENERIC_PLAN_OPTIONS, prepareRepeatedStatements, useGenericPlanPool } from "./prepared-statements";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The typed client, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Receives NOTIFY payloads; `onReset` runs whenever messages may have been missed. */
export interface ChannelListener {
  onMessage(payload: string): void;
  onReset(): void;
}

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies the pending migrations (migrator.ts); settings default to defaultMigrationSettings. */
  migrate(settings?: Partial<MigrationSettings>): Promise<void>;
  /**
   * Runs `work` while no other instance runs its own (a PostgreSQL advisory lock held on a
   * connection of its own): several instances starting together migrate and seed one at a time.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /** The connection pool's state (PostgreSQL), for the metrics; null for the embedded database. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /** LISTENs on a channel; resolves once listening. Returns whether the channel is live now. */
  listen(channel: string, listener: ChannelListener): Promise<{ isLive(): boolean }>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/** How many rows a raw statement wrote, whichever driver answered (`rowCount` or `affectedRows`). */
export function rowsAffected(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}

/** Closing twice (a test, then its teardown; a signal, then another) must not throw. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | null = null;
  return () => {
    closing ??= close();
    return closing;
  };
}

/** The advisory lock key instances take to bring the database up to date ("contratti" startup). */
const STARTUP_LOCK = 19_000_001;

/** The embedded database's handle, which can also hand over its files (a test's starting point). */
export interface PgliteHandle extends DatabaseHandle {
  /** The whole data directory as a tarball, for `openPglite(null, { from })`. */
  dumpDataDir(): Promise<Blob>;
}

/**
 * Opens the embedded PGlite database in `dataDir` (or in memory when dataDir is null); in memory,
 * `from` starts it from a data directory another one dumped, instead of an empty one.
 */
export async function openPglite(
  dataDir: string | null,
  options: { from?: Blob } = {},
): Promise<PgliteHandle> {
  // Loaded only here: a server on PostgreSQL never holds the embedded database's code (≈ 50 MB).
  const [{ PGlite }, { pg_trgm }, { unaccent }, { drizzle: drizzlePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("@electric-sql/pglite/contrib/unaccent"),
    import("drizzle-orm/pglite"),
  ]);
  // The contrib extensions the search migrations create.
  const extensions = { unaccent, pg_trgm };
  let client: PGlite;
  if (dataDir) {
    const dir = join(resolve(dataDir), "pglite");
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions });
  } else {
    client = new PGlite({ extensions, ...(options.from ? { loadDataDir: options.from } : {}) });
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    // One connection: the migrations' session settings and transactions are the database's own.
    migrate: (settings) =>
      applyMigrations(
        {
          exec: async (sql) => {
            await client.exec(sql);
          },
          query: async <T>(sql: string, params?: unknown[]) => (await client.query<T>(sql, params)).rows,
        },
        { ...defaultMigrationSettings, ...settings },
      ),
    // One process owns an embedded database: there is nobody to wait for.
    exclusively: (work) => work(),
    poolStats: () => null,
    ping: async () => {
      await client.query("select 1");
    },
    // One process holds the embedded database, so its channel is always live.
    listen: async (channel, listener) => {
      await client.listen(channel, (payload) => listener.onMessage(payload));
      return { isLive: () => !client.closed };
    },
    notify: async (channel, payload) => {
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    },
    close: once(() => client.close()),
    dumpDataDir: () => client.dumpDataDir("none"),
  };
}

/** Opens PostgreSQL through a connection pool. */
export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const { drizzle: drizzlePostgres } = await import("drizzle-orm/node-postgres");
  // A database that does not answer fails a request within 5 s (a clean 503) instead of holding
  // it for as long as the client waits.
  const settings = { connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 };
  const pool = new pg.Pool(settings);
  // The lists' compiled statements, each with one plan whatever its values, run on a pool of
  // their own whose sessions keep to that plan (db/prepared-statements.ts, issue 49 §4).
  const listPool = new pg.Pool({ ...settings, options: GENERIC_PLAN_OPTIONS });
  // An idle connection the server drops (restart, failover) is reported here; without a
  // listener it would crash the process. The pool replaces it on the next query.
  for (const each of [pool, listPool])
    each.on("error", (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  prepareRepeatedStatements(pool);
  let closed = false;
  const stops: (() => Promise<void>)[] = [];
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  useGenericPlanPool(db, listPool);
  return {
    db,
    kind: "postgres",
    async migrate(settings) {
      // A connection of its own: lock_timeout and each migration's transaction stay on it.
      const connection = await pool.connect();
      try {
        await applyMigrations(
          {
            exec: async (sql) => {
              await connection.query(sql);
            },
            query: async <T>(sql: string, params?: unknown[]) =>
              (await connection.query(sql, params)).rows as T[],
          },
          { ...defaultMigrationSettings, ...settings },
        );
        connection.release();
      } catch (error) {
        // Its session may be left mid-transaction or with the lock_timeout: not for the pool.
        connection.release(true);
        throw error;
      }
    },
    async exclusively(work) {
      const holder = await pool.connect();
      try {
        // Waited for by polling, not inside `pg_advisory_lock`: a session blocked in that
        // statement holds a snapshot, and a `CREATE INDEX CONCURRENTLY` the lock's holder runs
        // waits for every older snapshot to end, so two instances starting together stalled
        // each other until the migration's lock time-out (startup-lock.test.ts).
        for (let pause = 50; ; pause = Math.min(pause * 2, 1000)) {
          const { rows } = await holder.query("select pg_try_advisory_lock($1) as taken", [STARTUP_LOCK]);
          if ((rows[0] as { taken?: boolean } | undefined)?.taken) break;
          await sleep(pause);
        }
        try {
          return await work();
        } finally {
          await holder.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]);
        }
      } finally {
        holder.release();
      }
    },
    ping: async () => {
      await pool.query("select 1");
    },
    // Both pools' connections: a wait on either is a call held.
    poolStats: () => ({
      total: pool.totalCount + listPool.totalCount,
      idle: pool.idleCount + listPool.idleCount,
      waiting: pool.waitingCount + listPool.waitingCount,
    }),
    listen: async (channel, listener) => {
      const subscription = await listenPostgres(url, channel, listener, () => closed);
      stops.push(subscription.stop);
      return subscription;
    },
    notify: async (channel, payload) => {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    close: once(async () => {
      closed = true;
      await Promise.all(stops.map((stop) => stop()));
      await Promise.all([pool.end(), listPool.end()]);
    }),
  };
}

export function openDatabase(options: { databaseUrl: string | null; dataDir: string | null }) {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

/**
 * A dedicated connection that LISTENs (outside the pool, as it is held for ever). When it drops,
 * the listener is reset (its cache must not be trusted) and it reconnects every second.
 */
async function listenPostgres(
  url: string,
  channel: string,
  listener: ChannelListener,
  isClosed: () => boolean,
) {
  let live = false;
  let client: pg.Client | null = null;
  const connect = async (): Promise<void> => {
    if (isClosed()) return;
    client = new pg.Client({ connectionString: url });
    client.on("notification", (message) => {
      if (message.channel === channel) listener.onMessage(message.payload ?? "");
    });
    const lost = () => {
      if (!live) return;
      live = false;
      listener.onReset();
      client?.end().catch(() => {});
      setTimeout(() => void connect().catch(() => {}), 1000).unref();
    };
    client.on("error", lost);
    client.on("end", lost);
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    live = true;
    listener.onReset();
  };
  await connect();
  return {
    isLive: () => live && !isClosed(),
    async stop() {
      live = false;
      await client?.end().catch(() => {});
    },
  };
}
