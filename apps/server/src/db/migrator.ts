import type { Config } from "../config/config.schema";
import { type MigrationFile, readMigrationFiles, shippedMigrationsFolder } from "./migration-files";

/** One connection to run migrations on: its session settings and transactions are its own. */
export interface MigrationConnection {
  /** Runs SQL text as it is (the simple protocol: no parameters, statements as written). */
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface MigrationSettings {
  folder: string;
  /** How long a statement may wait for a lock before it gives up (and is tried again). */
  lockTimeoutMs: number;
  /** How many times a migration is tried when it could not get its locks. */
  attempts: number;
  /** The wait before the second attempt; it doubles before each next one. */
  firstBackoffMs: number;
}

export const defaultMigrationSettings: MigrationSettings = {
  folder: shippedMigrationsFolder,
  lockTimeoutMs: 5_000,
  attempts: 5,
  firstBackoffMs: 1_000,
};

/** The settings from the configuration (deploy/README.md, "Upgrade"). */
export function migrationSettings(config: Config): MigrationSettings {
  return {
    ...defaultMigrationSettings,
    folder: config.UPGRADE_REHEARSAL_MIGRATIONS ?? defaultMigrationSettings.folder,
    lockTimeoutMs: config.MIGRATION_LOCK_TIMEOUT_SECONDS * 1000,
    attempts: config.MIGRATION_LOCK_ATTEMPTS,
  };
}

/**
 * What a migration meets when the tables it locks are in use, after which it is tried again
 * whole: lock_not_available (lock_timeout passed while waiting) and deadlock_detected. A
 * migration that locks one table and then another (adding a column here, a trigger there) meets
 * a request locking them in the other order; PostgreSQL ends one of the two, here the migration.
 */
const LOCK_CONFLICTS = new Set(["55P03", "40P01"]);

const errorCode = (error: unknown) =>
  (error as { code?: string } | null)?.code ?? (error as { cause?: { code?: string } } | null)?.cause?.code;
const isLockConflict = (error: unknown) => LOCK_CONFLICTS.has(errorCode(error) ?? "");

/**
 * Applies the folder's pending migrations, recording each in drizzle's own table
 * (`drizzle.__drizzle_migrations`: its hash and journal time), so drizzle-kit and databases
 * migrated by drizzle's migrator carry on. Unlike drizzle's, which applies every pending
 * migration in one transaction:
 * - each migration has its transaction, so one that could not get its locks is tried again alone;
 * - every statement waits for a lock at most `lockTimeoutMs`: an ALTER TABLE queued behind a long
 *   query would otherwise hold every other query on that table behind it, an outage;
 * - a migration marked `-- migration: no-transaction` runs statement by statement, outside a
 *   transaction (`CREATE INDEX CONCURRENTLY`), and is recorded once all of them have run.
 */
export async function applyMigrations(connection: MigrationConnection, settings: MigrationSettings) {
  await connection.exec("CREATE SCHEMA IF NOT EXISTS drizzle");
  await connection.exec(
    "CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)",
  );
  const [last] = await connection.query<{ created_at: string }>(
    "select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1",
  );
  const pending = readMigrationFiles(settings.folder).filter(
    (migration) => !last || Number(last.created_at) < migration.when,
  );
  if (pending.length === 0) return;
  await connection.exec(`SET lock_timeout = ${Math.max(1, Math.round(settings.lockTimeoutMs))}`);
  try {
    for (const migration of pending) {
      if (migration.transactional) {
        await withLockRetries(settings, () => applyInTransaction(connection, migration));
      } else {
        for (const statement of migration.statements) {
          await withLockRetries(settings, () => applyConcurrently(connection, statement));
        }
        await record(connection, migration);
      }
    }
  } finally {
    await connection.exec("RESET lock_timeout");
  }
}

async function applyInTransaction(connection: MigrationConnection, migration: MigrationFile) {
  await connection.exec("BEGIN");
  try {
    for (const statement of migration.statements) await connection.exec(statement);
    await record(connection, migration);
    await connection.exec("COMMIT");
  } catch (error) {
    await connection.exec("ROLLBACK");
    throw error;
  }
}

/**
 * One statement of a no-transaction migration (the suite allows only
 * `CREATE [UNIQUE] INDEX CONCURRENTLY IF NOT EXISTS` there). A concurrent build that failed
 * (a lock time-out, a crash, duplicates for a unique index) leaves its index INVALID, which
 * `IF NOT EXISTS` would then skip for ever: such an index is dropped first and built again.
 */
async function applyConcurrently(connection: MigrationConnection, statement: string) {
  const index = concurrentIndexName(statement);
  if (index) {
    const [found] = await connection.query<{ valid: boolean }>(
      "select indisvalid as valid from pg_index where indexrelid = to_regclass($1)",
      [index],
    );
    if (found && !found.valid) await connection.exec(`DROP INDEX CONCURRENTLY IF EXISTS ${index}`);
  }
  await connection.exec(statement);
}

/** The index a `CREATE INDEX CONCURRENTLY` builds, as written (quoted or not), or null. */
export function concurrentIndexName(statement: string): string | null {
  const withoutComments = statement.replace(/--[^\n]*/g, "");
  const match =
    /create\s+(?:unique\s+)?index\s+concurrently\s+(?:if\s+not\s+exists\s+)?("(?:[^"]|"")+"|[\w$]+)/i.exec(
      withoutComments,
    );
  return match?.[1] ?? null;
}

async function record(connection: MigrationConnection, migration: MigrationFile) {
  await connection.query('insert into drizzle.__drizzle_migrations ("hash", "created_at") values ($1, $2)', [
    migration.hash,
    migration.when,
  ]);
}

/** Runs `attempt`, again after a growing pause each time it could not get its locks (isLockConflict). */
async function withLockRetries(settings: MigrationSettings, attempt: () => Promise<void>) {
  for (let tried = 1; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isLockConflict(error) || tried >= settings.attempts) throw error;
      await new Promise((r) => setTimeout(r, settings.firstBackoffMs * 2 ** (tried - 1)));
    }
  }
}
