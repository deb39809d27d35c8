import type { BulkJob } from "@app/contracts";
import { Alert, Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconDownload, IconPlayerStop } from "@tabler/icons-react";
import { useState } from "react";
import { ConfirmDeleteDialog } from "../../../components/confirm-delete-dialog";
import { LoadErrorAlert, LoadingBlock } from "../../../components/load-error-alert";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { notifyError } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { BULK_POLL_MS, downloadBulkZip, useBulkJob, useCancelBulkJob } from "../api/bulk-api";
import { BULK_STATE_COLOR, isBulkRunning } from "../model/bulk-states";
import { BulkDraftedAgreements } from "./bulk-drafted-agreements";
import { BulkProgressBar } from "./bulk-progress-bar";

/**
 * A batch under way or ended (its id is in the address, so a reload finds it again): the bar with
 * processed/total and the counts, «Annulla» while it runs, then its state in words, the ZIP and
 * the drafted agreements.
 */
export function BulkProgress({ jobId, pollMs = BULK_POLL_MS }: { jobId: number; pollMs?: number }) {
  const { t } = useTranslation();
  const query = useBulkJob(jobId, pollMs);
  if (query.isPending) return <LoadingBlock height={80} label={t("bulk.progress.loading")} />;
  if (query.isError)
    return <LoadErrorAlert title={t("bulk.progress.loadError")} onRetry={() => void query.refetch()} />;
  return <JobProgress job={query.data} />;
}

function JobProgress({ job }: { job: BulkJob }) {
  const { t } = useTranslation();
  const running = isBulkRunning(job.state);
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Title order={3} size="h4">
          {t("bulk.progress.heading", { id: job.id })}
        </Title>
        <Badge color={BULK_STATE_COLOR[job.state]} variant="dot" radius="sm">
          {t(`bulk.state.${job.state}`)}
        </Badge>
      </Group>
      <BulkProgressBar job={job} />
      <Text size="sm" role="status">
        {t("bulk.progress.processed", { processed: job.processed, total: job.total })}
        {" · "}
        {t("bulk.progress.counts", { drafted: job.counts.drafted, failed: job.counts.failed })}
        {job.counts.cancelled > 0 &&
          ` · ${t("bulk.progress.cancelledRows", { count: job.counts.cancelled })}`}
      </Text>
      {running ? <CancelButton jobId={job.id} /> : <EndedJob job={job} />}
    </Stack>
  );
}

function CancelButton({ jobId }: { jobId: number }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const cancel = useCancelBulkJob();
  return (
    <>
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlayerStop size={16} aria-hidden />}
          onClick={() => setAsking(true)}
        >
          {t("bulk.cancel.button")}
        </Button>
      </Group>
      <ConfirmDeleteDialog
        opened={asking}
        title={t("bulk.cancel.title")}
        confirmLabel={t("bulk.cancel.confirm")}
        cancelLabel={t("bulk.cancel.keep")}
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate(jobId, { onSuccess: () => setAsking(false) })}
        onClose={() => setAsking(false)}
        refusal={cancel.isError ? { title: t("bulk.cancel.refused"), error: cancel.error } : undefined}
      >
        <Text size="sm">{t("bulk.cancel.body")}</Text>
      </ConfirmDeleteDialog>
    </>
  );
}

function EndedJob({ job }: { job: BulkJob }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Alert styles={READABLE_ALERT} color={BULK_STATE_COLOR[job.state]} title={t(`bulk.ended.${job.state}`)}>
        {job.download_ready ? t("bulk.ended.zipKept") : t("bulk.ended.noZip")}
      </Alert>
      {job.download_ready && (
        <Group>
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => downloadBulkZip(job.id).catch(notifyError)}
          >
            {t("bulk.ended.download")}
          </Button>
        </Group>
      )}
      {job.agreements.length > 0 && <BulkDraftedAgreements job={job} />}
    </Stack>
  );
}
