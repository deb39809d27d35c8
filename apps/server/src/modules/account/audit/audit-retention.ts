import { AUDIT_LEGAL_RETENTION_YEARS, type AuditAction } from "@app/contracts";
import { sql } from "drizzle-orm";
import { type Database, rowsAffected } from "../../../db/client";
import { auditEvents } from "../../../platform/audit/audit.table";
import type { AppContext } from "../../../platform/http/app-context";
import { jobQueue } from "../../../platform/jobs/job-queue";
import type { JobHandler } from "../../../platform/jobs/job-runner";
import { pageBound } from "../../../platform/list/run-list";
import { mailOutbox } from "../../../platform/mail/mail-outbox.table";
import { addDays, romeDay, romeMoment } from "../../../platform/time/rome-time";

export const AUDIT_RETENTION_JOB = "audit-retention";

/**
 * Events one run deletes, in one short transaction: a trail that outgrew its retention (the
 * first run on a year's events) goes in many such runs, never in one DELETE that would hold
 * its locks and write its WAL at once.
 */
export const AUDIT_RETENTION_BATCH = 5000;

/**
 * The events that are the record of a legal act, kept AUDIT_LEGAL_RETENTION_YEARS rather than
 * AUDIT_RETENTION_DAYS (modules/account/README.md, «Retention»): a signature made or brought in
 * (who, when, from where: the evidence beside the signed file), and an account's erasure (the
 * proof it was done, art. 5(2) GDPR, and what a restored backup must erase again).
 */
export const AUDIT_LEGAL_RECORDS: readonly AuditAction[] = [
  "agreement.remote_sign",
  "agreement.signed_copy_upload",
  "account_deleted",
];

/** One run's key: the day's first, then each further batch of that day. */
const runKey = (day: string, batch: number) =>
  batch === 1 ? `${AUDIT_RETENTION_JOB}:${day}` : `${AUDIT_RETENTION_JOB}:${day}:${batch}`;
/** Each night at 03:00 in Rome, when nobody is working. */
const runTime = (day: string) => romeMoment(day, "03:00");

/** Puts today's run on the queue unless it is there (every instance does so when it starts). */
export async function scheduleAuditRetention(db: Database, now = new Date()): Promise<void> {
  const today = romeDay(now);
  await jobQueue.scheduleOnce(db, {
    kind: AUDIT_RETENTION_JOB,
    key: runKey(today, 1),
    payload: { day: today, batch: 1 },
    runAt: now,
  });
}

const yearsBefore = (moment: Date, years: number) => {
  const earlier = new Date(moment);
  earlier.setUTCFullYear(earlier.getUTCFullYear() - years);
  return earlier;
};

/** A run of the retention: its moment, the days kept, the most rows one batch deletes. */
interface Expiry {
  now: Date;
  retentionDays: number;
  limit: number;
}

/** The moment before which a row has outlived `retentionDays`. */
const cutoffOf = ({ now, retentionDays }: Expiry) => new Date(now.getTime() - retentionDays * 86_400_000);

/**
 * Deletes at most `limit` events past their retention, oldest first (the trail's `(at, id)`
 * index reads them in that order); answers how many went.
 */
export async function deleteExpiredAuditEvents(db: Database, options: Expiry): Promise<number> {
  const cutoff = cutoffOf(options);
  const legal = yearsBefore(options.now, AUDIT_LEGAL_RETENTION_YEARS);
  // A retention longer than the legal records' keeps those as long as the others.
  const legalCutoff = new Date(Math.min(legal.getTime(), cutoff.getTime()));
  const records = sql.join(
    AUDIT_LEGAL_RECORDS.map((action) => sql`${action}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    delete from ${auditEvents} where ${auditEvents.id} in (
      select ${auditEvents.id} from ${auditEvents}
       where ${auditEvents.at} < ${cutoff.toISOString()}::timestamptz
         and (${auditEvents.action} not in (${records})
              or ${auditEvents.at} < ${legalCutoff.toISOString()}::timestamptz)
       order by ${auditEvents.at}, ${auditEvents.id}
       limit ${pageBound(options.limit)})`);
  return rowsAffected(result);
}

/**
 * Deletes at most `limit` e-mails of the outbox whose sending ended (sent, or given up) more
 * than `retentionDays` ago, oldest first; answers how many went. What is left of them (who,
 * what subject, when: their text and attachments went when the sending ended) is the record of
 * a sending, kept as long as the activity log keeps the event that names it (the privacy
 * notice, «Per quanto tempo conserviamo i dati»). A message still to send is never deleted.
 */
export async function deleteExpiredMail(db: Database, options: Expiry): Promise<number> {
  const cutoff = cutoffOf(options);
  const finished = sql`${mailOutbox.status} in ('sent', 'failed')`;
  const result = await db.execute(sql`
    delete from ${mailOutbox} where ${mailOutbox.id} in (
      select ${mailOutbox.id} from ${mailOutbox}
       where ${finished} and ${mailOutbox.finished_at} < ${cutoff.toISOString()}::timestamptz
       order by ${mailOutbox.finished_at}, ${mailOutbox.id}
       limit ${pageBound(options.limit)})`);
  return rowsAffected(result);
}

/**
 * Enforces `AUDIT_RETENTION_DAYS` (issue 49): each run deletes one batch of expired events and
 * one of expired e-mails and, in the same transaction, puts the next run on the queue: the next
 * batch at once while either was a full batch, else tomorrow night's run. One chain of runs,
 * whatever the number of instances.
 */
export function createAuditRetentionHandler(
  ctx: Pick<AppContext, "db" | "log" | "config">,
  batchSize = AUDIT_RETENTION_BATCH,
): JobHandler {
  return async (job, done) => {
    const day = String(job.payload.day);
    const batch = Number(job.payload.batch ?? 1);
    const deleted = await ctx.db.transaction(async (tx) => {
      const inTx = tx as unknown as Database;
      const expiry = { now: new Date(), retentionDays: ctx.config.AUDIT_RETENTION_DAYS, limit: batchSize };
      const events = await deleteExpiredAuditEvents(inTx, expiry);
      const mails = await deleteExpiredMail(inTx, expiry);
      const more = events === batchSize || mails === batchSize;
      const next = more ? { day, batch: batch + 1 } : { day: addDays(day, 1), batch: 1 };
      await jobQueue.scheduleOnce(inTx, {
        kind: AUDIT_RETENTION_JOB,
        key: runKey(next.day, next.batch),
        payload: next,
        runAt: more ? new Date() : runTime(next.day),
      });
      await done(inTx);
      return { events, mails };
    });
    ctx.log.info({ day, batch, deleted: deleted.events, deletedMails: deleted.mails }, "audit retention");
  };
}
