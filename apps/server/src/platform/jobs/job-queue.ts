import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { jobs } from "./job.table";

export interface ScheduledJob {
  kind: string;
  /** One pending job per key: scheduling the same key again moves it. */
  key: string;
  payload: Record<string, unknown>;
  runAt: Date;
}

/**
 * Puts work on the jobs table (docs/decisions/0015). Called with the use case's transaction, so
 * a job exists exactly when what it is about was saved.
 */
export const jobQueue = {
  async schedule(db: Database, job: ScheduledJob): Promise<void> {
    await db
      .insert(jobs)
      .values({ kind: job.kind, key: job.key, payload: job.payload, run_at: job.runAt })
      .onConflictDoUpdate({
        target: jobs.key,
        set: {
          kind: job.kind,
          payload: job.payload,
          run_at: job.runAt,
          done_at: null,
          locked_until: null,
          attempts: 0,
          last_error: null,
        },
      });
  },
  /** Puts the job on the queue unless one with its key is there already (done or not). */
  async scheduleOnce(db: Database, job: ScheduledJob): Promise<void> {
    await db
      .insert(jobs)
      .values({ kind: job.kind, key: job.key, payload: job.payload, run_at: job.runAt })
      .onConflictDoNothing({ target: jobs.key });
  },
  /** Drops the pending job with this key, if any (a job already done stays as a record). */
  async cancel(db: Database, key: string): Promise<void> {
    await db.delete(jobs).where(and(eq(jobs.key, key), isNull(jobs.done_at)));
  },

  /** Marks a job done; run inside the handler's transaction so its effects and "done" land together. */
  async markDone(db: Database, id: number): Promise<void> {
    await db.update(jobs).set({ done_at: sql`now()`, locked_until: null }).where(eq(jobs.id, id));
  },
};
