import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { AppContext } from "../../platform/http/app-context";
import { jobQueue } from "../../platform/jobs/job-queue";
import type { JobHandler } from "../../platform/jobs/job-runner";
import { pageBound } from "../../platform/list/run-list";
import { agreements } from "./agreement.table";

export const AGREEMENT_LIST_HEADS_JOB = "agreement-list-heads";

/**
 * Contracts one run gives their list head, in one short transaction: a customer's table may hold
 * hundreds of thousands, and one UPDATE of them all would hold their rows and write its WAL at
 * once (deploy/README.md, «Long backfills run as jobs in batches»).
 */
export const AGREEMENT_LIST_HEADS_BATCH = 1000;

const runKey = (after: number) => `${AGREEMENT_LIST_HEADS_JOB}:${after}`;

/**
 * Puts the first run on the queue unless it was ever there (every instance does so when it
 * starts): the contracts written before migration 0048 get the head its trigger keeps since.
 */
export async function scheduleAgreementListHeads(db: Database): Promise<void> {
  await jobQueue.scheduleOnce(db, {
    kind: AGREEMENT_LIST_HEADS_JOB,
    key: runKey(0),
    payload: { after: 0 },
    runAt: new Date(),
  });
}

/**
 * Gives up to `limit` contracts after `after` (by id) that have none their list head, and answers
 * the last id it reached and how many it wrote. The trigger writes the head (migration 0048): the
 * update names only the column, so nothing the customer saved, nor the moment of their last
 * change, moves. A contract being saved meanwhile is skipped: its own save writes the head.
 */
async function writeMissingListHeads(
  db: Database,
  after: number,
  limit: number,
): Promise<{ written: number; last: number }> {
  const result = await db.execute(sql`
    update ${agreements} set list_head = null where ${agreements.id} in (
      select ${agreements.id} from ${agreements}
       where ${agreements.id} > ${after} and ${agreements.list_head} is null
       order by ${agreements.id} limit ${pageBound(limit)} for update skip locked)
    returning ${agreements.id} as id`);
  const ids = (result as unknown as { rows: { id: string | number }[] }).rows.map((row) => Number(row.id));
  return { written: ids.length, last: ids.length ? Math.max(...ids) : after };
}

/**
 * One batch per run, the next queued in the same transaction while a full batch went: one chain of
 * runs whatever the number of instances, which ends once every contract has its head.
 */
export function createAgreementListHeadsHandler(
  ctx: Pick<AppContext, "db" | "log">,
  batchSize = AGREEMENT_LIST_HEADS_BATCH,
): JobHandler {
  return async (job, done) => {
    const after = Number(job.payload.after ?? 0);
    const { written, last } = await ctx.db.transaction(async (tx) => {
      const inTx = tx as unknown as Database;
      const batch = await writeMissingListHeads(inTx, after, batchSize);
      if (batch.written === batchSize)
        await jobQueue.scheduleOnce(inTx, {
          kind: AGREEMENT_LIST_HEADS_JOB,
          key: runKey(batch.last),
          payload: { after: batch.last },
          runAt: new Date(),
        });
      await done(inTx);
      return batch;
    });
    ctx.log.info({ after, written, last }, "agreement list heads");
  };
}
