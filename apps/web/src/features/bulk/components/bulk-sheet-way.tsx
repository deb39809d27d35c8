import { BULK_MAX_ROWS, type BulkCheckResult } from "@app/contracts";
import { Alert, Button, List, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { notifyError } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { downloadBulkModel, useCheckBulkFile } from "../api/bulk-api";
import { refusalLines } from "../model/refusal-lines";
import { BulkCheckResultView } from "./bulk-check-result";
import { BulkFileDrop } from "./bulk-file-drop";
import { BulkSection } from "./bulk-section";
import { BulkStart } from "./bulk-start";

/** The published limit of a file, in MB, as the explanation says it. */
const MAX_MB = 5;

/** The file in hand: its idempotency key is made once, when it is chosen. */
interface Chosen {
  file: File;
  key: string;
}

/**
 * «Da un foglio Excel» (issue 48 §1-2): download the model, drop the filled file and see every
 * problem by row and column, start.
 */
export function BulkSheetWay({
  templateId,
  onStarted,
}: {
  templateId: number;
  onStarted: (jobId: number) => void;
}) {
  const { t } = useTranslation();
  const check = useCheckBulkFile(templateId);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [result, setResult] = useState<BulkCheckResult | null>(null);

  const onFile = (file: File) => {
    setChosen({ file, key: crypto.randomUUID() });
    setResult(null);
    check.mutate(file, { onSuccess: setResult });
  };

  return (
    <Stack gap="lg">
      <BulkSection heading={t("bulk.step1.heading")}>
        <List size="sm" spacing={4}>
          <List.Item>{t("bulk.step1.oneRow")}</List.Item>
          <List.Item>{t("bulk.step1.columns")}</List.Item>
          <List.Item>{t("bulk.step1.limits", { rows: BULK_MAX_ROWS, mb: MAX_MB })}</List.Item>
        </List>
        <Button
          variant="default"
          w="fit-content"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => downloadBulkModel(templateId).catch(notifyError)}
        >
          {t("bulk.step1.download")}
        </Button>
      </BulkSection>
      <BulkSection heading={t("bulk.step2.heading")}>
        <BulkFileDrop onFile={onFile} busy={check.isPending} fileName={chosen?.file.name ?? null} />
        {check.isError && (
          <Alert styles={READABLE_ALERT} color="red" role="alert" title={t("bulk.check.refused")}>
            {refusalLines(check.error, t("errors.generic")).join(" ")}
          </Alert>
        )}
        {result && <BulkCheckResultView result={result} />}
      </BulkSection>
      <BulkSection heading={t("bulk.step3.heading")}>
        {!result && <Text size="sm">{t("bulk.step3.first")}</Text>}
        {result && result.valid > 0 && result.errors.length > 0 && (
          <Text size="sm">{t("bulk.step3.onlyValid", { count: result.valid })}</Text>
        )}
        <BulkStart
          templateId={templateId}
          file={chosen?.file ?? null}
          idempotencyKey={chosen?.key ?? ""}
          disabled={!result || result.valid === 0 || check.isPending}
          onStarted={(id) => {
            // The next file is a new batch with a new key.
            setChosen(null);
            setResult(null);
            onStarted(id);
          }}
        />
      </BulkSection>
    </Stack>
  );
}
