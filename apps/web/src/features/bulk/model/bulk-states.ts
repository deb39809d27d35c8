import type { BulkJob, BulkJobState } from "@app/contracts";

/** A batch still moving: its progress is read again until it ends. */
export const isBulkRunning = (state: BulkJobState): boolean => state === "queued" || state === "running";

/** How far a batch has gone, 0 to 100 (an empty batch is done). */
export const bulkPercent = (job: Pick<BulkJob, "processed" | "total">): number =>
  job.total > 0 ? Math.min(100, Math.round((job.processed / job.total) * 100)) : 100;

/** The colour of a state, the same on the progress and in the list (a dot: the light variant's words fall short of AA). */
export const BULK_STATE_COLOR: Record<BulkJobState, string> = {
  queued: "gray",
  running: "blue",
  completed: "green",
  partial: "yellow",
  failed: "red",
  cancelled: "gray",
};
