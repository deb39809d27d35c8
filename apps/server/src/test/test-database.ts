import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import pg from "pg";
import { type DatabaseHandle, openPglite, openPostgres } from "../db/client";
import { seedDemoAccounts } from "../db/seed/demo-accounts";
import { seedDemoData } from "../db/seed/seed";

/** The PostgreSQL server the integration suite runs against a second time, when given. */
export function testDatabaseUrl(): string | null {
  return process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? null;
}

/**
 * A fresh, empty database for one test file: in-memory PGlite, or (TEST_DB=postgres) a new
 * database on the PostgreSQL server, dropped again on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (process.env.TEST_DB !== "postgres") return openPglite(null);
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL or DATABASE_URL");
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 5);
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** What a test database starts with: the demo accounts, or the whole demo catalogue as well. */
export type TestSeed = "accounts" | "catalogue";

/**
 * The embedded databases each seed gave, dumped once per worker process (the server's test files
 * share a worker's modules): a new one starts from the dump in about a second, where creating an
 * empty one, migrating and seeding it took four to nine on this machine.
 */
const pgliteDumps = new Map<TestSeed, Promise<Blob>>();

async function seeded(database: DatabaseHandle, seed: TestSeed) {
  await database.migrate();
  if (seed === "catalogue") await seedDemoData(database.db);
  else await seedDemoAccounts(database.db);
}

/** A fresh database for one test, migrated and seeded with `seed`. */
export async function openSeededTestDatabase(seed: TestSeed): Promise<DatabaseHandle & { url?: string }> {
  if (process.env.TEST_DB === "postgres") {
    const database = await openTestDatabase();
    await seeded(database, seed);
    return database;
  }
  const dump = pgliteDumps.get(seed);
  if (dump) {
    const from = await dump.catch(() => null);
    // The dump is only a short cut: should it have failed, the long way still works.
    if (from) return openPglite(null, { from });
  }
  const database = await openPglite(null);
  await seeded(database, seed);
  if (!dump) {
    // Dumped before the test writes anything of its own.
    const dumped = database.dumpDataDir();
    pgliteDumps.set(seed, dumped);
    await dumped.catch(() => undefined);
  }
  return database;
}

/** One statement on the test server as its administrator (CREATE/DROP DATABASE, cutting connections). */
export async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: testDatabaseUrl() ?? "" });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A TCP port free on this machine now, for a server or nginx a test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
