import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compiledStatement, runCompiled } from "../platform/list/compiled-statement";
import { openTestDatabase } from "../test/test-database";
import type { DatabaseHandle } from "./client";
import { genericPlanPoolOf } from "./prepared-statements";

/**
 * Issue 49 §4: a compiled list statement keeps one plan on a connection. Left to PostgreSQL's
 * choice, the unread notifications were planned again on every call (custom plans for ever),
 * because the statistics made the first calls' plans look far cheaper than the generic one.
 */
describe.skipIf(process.env.TEST_DB !== "postgres")("compiled statements on PostgreSQL", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    // Every row read, as the bench's customer's notifications are: `read = false` looks empty.
    await database.db.execute(sql`create table plan_probe (id int primary key, read boolean not null)`);
    await database.db.execute(sql`insert into plan_probe select n, true from generate_series(1, 2000) as n`);
    await database.db.execute(sql`analyze plan_probe`);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  /** A list-like statement whose generic plan costs a sub-select for each row it may read. */
  const unread = compiledStatement(
    "test: the unread probes",
    () => sql`select p.id, (select count(*) from plan_probe as q where q.id < p.id) as before
      from plan_probe as p where p.read = ${sql.placeholder("read")} order by p.id limit 10`,
  );

  it("are planned once per connection, not again on every call", async () => {
    if (!unread) throw new Error("the probe holds a value in place");
    for (let call = 0; call < 10; call++) await runCompiled(database.db, unread, { read: false });
    const pool = genericPlanPoolOf(database.db);
    expect(pool, "the database's pool for compiled statements").toBeDefined();
    // The pool hands back its most recently released connection: the one that ran the calls.
    const { rows } = await (pool as NonNullable<typeof pool>).query(
      "select generic_plans, custom_plans from pg_prepared_statements where statement = $1",
      [unread.text],
    );
    expect(rows).toEqual([{ generic_plans: "10", custom_plans: "0" }]);
  });

  it("leave a statement planned per call to PostgreSQL's choice with its values", async () => {
    const perCall = compiledStatement(
      "test: the per-call probe",
      () => sql`select current_setting('plan_cache_mode') as mode, ${sql.placeholder("n")}::int as n`,
    );
    if (!perCall) throw new Error("the probe holds a value in place");
    const [row] = await runCompiled<{ mode: string }>(
      database.db,
      perCall,
      { n: 1 },
      { plannedPerCall: true },
    );
    expect(row?.mode).toBe("auto");
  });
});
