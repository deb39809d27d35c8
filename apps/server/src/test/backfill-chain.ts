import { type SQL, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../db/client";
import { jobs } from "../platform/jobs/job.table";
import type { TestApp } from "./test-app";

/**
 * A backfill's chain of jobs (list-head-backfill.ts) over two full batches and a rest: queued,
 * it runs three times and ends (`afterRuns` checks what they wrote); queued again, as an instance
 * starting again does, it runs no more.
 */
export async function expectBackfillChain(
  t: TestApp,
  kind: string,
  schedule: (db: Database) => Promise<void>,
  afterRuns: () => Promise<void>,
): Promise<void> {
  await schedule(t.database.db);
  expect(await t.app.jobs.runDue()).toBe(3);
  await afterRuns();
  const runs = await t.database.db.select({ key: jobs.key }).from(jobs).where(sql`${jobs.kind} = ${kind}`);
  expect(runs).toHaveLength(3);
  await schedule(t.database.db);
  expect(await t.app.jobs.runDue()).toBe(0);
}

/**
 * Runs `write` with a table's trigger off: rows as a release before the trigger left them (without
 * the columns it keeps). The trigger is on again after, whatever `write` does.
 */
export async function withTriggerOff(
  t: TestApp,
  table: string,
  trigger: string,
  write: () => Promise<unknown>,
) {
  const toggle = (state: SQL) =>
    t.database.db.execute(
      sql`alter table ${sql.identifier(table)} ${state} trigger ${sql.identifier(trigger)}`,
    );
  await toggle(sql`disable`);
  try {
    await write();
  } finally {
    await toggle(sql`enable`);
  }
}
