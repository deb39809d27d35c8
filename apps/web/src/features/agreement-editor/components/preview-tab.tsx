import type { DocumentModel, RenderContext } from "@app/documents";
import { Button, Group, Paper, Stack, Text, Tooltip, VisuallyHidden } from "@mantine/core";
import { IconDownload, IconPrinter } from "@tabler/icons-react";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { DocumentView } from "../document/document-view";
import { notifyNotAvailable } from "./notify-not-available";
import classes from "./preview-tab.module.css";

interface PreviewTabProps {
  model: DocumentModel;
  ctx: RenderContext;
  isSaved: boolean;
  isValid: boolean;
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
export function PreviewTab({ model, ctx, isSaved, isValid }: PreviewTabProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text c="dimmed" size="sm" maw={560}>
          {t("agreementEditor.preview.printIntro")}
        </Text>
        <Group gap="xs">
          <GatedButton
            label={t("agreementEditor.preview.printPreview")}
            hint={isValid ? null : t("agreementEditor.preview.printDisabled")}
            icon={<IconPrinter size={16} aria-hidden />}
            onClick={() => notifyNotAvailable(t("agreementEditor.preview.printPreview"))}
          />
          <GatedButton
            label={t("agreementEditor.preview.download")}
            hint={isSaved ? null : t("agreementEditor.preview.downloadDisabled")}
            icon={<IconDownload size={16} aria-hidden />}
            onClick={() => notifyNotAvailable(t("agreementEditor.preview.download"))}
          />
        </Group>
      </Group>
      <Paper withBorder radius="md" className={classes.sheet} data-testid="print-preview">
        <DocumentView model={model} ctx={ctx} mode="print" />
      </Paper>
    </Stack>
  );
}
