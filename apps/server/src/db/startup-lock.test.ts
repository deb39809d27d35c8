import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { configSchema } from "../config/config.schema";
import { adminQuery, testDatabaseUrl } from "../test/test-database";
import { openConfiguredDatabase } from "./open-configured";

// Issue 19: two instances started together on one new PostgreSQL database bring it up to date
// one after the other (an advisory lock): every migration applied once, the demo seeded once.
const serverUrl = testDatabaseUrl();
const onPostgres = process.env.TEST_DB === "postgres" && serverUrl !== null;
const name = `test_startup_${Date.now()}_${randomBytes(3).toString("hex")}`;

afterAll(async () => {
  if (onPostgres) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

describe.skipIf(!onPostgres)("two instances starting together (skipped on PGlite)", () => {
  it("migrate and seed one at a time, each migration once", async () => {
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl ?? "");
    url.pathname = `/${name}`;
    const config = configSchema.parse({ DATABASE_URL: url.toString(), DEMO_MODE: "true" });
    const [first, second] = await Promise.all([
      openConfiguredDatabase(config),
      openConfiguredDatabase(config),
    ]);
    try {
      const migrations = readdirSync(join(import.meta.dirname, "migrations")).filter((f) =>
        f.endsWith(".sql"),
      );
      const applied = await first.db.execute("select count(*)::int as n from drizzle.__drizzle_migrations");
      expect((applied as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(migrations.length);
      const users = await second.db.execute(
        "select username, count(*)::int as n from users group by username having count(*) > 1",
      );
      expect((users as unknown as { rows: unknown[] }).rows).toEqual([]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
