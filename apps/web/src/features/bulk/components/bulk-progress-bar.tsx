import type { BulkJob } from "@app/contracts";
import { Progress } from "@mantine/core";
import { useTranslation } from "../../../lib/use-translation";
import { bulkPercent, isBulkRunning } from "../model/bulk-states";

/**
 * A batch's bar, counted in rows rather than Mantine's percent: the section is the progressbar,
 * read out as «12 righe elaborate su 40». The batch's page and the dashboard draw the same one.
 */
export function BulkProgressBar({ job, size = "lg" }: { job: BulkJob; size?: "sm" | "lg" }) {
  const { t } = useTranslation();
  return (
    <Progress.Root size={size}>
      <Progress.Section
        value={bulkPercent(job)}
        animated={isBulkRunning(job.state)}
        withAria={false}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={job.total}
        aria-valuenow={job.processed}
        aria-label={t("bulk.progress.bar")}
        aria-valuetext={t("bulk.progress.processed", { processed: job.processed, total: job.total })}
      />
    </Progress.Root>
  );
}
