import type { TemplateField, TemplateNote } from "@app/contracts";
import {
  canonicalTemplateHtml,
  type DocumentModel,
  type RenderContext,
  toTemplateHtml,
} from "@app/documents";
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconRestore } from "@tabler/icons-react";
import { useCallback, useMemo, useState } from "react";
import { type RenderPlaceholder, RichTextEditor } from "../../../lib/rich-text";
import { useTranslation } from "../../../lib/use-translation";
import classes from "./customise-tab.module.css";
import { fieldOptions, placeholderView } from "./placeholder-view";

interface CustomiseTabProps {
  /** The contract's text as on screen: the customised text, or the template's. */
  model: DocumentModel;
  ctx: RenderContext;
  fields: readonly TemplateField[];
  notes: readonly TemplateNote[];
  /** The template's own text, to tell a customised text from one edited back to it. */
  templateBody: string;
  isCustomised: boolean;
  /** The new text (canonical template HTML), or null to follow the template's again. */
  onChange: (customizedBody: string | null) => void;
}

// Below the site's sticky header (app/layouts/site-layout.tsx).
const HEADER_HEIGHT = 64;

/**
 * The customise tab: the whole contract in a rich-text editor (lib/rich-text). Fields stay
 * placeholders, shown as chips with the values compiled so far. Each change goes into the draft
 * like a compiled value: the header's Save stores it, the unsaved-changes guard protects it.
 */
export function CustomiseTab({
  model,
  ctx,
  fields,
  notes,
  templateBody,
  isCustomised,
  onChange,
}: CustomiseTabProps) {
  const { t } = useTranslation();
  const [confirmRestore, setConfirmRestore] = useState(false);
  const value = useMemo(() => toTemplateHtml(model), [model]);
  const templateHtml = useMemo(() => canonicalTemplateHtml(templateBody), [templateBody]);
  const options = useMemo(() => fieldOptions(fields, t), [fields, t]);
  const renderPlaceholder = useCallback<RenderPlaceholder>(
    (placeholder) => placeholderView(placeholder, ctx, notes, t),
    [ctx, notes, t],
  );
  // A text edited back to the template's is the template's: it follows later template updates.
  const onEdit = useCallback(
    (html: string) => onChange(html === templateHtml ? null : html),
    [onChange, templateHtml],
  );

  return (
    <Stack gap="md" className={classes.root}>
      <Alert variant="light" color="blue">
        <Stack gap={4}>
          <Text size="sm">{t("agreementEditor.customise.intro")}</Text>
          <Text size="sm">{t("agreementEditor.customise.howTo")}</Text>
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
      <RichTextEditor
        value={value}
        onChange={onEdit}
        label={t("agreementEditor.customise.editorLabel")}
        renderPlaceholder={renderPlaceholder}
        placeholderOptions={options}
        contentClassName="doc doc-preview"
        stickyOffset={HEADER_HEIGHT}
        testId="contract-editor"
      />
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
