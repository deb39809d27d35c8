import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import pg from "pg";
import { type DatabaseHandle, openPglite, openPostgres } from "../db/client";

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
