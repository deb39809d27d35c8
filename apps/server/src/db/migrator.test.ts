import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readMigrationFiles as drizzleReadMigrationFiles } from "drizzle-orm/migrator";
import { migrate as drizzleMigrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/test-database";
import type { DatabaseHandle } from "./client";

// Issue 49 §1: the migrator runs index builds outside a transaction, waits for locks only so
// long, and stays drizzle's: same records, so databases migrated before it carry on.
const onPostgres = process.env.TEST_DB === "postgres";

/** A drizzle-kit migrations folder holding `files` (tag → SQL), in that order. */
function migrationsFolder(files: Record<string, string>) {
  const folder = mkdtempSync(join(tmpdir(), "migrations-"));
  mkdirSync(join(folder, "meta"));
  const entries = Object.entries(files).map(([tag, text], idx) => {
    writeFileSync(join(folder, `${tag}.sql`), text);
    return { idx, version: "7", when: 1_800_000_000_000 + idx, tag, breakpoints: true };
  });
  writeFileSync(
    join(folder, "meta", "_journal.json"),
    JSON.stringify({ version: "7", dialect: "postgresql", entries }),
  );
  return folder;
}

const items = 'CREATE TABLE "items" ("id" serial PRIMARY KEY, "code" text NOT NULL);';
const uniqueCodes =
  '-- migration: no-transaction\nCREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "items_code_idx" ON "items" ("code");';

let database: (DatabaseHandle & { url?: string }) | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

async function rows<T>(sql: string): Promise<T[]> {
  if (!database) throw new Error("no database open");
  return ((await database.db.execute(sql)) as unknown as { rows: T[] }).rows;
}
const recorded = () => rows<{ hash: string }>("select hash from drizzle.__drizzle_migrations order by id");
const indexValid = async () =>
  (
    await rows<{ valid: boolean }>(
      "select indisvalid as valid from pg_index where indexrelid = to_regclass('items_code_idx')",
    )
  )[0]?.valid;

describe("the migrator", () => {
  it("carries on from drizzle's own migrator, records what drizzle would, and applies each migration once", async () => {
    database = await openTestDatabase();
    // drizzle's migrators differ by driver in their types only (both run dialect.migrate).
    await drizzleMigrate(database.db as unknown as Parameters<typeof drizzleMigrate>[0], {
      migrationsFolder: migrationsFolder({ "0000_items": items }),
    });
    const folder = migrationsFolder({ "0000_items": items, "0001_unique_codes": uniqueCodes });
    await database.migrate({ folder });
    await database.migrate({ folder });
    expect((await recorded()).map((r) => r.hash)).toEqual(
      drizzleReadMigrationFiles({ migrationsFolder: folder }).map((m) => m.hash),
    );
    expect(await indexValid()).toBe(true);
  });

  it("builds again a concurrent index a failed run left INVALID, and records it only then", async () => {
    database = await openTestDatabase();
    await database.migrate({ folder: migrationsFolder({ "0000_items": items }) });
    await database.db.execute("insert into items (code) values ('a'), ('a')");
    const folder = migrationsFolder({ "0000_items": items, "0001_unique_codes": uniqueCodes });
    await expect(database.migrate({ folder })).rejects.toThrow();
    // The failed build left its index behind, INVALID; `IF NOT EXISTS` alone would skip it for ever.
    expect(await indexValid()).toBe(false);
    expect(await recorded()).toHaveLength(1);
    await database.db.execute("delete from items where id = (select max(id) from items)");
    await database.migrate({ folder });
    expect(await indexValid()).toBe(true);
    expect(await recorded()).toHaveLength(2);
  });
});

describe.skipIf(!onPostgres)("the migrator behind a long query (skipped on PGlite)", () => {
  const addNote = { "0000_items": items, "0001_note": 'ALTER TABLE "items" ADD COLUMN "note" text;' };

  /** A transaction that has read `items` and holds its lock until `release()`. */
  async function longQuery() {
    const client = new pg.Client({ connectionString: database?.url });
    await client.connect();
    await client.query("begin");
    await client.query("select count(*) from items");
    return {
      release: async () => {
        await client.query("commit");
        await client.end();
      },
    };
  }

  it("gives the lock up within lock_timeout, so queries behind it go on, and applies the migration once it is free", async () => {
    database = await openTestDatabase();
    await database.migrate({ folder: migrationsFolder({ "0000_items": items }) });
    const blocker = await longQuery();
    const migrating = database.migrate({
      folder: migrationsFolder(addNote),
      lockTimeoutMs: 200,
      attempts: 8,
      firstBackoffMs: 100,
    });
    // Meanwhile the other requests read the table: each waits at most about one lock_timeout,
    // never the whole long query (1.5 s) as it would behind an ALTER TABLE that waits for ever.
    const started = Date.now();
    const waits: number[] = [];
    while (Date.now() - started < 1_500) {
      const before = Date.now();
      await database.db.execute("select count(*) from items");
      waits.push(Date.now() - before);
    }
    await blocker.release();
    await migrating;
    expect(Math.max(...waits)).toBeLessThan(700);
    expect(await rows("select note from items")).toEqual([]);
    expect(await recorded()).toHaveLength(2);
  });

  it("fails, applying and recording nothing, when the lock stays taken through every attempt", async () => {
    database = await openTestDatabase();
    await database.migrate({ folder: migrationsFolder({ "0000_items": items }) });
    const blocker = await longQuery();
    try {
      await expect(
        database.migrate({
          folder: migrationsFolder(addNote),
          lockTimeoutMs: 100,
          attempts: 2,
          firstBackoffMs: 50,
        }),
      ).rejects.toMatchObject({ code: "55P03" });
    } finally {
      await blocker.release();
    }
    expect(await recorded()).toHaveLength(1);
    expect(
      await rows("select column_name from information_schema.columns where column_name = 'note'"),
    ).toEqual([]);
  });
  it("tries a migration again when it deadlocks with a request locking its tables in the other order", async () => {
    const tags = 'CREATE TABLE "tags" ("id" serial PRIMARY KEY, "name" text NOT NULL);';
    const both = {
      "0000_items": items,
      "0001_tags": tags,
      "0002_notes":
        'ALTER TABLE "items" ADD COLUMN "note" text;--> statement-breakpoint\nALTER TABLE "tags" ADD COLUMN "note" text;',
    };
    database = await openTestDatabase();
    await database.migrate({ folder: migrationsFolder({ "0000_items": items, "0001_tags": tags }) });
    // A request that has written a tag, and reads the items next.
    const request = new pg.Client({ connectionString: database.url });
    await request.connect();
    await request.query("begin");
    await request.query("insert into tags (name) values ('urgente')");
    // lock_timeout longer than PostgreSQL's deadlock_timeout (1 s): the deadlock is what ends the wait.
    const migrating = database.migrate({
      folder: migrationsFolder(both),
      lockTimeoutMs: 10_000,
      attempts: 3,
      firstBackoffMs: 50,
    });
    const waitingForTags = async () =>
      (
        await rows<{
          n: number;
        }>(`select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation
          where c.relname = 'tags' and not l.granted`)
      )[0]?.n ?? 0;
    while ((await waitingForTags()) === 0) await new Promise((r) => setTimeout(r, 20));
    // The migration holds the items and waits for the tags; the request now waits for the items.
    await request.query("select count(*) from items");
    await request.query("commit");
    await request.end();
    await migrating;
    expect(await recorded()).toHaveLength(3);
    expect(
      await rows("select table_name from information_schema.columns where column_name = 'note' order by 1"),
    ).toEqual([{ table_name: "items" }, { table_name: "tags" }]);
  });
});
