import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { useTranslation } from "../../../lib/use-translation";
import { useBulkJobs } from "../api/bulk-api";
import { isBulkRunning } from "../model/bulk-states";
import { BulkProgressBar } from "./bulk-progress-bar";

/**
 * The dashboard's running batches (issue 48 §4): each with its bar and a link to its page, read
 * again while one runs; nothing at all when none does, so the dashboard stays as it was.
 */
export function RunningBatches() {
  const { t } = useTranslation();
  const jobs = useBulkJobs();
  const running = (jobs.data ?? []).filter((job) => isBulkRunning(job.state));
  if (running.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="running-batches-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="running-batches-title">
          {t("bulk.running.title", { count: running.length })}
        </Title>
        {running.map((job) => (
          <Stack key={job.id} gap={4}>
            <Anchor
              component={Link}
              to={pathTo("customer-bulk", { idTemplate: job.template }, { batch: job.id })}
              fw={600}
              size="sm"
            >
              {t("bulk.running.batch", { id: job.id, template: job.template_title })}
            </Anchor>
            <BulkProgressBar job={job} size="sm" />
            <Text size="xs" c="dimmed">
              {t("bulk.progress.processed", { processed: job.processed, total: job.total })}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
