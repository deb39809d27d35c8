import type { BulkDraftedAgreement, BulkJob } from "@app/contracts";
import type { BulkJobSummary } from "./bulk.repository";

/** A batch as the API shows it: its state, its counts, the agreements drafted so far. */
export function toBulkJob(row: BulkJobSummary, agreements: BulkDraftedAgreement[]): BulkJob {
  const left = Math.max(0, row.total - row.processed);
  return {
    id: row.id,
    template: row.template_id,
    template_title: row.template_title,
    source: row.source,
    format: row.format,
    state: row.state,
    total: row.total,
    processed: row.processed,
    counts: {
      drafted: row.drafted,
      failed: row.failed,
      cancelled: row.state === "cancelled" ? left : 0,
      pending: row.finished_at === null ? left : 0,
    },
    agreements,
    download_ready: row.has_zip,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
    expires_at: row.expires_at?.toISOString() ?? null,
  };
}
