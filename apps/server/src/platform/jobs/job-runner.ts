import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { type JobRow, jobs } from "./job.table";
import { jobQueue } from "./job-queue";

/**
 * Runs one job. `done(tx)` marks it done inside the handler's own transaction, so its effects
 * (e.g. the in-app notification) and "done" are saved together; a handler that never calls it
 * is marked done when it returns.
 */
export type JobHandler = (job: JobRow, done: (tx: Database) => Promise<void>) => Promise<void>;

export interface JobRunnerOptions {
  db: Database;
  handlers: Record<string, JobHandler>;
  log: FastifyBaseLogger;
  /** How often an idle instance looks for due jobs. */
  pollMs: number;
  /** How long a taken job stays taken: past it, another instance may run it again. */
  leaseMs?: number;
  /** Attempts before a failing job is given up (kept, with its last error). */
  maxAttempts?: number;
}

const DEFAULT_LEASE_MS = 5 * 60_000;
const DEFAULT_MAX_ATTEMPTS = 8;

/** Waits between attempts: 1, 2, 4 … minutes, at most an hour. */
const backoffMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;

/**
 * The job runner of one instance (docs/decisions/0015). Each poll takes due jobs one at a time:
 * a single UPDATE claims the oldest due job not taken by another instance (`FOR UPDATE SKIP
 * LOCKED`) and leases it, so two instances never take the same job; the handler runs outside any
 * long transaction (PGlite has one connection, and an e-mail may take seconds); a job whose
 * instance died mid-way is taken again once its lease has run out.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const { db, handlers, log } = options;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = false;
  /** A wake that came while a poll was running: that poll may have looked before the new job. */
  let wokenWhileRunning = false;

  async function claim(only?: readonly string[]): Promise<JobRow | null> {
    const kinds = Object.keys(handlers).filter((kind) => !only || only.includes(kind));
    if (kinds.length === 0) return null;
    const result = await db.execute<JobRow>(sql`
      update ${jobs}
         set locked_until = now() + ${`${leaseMs} milliseconds`}::interval,
             attempts = attempts + 1
       where id = (
         select id from ${jobs}
          where done_at is null
            and run_at <= now()
            and (locked_until is null or locked_until < now())
            and kind in (${sql.join(
              kinds.map((kind) => sql`${kind}`),
              sql`, `,
            )})
          order by run_at, id
          limit 1
          for update skip locked)
      returning id, kind, key, payload, run_at, attempts`);
    // Both drivers answer `{ rows }`.
    const row = (result as unknown as { rows: (JobRow & { run_at: Date | string })[] }).rows[0];
    return row ? { ...row, run_at: new Date(row.run_at) } : null;
  }

  async function runOne(job: JobRow): Promise<void> {
    const handler = handlers[job.kind];
    let marked = false;
    const done = async (tx: Database) => {
      await jobQueue.markDone(tx, job.id);
      marked = true;
    };
    try {
      await handler?.(job, done);
      if (!marked) await jobQueue.markDone(db, job.id);
    } catch (error) {
      const giveUp = job.attempts >= maxAttempts;
      log.error({ err: error, job: job.id, kind: job.kind, attempts: job.attempts, giveUp }, "job failed");
      await db
        .update(jobs)
        .set({
          last_error: String((error as Error)?.message ?? error).slice(0, 1000),
          locked_until: null,
          run_at: new Date(Date.now() + backoffMs(job.attempts)),
          ...(giveUp ? { done_at: sql`now()` } : {}),
        })
        .where(eq(jobs.id, job.id));
    }
  }

  /** Runs every due job now (of these kinds only, if given); resolves to how many ran. */
  async function runDue(only?: readonly string[]): Promise<number> {
    let count = 0;
    for (;;) {
      if (stopped) break;
      const job = await claim(only);
      if (!job) break;
      await runOne(job);
      count += 1;
    }
    return count;
  }

  function tick() {
    if (stopped) return;
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    wokenWhileRunning = false;
    running = runDue()
      .catch((error) => {
        // The database may be restarting: the next poll tries again.
        log.warn({ err: error }, "job poll failed");
        return 0;
      })
      .finally(() => {
        running = null;
        if (wokenWhileRunning) tick();
      });
  }

  return {
    runDue,
    /** Looks for due jobs now rather than at the next poll (a job just brought forward). */
    wake() {
      if (timer) tick();
    },
    start() {
      stopped = false;
      timer ??= setInterval(tick, options.pollMs);
      timer.unref();
      tick();
    },
    /** Stops polling and waits for the job in hand, so a shutdown never cuts one in half. */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
