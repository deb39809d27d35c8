import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import pg from "pg";
import { openDatabase } from "./client";

// Backup and restore (issue 19, deploy/README.md): `npm run db:backup -- FILE` and
// `npm run db:restore -- FILE`, for PostgreSQL (DATABASE_URL) or the embedded database (DATA_DIR).

interface Target {
  databaseUrl: string | null;
  dataDir: string;
}

export class BackupError extends Error {}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: "utf8" });
  if (result.error) throw new BackupError(`${command} could not start: ${result.error.message}`);
  if (result.status !== 0) throw new BackupError(`${command} failed: ${result.stderr.trim()}`);
}

async function openEmbedded(dataDir: string, loadDataDir?: Blob) {
  const [{ PGlite }, { pg_trgm }, { unaccent }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("@electric-sql/pglite/contrib/unaccent"),
  ]);
  const client = new PGlite(join(resolve(dataDir), "pglite"), {
    extensions: { pg_trgm, unaccent },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  await client.waitReady;
  return client;
}

/**
 * A consistent copy of the whole database in FILE. PostgreSQL: `pg_dump` in its custom format
 * (one snapshot, however long it takes, while the instances keep serving). Embedded: the data
 * directory as a gzipped tarball, after a checkpoint; the app must be stopped first, as nothing
 * else may open that directory at the same time.
 */
export async function backupDatabase(target: Target, file: string): Promise<void> {
  if (target.databaseUrl) {
    run("pg_dump", [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      `--file=${file}`,
      target.databaseUrl,
    ]);
    return;
  }
  if (!existsSync(join(resolve(target.dataDir), "pglite")))
    throw new BackupError(`no embedded database in ${target.dataDir}`);
  const client = await openEmbedded(target.dataDir);
  try {
    await client.query("checkpoint");
    const dump = await client.dumpDataDir("gzip");
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

async function assertEmptyPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    if ((rows[0]?.n ?? 0) > 0)
      throw new BackupError("the target database is not empty: restore into a new, empty database");
  } finally {
    await client.end();
  }
}

/**
 * Restores FILE into an EMPTY database (never over live data), then applies the migrations this
 * version has that the backup lacks, so an old backup opens on the current code.
 */
export async function restoreDatabase(target: Target, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`no such file: ${file}`);
  if (target.databaseUrl) {
    await assertEmptyPostgres(target.databaseUrl);
    run("pg_restore", [
      "--exit-on-error",
      "--no-owner",
      "--no-privileges",
      `--dbname=${target.databaseUrl}`,
      file,
    ]);
  } else {
    const dir = join(resolve(target.dataDir), "pglite");
    if (existsSync(dir) && readdirSync(dir).length > 0)
      throw new BackupError(`${dir} is not empty: restore into a new DATA_DIR`);
    const client = await openEmbedded(target.dataDir, new Blob([readFileSync(file)]));
    await client.close();
  }
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    await database.exclusively(() => database.migrate());
  } finally {
    await database.close();
  }
}
