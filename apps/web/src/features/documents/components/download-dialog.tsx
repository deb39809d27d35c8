import type { DownloadFormat } from "@app/contracts";
import { Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { useDownloadAgreement, useKeptCalculations } from "../api/document-api";
import { useRetained } from "../hooks/use-retained";
import { closeWhenDone, type DialogOpening, DocumentDialog } from "./document-dialog";
import { FormatChoice } from "./format-choice";
import { ProspettoChoice } from "./prospetto-choice";

/**
 * The download dialog (spec §2): docx by default or pdf, a warning when the contract is
 * incomplete; the file is saved under the server's name (title.format).
 */
export function DownloadDialog({ request, onClose }: DialogOpening) {
  const { t } = useTranslation();
  const shown = useRetained(request);
  const download = useDownloadAgreement();
  const [format, setFormat] = useState<DownloadFormat>("docx");
  const kept = useKeptCalculations(shown?.agreement.id ?? null);
  // Until the customer changes them, every prospetto the contract keeps goes along.
  const [chosen, setChosen] = useState<number[] | null>(null);
  const prospetti = chosen ?? kept.data?.map((calculation) => calculation.calculator) ?? [];

  // Each opening starts over: docx, no error left from another agreement.
  useEffect(() => {
    if (!request) return;
    setFormat("docx");
    setChosen(null);
    download.reset();
  }, [request, download.reset]);

  const submit = () => {
    if (!request) return;
    const { id, title } = request.agreement;
    download.mutate(
      { id, title, format, prospetti },
      closeWhenDone(onClose, (name: string) => t("documents.download.done", { name })),
    );
  };

  return (
    <DocumentDialog
      request={request}
      shown={shown}
      onClose={onClose}
      title={t("documents.download.title")}
      intro={(title) => t("documents.download.intro", { title })}
      closeOnClickOutside={!download.isPending}
      onSubmit={submit}
      pending={download.isPending}
      failure={{ error: download.error, title: t("documents.download.failed"), fields: [] }}
      action={{
        label: t("documents.download.confirm"),
        icon: <IconDownload size={18} aria-hidden />,
        autoFocus: true,
      }}
      footnote={
        download.isPending && (
          <Text size="sm" c="dimmed" role="status">
            {t("documents.download.preparing")}
          </Text>
        )
      }
    >
      <FormatChoice label={t("documents.download.format")} value={format} onChange={setFormat} />
      <ProspettoChoice kept={kept.data ?? []} value={prospetti} onChange={setChosen} />
    </DocumentDialog>
  );
}
