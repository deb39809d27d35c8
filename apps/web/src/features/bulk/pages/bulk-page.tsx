import { BULK_MAX_ROWS, type BulkCheckResult } from "@app/contracts";
import { Alert, Button, List, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { ScreenHeading } from "../../../components/screen-heading";
import { notifyError } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { BULK_POLL_MS, downloadBulkModel, useBulkTemplate, useCheckBulkFile } from "../api/bulk-api";
import { BulkCheckResultView } from "../components/bulk-check-result";
import { BulkFileDrop } from "../components/bulk-file-drop";
import { BulkJobList } from "../components/bulk-job-list";
import { BulkProgress } from "../components/bulk-progress";
import { BulkStart } from "../components/bulk-start";
import { refusalLines } from "../model/refusal-lines";

/** The published limit of a file, in MB, as the explanation says it. */
const MAX_MB = 5;

/** The file in hand: its idempotency key is made once, when it is chosen. */
interface Chosen {
  file: File;
  key: string;
}

/**
 * `customer-bulk` (issue 48 §4): one agreement per row of a spreadsheet. Download the model,
 * drop the filled file and see every problem by row and column, start, follow the batch. The
 * batch's id is in the address (`?batch=`): a reload, or a link from the list, finds it again.
 */
export function BulkPage({ pollMs = BULK_POLL_MS }: { pollMs?: number }) {
  const { t } = useTranslation();
  const templateId = Number(useParams().idTemplate);
  const [search, setSearch] = useSearchParams();
  const batch = Number(search.get("batch"));
  const jobId = Number.isInteger(batch) && batch > 0 ? batch : null;
  const template = useBulkTemplate(templateId);
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
      <ScreenHeading
        title={t("bulk.title")}
        below={template.data && <Text c="dimmed">{template.data.title}</Text>}
      />
      {jobId !== null && (
        <Section heading={t("bulk.progress.section")}>
          <BulkProgress jobId={jobId} pollMs={pollMs} />
          <Button variant="subtle" onClick={() => setSearch({}, { replace: true })} w="fit-content">
            {t("bulk.progress.another")}
          </Button>
        </Section>
      )}
      {jobId === null && (
        <>
          <Section heading={t("bulk.step1.heading")}>
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
          </Section>
          <Section heading={t("bulk.step2.heading")}>
            <BulkFileDrop onFile={onFile} busy={check.isPending} fileName={chosen?.file.name ?? null} />
            {check.isError && (
              <Alert styles={READABLE_ALERT} color="red" role="alert" title={t("bulk.check.refused")}>
                {refusalLines(check.error, t("errors.generic")).join(" ")}
              </Alert>
            )}
            {result && <BulkCheckResultView result={result} />}
          </Section>
          <Section heading={t("bulk.step3.heading")}>
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
                setSearch({ batch: String(id) });
              }}
            />
          </Section>
        </>
      )}
      <BulkJobList />
    </Stack>
  );
}

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <Title order={2} size="h3">
        {heading}
      </Title>
      {children}
    </Stack>
  );
}
