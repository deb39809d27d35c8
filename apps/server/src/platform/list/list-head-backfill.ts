import { sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import type { AppContext } from "../http/app-context";
import { jobQueue } from "../jobs/job-queue";
import type { JobHandler } from "../jobs/job-runner";
import { pageBound } from "./run-list";

/** Rows one run gives their head, in one short transaction (a table may hold millions). */
export const LIST_HEAD_BACKFILL_BATCH = 1000;

/** A table with kept list heads: its id, and the `list_head` column its trigger writes. */
type WithListHeads = PgTable & { id: AnyPgColumn; list_head: AnyPgColumn };

/**
 * A table's kept list heads (issue 49 §4): the `list_head` column its trigger writes on every
 * insert and change, given by a chain of jobs (`kind`) to the rows written before the trigger
 * existed (deploy/README.md, «Long backfills run as jobs in batches», never inside a migration).
 * `missing` is the kept column a row still lacks: the head, or one the trigger came to write
 * later (a search text), which the same write gives.
 * Until a row has its head, its list writes it as the trigger's own function does. The update
 * names only that column, so nothing else of a row moves, nor the moment of its last change.
 */
export function listHeadBackfill(kind: string, table: WithListHeads, missing: AnyPgColumn = table.list_head) {
  const { id } = table;
  const runKey = (after: number) => `${kind}:${after}`;

  /**
   * Gives up to `limit` rows after `after` (by id) that have no head yet, and answers the last
   * id it reached and how many it wrote. A row being written meanwhile is skipped: its own write
   * gives it its head.
   */
  async function writeMissing(db: Database, after: number, limit: number) {
    const result = await db.execute(sql`
      update ${table} set list_head = null where ${id} in (
        select ${id} from ${table}
         where ${id} > ${after} and ${missing} is null
         order by ${id} limit ${pageBound(limit)} for update skip locked)
      returning ${id} as id`);
    const ids = (result as unknown as { rows: { id: string | number }[] }).rows.map((row) => Number(row.id));
    return { written: ids.length, last: ids.length ? Math.max(...ids) : after };
  }

  return {
    kind,
    /** Puts the first run on the queue unless it was ever there (every instance does so when it starts). */
    async schedule(db: Database): Promise<void> {
      await jobQueue.scheduleOnce(db, { kind, key: runKey(0), payload: { after: 0 }, runAt: new Date() });
    },
    /**
     * One batch per run, the next queued in the same transaction while a full batch went: one
     * chain of runs whatever the number of instances, which ends once every row has its head.
     */
    handler(ctx: Pick<AppContext, "db" | "log">, batchSize = LIST_HEAD_BACKFILL_BATCH): JobHandler {
      return async (job, done) => {
        const after = Number(job.payload.after ?? 0);
        const { written, last } = await ctx.db.transaction(async (tx) => {
          const inTx = tx as unknown as Database;
          const batch = await writeMissing(inTx, after, batchSize);
          if (batch.written === batchSize)
            await jobQueue.scheduleOnce(inTx, {
              kind,
              key: runKey(batch.last),
              payload: { after: batch.last },
              runAt: new Date(),
            });
          await done(inTx);
          return batch;
        });
        ctx.log.info({ after, written, last }, kind);
      };
    },
  };
}
