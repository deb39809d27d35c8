import { AUDIT_RETENTION_DEFAULT_DAYS } from "@app/contracts";
import { like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../config/load-config";
import { jobs } from "../../../platform/jobs/job.table";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { AUDIT_RETENTION_BATCH, scheduleAuditRetention } from "./audit-retention";

let t: TestApp;
const RETENTION_DAYS = 90;
/** Past the retention: more than two batches, so the job has to come back twice. */
const EXPIRED = 2 * AUDIT_RETENTION_BATCH + 7;

/** `count` events of `action`, `daysAgo` days old (a minute apart), written as the trail writes them. */
async function addEvents(action: string, count: number, daysAgo: number, marker: string) {
  await t.database.db.execute(sql`
    insert into audit_events (action, subject_type, data, at)
    select ${action}, 'user', jsonb_build_object('marker', ${marker}::text),
           now() - make_interval(days => ${daysAgo}) - make_interval(mins => g)
      from generate_series(1, ${count}) as g`);
}

async function left(marker: string): Promise<number> {
  const result = await t.database.db.execute(
    sql`select count(*)::int as n from audit_events where data->>'marker' = ${marker}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
}

/** `count` e-mails of the outbox in `status`, whose sending ended `daysAgo` days ago (null: not ended). */
async function addMails(status: string, count: number, daysAgo: number | null, marker: string) {
  await t.database.db.execute(sql`
    insert into mail_outbox (message_id, recipients, subject, text, status, created_at, finished_at)
    select ${marker} || '-' || g || '@retention.test', '["cliente@example.com"]'::jsonb, ${marker}, 'Testo',
           ${status}, now() - make_interval(days => ${daysAgo ?? 900}) - interval '1 hour',
           case when ${daysAgo}::int is null then null else now() - make_interval(days => ${daysAgo}) end
      from generate_series(1, ${count}) as g`);
}

async function mailsLeft(marker: string): Promise<number> {
  const result = await t.database.db.execute(
    sql`select count(*)::int as n from mail_outbox where subject = ${marker}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
}

beforeAll(async () => {
  t = await createTestApp({ AUDIT_RETENTION_DAYS: RETENTION_DAYS });
  await addEvents("login", EXPIRED, RETENTION_DAYS + 1, "expired");
  await addEvents("login", 3, RETENTION_DAYS - 1, "recent");
  // The records of a legal act are kept ten years, past the trail's own retention…
  await addEvents("agreement.remote_sign", 2, 500, "signature");
  await addEvents("agreement.signed_copy_upload", 2, 3000, "signed-copy");
  await addEvents("account_deleted", 2, 3600, "erasure");
  // …and no longer.
  await addEvents("account_deleted", 2, 3700, "old-erasure");
  await addEvents("agreement.remote_sign", 2, 3700, "old-signature");
  // The outbox's messages: their record goes with the trail's, once their sending has ended.
  await addMails("sent", 3, RETENTION_DAYS + 1, "sent-expired");
  await addMails("failed", 2, RETENTION_DAYS + 1, "failed-expired");
  await addMails("sent", 2, RETENTION_DAYS - 1, "sent-recent");
  await addMails("pending", 1, null, "pending-old");
}, 120_000);
afterAll(() => t.close());

describe("the activity log's retention", () => {
  it("keeps 400 days unless AUDIT_RETENTION_DAYS says otherwise", () => {
    expect(AUDIT_RETENTION_DEFAULT_DAYS).toBe(400);
    expect(loadConfig({}).AUDIT_RETENTION_DAYS).toBe(400);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: "30" }).AUDIT_RETENTION_DAYS).toBe(30);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: "0" })).toThrow(/AUDIT_RETENTION_DAYS/);
  });

  it("deletes the expired events in batches, each run bringing on the next, then waits for tomorrow night", async () => {
    await scheduleAuditRetention(t.database.db);
    // Three runs: two full batches, then the rest.
    expect(await t.app.jobs.runDue()).toBe(3);
    expect(await left("expired")).toBe(0);
    expect(await left("recent")).toBe(3);
    const runs = await t.database.db
      .select({ key: jobs.key, done: jobs.done_at, runAt: jobs.run_at })
      .from(jobs)
      .where(like(jobs.key, "audit-retention:%"))
      .orderBy(jobs.id);
    expect(runs.map((run) => run.key?.split(":").length)).toEqual([2, 3, 3, 2]);
    expect(runs.slice(0, 3).every((run) => run.done !== null)).toBe(true);
    const [tomorrow] = runs.slice(3);
    expect(tomorrow?.done).toBeNull();
    expect(tomorrow?.runAt.getTime()).toBeGreaterThan(Date.now());
    // Nothing more is due today: the chain waits for its night.
    expect(await t.app.jobs.runDue()).toBe(0);
  });

  it("keeps the records of a signature and of an erasure ten years", async () => {
    expect(await left("signature")).toBe(2);
    expect(await left("signed-copy")).toBe(2);
    expect(await left("erasure")).toBe(2);
    expect(await left("old-erasure")).toBe(0);
    expect(await left("old-signature")).toBe(0);
  });

  it("deletes the e-mails whose sending ended before the retention, never one still to send", async () => {
    expect(await mailsLeft("sent-expired")).toBe(0);
    expect(await mailsLeft("failed-expired")).toBe(0);
    expect(await mailsLeft("sent-recent")).toBe(2);
    expect(await mailsLeft("pending-old")).toBe(1);
  });
});
