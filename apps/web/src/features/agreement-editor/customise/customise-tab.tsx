import type { TemplateField, TemplateNote } from "@app/contracts";
import type { Block, DocumentModel, RenderContext } from "@app/documents";
import { ActionIcon, Alert, Button, Group, Modal, Paper, Stack, Text } from "@mantine/core";
import { IconPencil, IconRestore } from "@tabler/icons-react";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../lib/notify";
import { type BlockPath, DocumentView, type TextBlockRenderer } from "../document/document-view";
import { ClauseEditor } from "./clause-editor";
import classes from "./customise-tab.module.css";
import { blockAt, isTextBlock, replaceBlock } from "./model-edit";
import { runsToText, textToParagraphs } from "./paragraph-text";
import { placeholderTokens } from "./placeholder-tokens";
import { serialiseModel } from "./serialise-model";

interface CustomiseTabProps {
  model: DocumentModel;
  ctx: RenderContext;
  fields: readonly TemplateField[];
  notes: readonly TemplateNote[];
  isCustomised: boolean;
  /** The new text (template HTML with placeholders), or null to go back to the template's. */
  onChange: (customizedBody: string | null) => void;
}

const pathKey = (path: BlockPath) => path.join(".");

/**
 * The customise tab: the contract as it reads, every paragraph with a pencil that turns it into
 * a text box (see paragraph-text.ts for the notation). The result is stored as the agreement's
 * customised text; fields stay live and keep showing the compiled values.
 */
export function CustomiseTab({ model, ctx, fields, notes, isCustomised, onChange }: CustomiseTabProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  const [unknown, setUnknown] = useState<string[]>([]);
  const [confirmRestore, setConfirmRestore] = useState(false);
  const tokens = useMemo(() => placeholderTokens(fields, notes, model), [fields, notes, model]);

  const apply = useCallback(
    (path: BlockPath, block: Block, text: string) => {
      if (!isTextBlock(block)) return;
      const parsed = textToParagraphs(text, tokens.lookup);
      if (parsed.unknown.length) {
        setUnknown(parsed.unknown);
        return;
      }
      // The first paragraph keeps the block's kind (heading level, alignment, quotation); the
      // ones a blank line added are plain paragraphs with the same alignment.
      const [first, ...rest] = parsed.paragraphs;
      const replacement: Block[] = first ? [{ ...block, children: first }] : [];
      for (const children of rest) {
        replacement.push({
          type: "paragraph",
          ...(block.align ? { align: block.align } : {}),
          ...(block.type === "paragraph" && block.quote ? { quote: block.quote } : {}),
          children,
        });
      }
      onChange(serialiseModel(replaceBlock(model, path, replacement)));
      setEditing(null);
      setUnknown([]);
      notifySuccess(t("agreementEditor.customise.applied"));
    },
    [model, onChange, t, tokens],
  );

  const renderTextBlock = useCallback<TextBlockRenderer>(
    (element: ReactNode, block: Block, path: BlockPath) => {
      if (!isTextBlock(block)) return element;
      const key = pathKey(path);
      if (editing === key) {
        return (
          <ClauseEditor
            initialText={runsToText(block.children, tokens.labelOf)}
            fields={fields}
            unknown={unknown}
            onApply={(text) => apply(path, block, text)}
            onCancel={() => {
              setEditing(null);
              setUnknown([]);
            }}
          />
        );
      }
      return (
        <div className={classes.clause}>
          {element}
          <ActionIcon
            className={classes.edit}
            variant="light"
            size="sm"
            aria-label={`${t("agreementEditor.customise.edit")}: ${runsToText(block.children, tokens.labelOf).slice(0, 60)}`}
            title={t("agreementEditor.customise.edit")}
            onClick={() => {
              setUnknown([]);
              setEditing(key);
            }}
          >
            <IconPencil size={14} aria-hidden />
          </ActionIcon>
        </div>
      );
    },
    [apply, editing, fields, t, tokens, unknown],
  );

  // The path of the block being edited must still exist (e.g. after restoring the template).
  const editingExists = editing === null || isTextBlock(blockAt(model, editing.split(".").map(Number)));

  return (
    <Stack gap="md">
      <Alert variant="light" color="blue">
        <Stack gap={4}>
          <Text size="sm">{t("agreementEditor.customise.intro")}</Text>
          <Text size="sm">{t("agreementEditor.customise.syntax")}</Text>
        </Stack>
      </Alert>
      {isCustomised && (
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {t("agreementEditor.customise.customised")}
          </Text>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconRestore size={14} aria-hidden />}
            onClick={() => setConfirmRestore(true)}
          >
            {t("agreementEditor.customise.restore")}
          </Button>
        </Group>
      )}
      <Paper withBorder radius="md" className={classes.page}>
        <DocumentView
          model={model}
          ctx={ctx}
          mode="preview"
          renderTextBlock={editingExists ? renderTextBlock : undefined}
        />
      </Paper>
      <Modal
        opened={confirmRestore}
        onClose={() => setConfirmRestore(false)}
        title={t("agreementEditor.customise.restoreTitle")}
        centered
      >
        <Stack>
          <Text size="sm">{t("agreementEditor.customise.restoreText")}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmRestore(false)}>
              {t("agreementEditor.customise.cancel")}
            </Button>
            <Button
              color="red"
              onClick={() => {
                setConfirmRestore(false);
                setEditing(null);
                onChange(null);
              }}
            >
              {t("agreementEditor.customise.restoreConfirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
