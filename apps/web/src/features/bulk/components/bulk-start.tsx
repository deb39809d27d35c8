import type { BulkFormat } from "@app/contracts";
import { Stack } from "@mantine/core";
import { useState } from "react";
import { useCreateBulkJob } from "../api/bulk-api";
import { BulkFormatChoice } from "./bulk-format-choice";
import { BulkStartAction } from "./bulk-start-action";

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
      <BulkStartAction
        disabled={disabled || !file}
        pending={create.isPending}
        error={create.error}
        onStart={start}
      />
    </Stack>
  );
}
