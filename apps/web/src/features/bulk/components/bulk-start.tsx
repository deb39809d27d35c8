import type { BulkFormat } from "@app/contracts";
import { Alert, Button, Group, Stack } from "@mantine/core";
import { IconPlayerPlay } from "@tabler/icons-react";
import { useState } from "react";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { useTranslation } from "../../../lib/use-translation";
import { useCreateBulkJob } from "../api/bulk-api";
import { refusalLines } from "../model/refusal-lines";
import { BulkFormatChoice } from "./bulk-format-choice";

/**
 * Step 3: the documents' format and «Avvia». The key comes with the file (made once when it was
 * chosen), so pressing again, or after a lost answer, starts no second batch.
 */
export function BulkStart({
  templateId,
  file,
  idempotencyKey,
  disabled,
  onStarted,
}: {
  templateId: number;
  file: File | null;
  idempotencyKey: string;
  disabled: boolean;
  onStarted: (jobId: number) => void;
}) {
  const { t } = useTranslation();
  const [format, setFormat] = useState<BulkFormat>("pdf");
  const create = useCreateBulkJob(templateId);
  const start = () => {
    if (!file) return;
    create.mutate(
      { file, format, key: idempotencyKey },
      { onSuccess: (created) => onStarted(created.job_id) },
    );
  };
  return (
    <Stack gap="sm">
      <BulkFormatChoice value={format} onChange={setFormat} />
      <Group>
        <Button
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          onClick={start}
          disabled={disabled || !file}
          loading={create.isPending}
        >
          {t("bulk.start.submit")}
        </Button>
      </Group>
      {create.isError && (
        <Alert styles={READABLE_ALERT} color="red" role="alert" title={t("bulk.start.refused")}>
          {refusalLines(create.error, t("errors.generic")).join(" ")}
        </Alert>
      )}
    </Stack>
  );
}
