import type { AgreementDetail } from "@app/contracts";
import type { DocumentModel, RenderContext } from "@app/documents";
import { Button, Group, Paper, Stack, Text, Tooltip, VisuallyHidden } from "@mantine/core";
import { IconDownload, IconMail, IconMailShare, IconPrinter } from "@tabler/icons-react";
import { type ReactNode, useId } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { DocumentView } from "../document/document-view";
import classes from "./preview-tab.module.css";

/**
 * Download, print preview and e-mail (the documents feature), composed in by the route: features
 * never import each other. They act on the saved agreement.
 */
export interface EditorDocumentActions {
  download: (agreement: AgreementDetail, options: { hasUnsavedChanges: boolean }) => void;
  printPreview: (agreement: AgreementDetail) => void;
  sendEmail: (agreement: AgreementDetail, options: { hasUnsavedChanges: boolean }) => void;
  /** «Invia via PEC» (issue 47); `onSent` once the message is in the outbox. */
  sendPec: (agreement: AgreementDetail, options: { hasUnsavedChanges: boolean; onSent?: () => void }) => void;
}

interface PreviewTabProps {
  model: DocumentModel;
  ctx: RenderContext;
  /** The saved agreement; null until the first save. */
  detail: AgreementDetail | null;
  isDirty: boolean;
  /** Whether the draft on screen is complete. */
  isValid: boolean;
  documents: EditorDocumentActions;
  /** Shows the «PEC» tab once a PEC is handed to the outbox. */
  onPecSent?: () => void;
}

/** A button that stays focusable when unavailable, so its hint (spec §2) can be read. */
function GatedButton(props: { label: string; hint: string | null; icon: ReactNode; onClick: () => void }) {
  const hintId = useId();
  const button = (
    <Button
      variant="default"
      leftSection={props.icon}
      aria-disabled={props.hint ? true : undefined}
      data-disabled={props.hint ? true : undefined}
      aria-describedby={props.hint ? hintId : undefined}
      onClick={(e) => {
        if (props.hint) e.preventDefault();
        else props.onClick();
      }}
    >
      {props.label}
    </Button>
  );
  if (!props.hint) return button;
  return (
    <>
      <Tooltip label={props.hint}>{button}</Tooltip>
      <VisuallyHidden id={hintId}>{props.hint}</VisuallyHidden>
    </>
  );
}

/** The preview tab: exactly what will be printed, empty fields as lines to fill in by hand. */
export function PreviewTab({ model, ctx, detail, isDirty, isValid, documents, onPecSent }: PreviewTabProps) {
  const { t } = useTranslation();
  // The print window shows the saved agreement: printing waits until what is on screen is saved.
  const printHint = !isValid
    ? t("agreementEditor.preview.printDisabled")
    : !detail || isDirty
      ? t("agreementEditor.preview.printUnsaved")
      : null;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text c="dimmed" size="sm" maw={560}>
          {t("agreementEditor.preview.printIntro")}
        </Text>
        <Group gap="xs">
          <GatedButton
            label={t("agreementEditor.preview.printPreview")}
            hint={printHint}
            icon={<IconPrinter size={16} aria-hidden />}
            onClick={() => detail && documents.printPreview(detail)}
          />
          <GatedButton
            label={t("agreementEditor.preview.download")}
            hint={detail ? null : t("agreementEditor.preview.downloadDisabled")}
            icon={<IconDownload size={16} aria-hidden />}
            onClick={() => detail && documents.download(detail, { hasUnsavedChanges: isDirty })}
          />
          <GatedButton
            label={t("agreementEditor.preview.sendEmail")}
            hint={detail ? null : t("agreementEditor.preview.sendEmailDisabled")}
            icon={<IconMail size={16} aria-hidden />}
            onClick={() => detail && documents.sendEmail(detail, { hasUnsavedChanges: isDirty })}
          />
          <GatedButton
            label={t("agreementEditor.preview.sendPec")}
            hint={detail ? null : t("agreementEditor.preview.sendPecDisabled")}
            icon={<IconMailShare size={16} aria-hidden />}
            onClick={() =>
              detail && documents.sendPec(detail, { hasUnsavedChanges: isDirty, onSent: onPecSent })
            }
          />
        </Group>
      </Group>
      <Paper withBorder radius="md" className={classes.sheet} data-testid="print-preview">
        <DocumentView model={model} ctx={ctx} mode="print" />
      </Paper>
    </Stack>
  );
}
