import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { jobs } from "../../platform/jobs/job.table";
import { jobQueue } from "../../platform/jobs/job-queue";
import { pecSettings } from "./pec.table";

/** The PEC jobs (issue 47): each message's sending, each mailbox's poll, each message's receipt timeout. */
export const PEC_SEND_JOB = "pec-send";
export const PEC_POLL_JOB = "pec-poll";
export const PEC_TIMEOUT_JOB = "pec-timeout";

export const pecJobs = {
  send: (db: Database, messageId: number) =>
    jobQueue.schedule(db, {
      kind: PEC_SEND_JOB,
      key: `pec-send:${messageId}`,
      payload: { message: messageId },
      runAt: new Date(),
    }),
  /** The mailbox's next poll; `scheduleOnce` keeps the chain one job long whatever calls it. */
  pollNow: (db: Database, settingsId: number) =>
    jobQueue.schedule(db, {
      kind: PEC_POLL_JOB,
      key: `pec-poll:${settingsId}`,
      payload: { settings: settingsId },
      runAt: new Date(),
    }),
  pollAt: (db: Database, settingsId: number, runAt: Date) =>
    jobQueue.schedule(db, {
      kind: PEC_POLL_JOB,
      key: `pec-poll:${settingsId}`,
      payload: { settings: settingsId },
      runAt,
    }),
  /**
   * Brings the mailbox's pending poll forward to now (a new message announced by IDLE). A poll
   * running on an instance is left alone: moving its row would let a second instance read the
   * mailbox at the same time; the message is read by the next one.
   */
  async pollSooner(db: Database, settingsId: number): Promise<boolean> {
    const moved = await db
      .update(jobs)
      .set({ run_at: sql`now()` })
      .where(
        and(
          eq(jobs.key, `pec-poll:${settingsId}`),
          isNull(jobs.done_at),
          sql`${jobs.run_at} > now()`,
          or(isNull(jobs.locked_until), lt(jobs.locked_until, sql`now()`)),
        ),
      )
      .returning({ id: jobs.id });
    return moved.length > 0;
  },
  timeout: (db: Database, messageId: number, runAt: Date) =>
    jobQueue.schedule(db, {
      kind: PEC_TIMEOUT_JOB,
      key: `pec-timeout:${messageId}`,
      payload: { message: messageId },
      runAt,
    }),
};

/**
 * Puts back the poll of every verified mailbox whose chain ended (its job given up after the
 * database failed it again and again): called when an instance starts. A pending poll is left as
 * it is, so instances starting together add nothing.
 */
export async function resumePecPolls(db: Database): Promise<void> {
  const verified = await db
    .select({ id: pecSettings.id })
    .from(pecSettings)
    .where(isNotNull(pecSettings.verified_at));
  for (const { id } of verified)
    await db
      .insert(jobs)
      .values({ kind: PEC_POLL_JOB, key: `pec-poll:${id}`, payload: { settings: id }, run_at: new Date() })
      .onConflictDoUpdate({
        target: jobs.key,
        set: { done_at: null, run_at: new Date(), attempts: 0, locked_until: null, last_error: null },
        setWhere: sql`${jobs.done_at} is not null`,
      });
}
