import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { bulkJobRows, bulkJobs } from "../../bulk/bulk.table";
import { BATCH, byId } from "./my-data.batches";

/**
 * What the account holds of its batches (issue 48): each batch as its list shows it, and each of
 * its rows by number, title, outcome and the agreement drafted. A row's answers and e-mail address
 * are there until the batch's ZIP expires, when they are emptied (the agreements keep their
 * values); never the ZIP's bytes, whose documents are the agreements'.
 */
export function createBulkSources(db: Database, userId: number) {
  return {
    bulk_jobs: () =>
      byId((afterId, limit) =>
        db
          .select({
            id: bulkJobs.id,
            template_id: bulkJobs.template_id,
            template_title: bulkJobs.template_title,
            source: bulkJobs.source,
            format: bulkJobs.format,
            state: bulkJobs.state,
            total: bulkJobs.total,
            processed: bulkJobs.processed,
            drafted: bulkJobs.drafted,
            failed: bulkJobs.failed,
            created_at: bulkJobs.created_at,
            finished_at: bulkJobs.finished_at,
            expires_at: bulkJobs.expires_at,
          })
          .from(bulkJobs)
          .where(
            and(
              eq(bulkJobs.owner_id, userId),
              afterId === null ? undefined : gt(bulkJobs.id, Number(afterId)),
            ),
          )
          .orderBy(asc(bulkJobs.id))
          .limit(limit),
      ),

    /** Every row of every batch, by batch and row: read by that pair, the rows' own key. */
    async *bulk_rows() {
      let after: { job: number; row: number } | null = null;
      for (;;) {
        const rows = await db
          .select({
            job_id: bulkJobRows.job_id,
            row_number: bulkJobRows.row_number,
            title: bulkJobRows.title,
            status: bulkJobRows.status,
            error: bulkJobRows.error,
            agreement_id: bulkJobRows.agreement_id,
            email: bulkJobRows.email,
            values: bulkJobRows.values,
          })
          .from(bulkJobRows)
          .innerJoin(bulkJobs, eq(bulkJobs.id, bulkJobRows.job_id))
          .where(
            and(
              eq(bulkJobs.owner_id, userId),
              after === null
                ? undefined
                : sql`(${bulkJobRows.job_id}, ${bulkJobRows.row_number}) > (${after.job}, ${after.row})`,
            ),
          )
          .orderBy(asc(bulkJobRows.job_id), asc(bulkJobRows.row_number))
          .limit(BATCH);
        if (rows.length > 0) yield rows;
        const last = rows.at(-1);
        if (rows.length < BATCH || !last) return;
        after = { job: last.job_id, row: last.row_number };
      }
    },
  };
}
