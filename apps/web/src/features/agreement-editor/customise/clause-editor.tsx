import type { TemplateField } from "@app/contracts";
import { Alert, Button, Group, Paper, Select, Stack, Textarea } from "@mantine/core";
import { useId } from "@mantine/hooks";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

interface ClauseEditorProps {
  initialText: string;
  fields: readonly TemplateField[];
  /** Names in `[[…]]` that match nothing, after the last Apply. */
  unknown: readonly string[];
  onApply: (text: string) => void;
  onCancel: () => void;
}

/** The text box that replaces a paragraph while the customer rewrites it. */
export function ClauseEditor({ initialText, fields, unknown, onApply, onCancel }: ClauseEditorProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(initialText);
  const area = useRef<HTMLTextAreaElement>(null);
  const errorId = useId();

  useEffect(() => {
    area.current?.focus();
  }, []);

  // Inserts `[[label]]` where the cursor is, and puts the cursor after it.
  const insert = (slug: string | null) => {
    const field = fields.find((f) => f.slug === slug);
    const el = area.current;
    if (!field || !el) return;
    const token = `[[${field.label}]]`;
    const start = el.selectionStart ?? text.length;
    const end = el.selectionEnd ?? text.length;
    const next = text.slice(0, start) + token + text.slice(end);
    setText(next);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <Paper withBorder radius="md" p="sm" my="xs" shadow="sm" data-testid="clause-editor">
      <Stack gap="xs">
        <Textarea
          ref={area}
          label={t("agreementEditor.customise.editorLabel")}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === "Escape") onCancel();
          }}
          autosize
          minRows={3}
          maxRows={16}
          aria-describedby={unknown.length ? errorId : undefined}
          styles={{ input: { fontFamily: "var(--mantine-font-family)", lineHeight: 1.5 } }}
        />
        {unknown.length > 0 && (
          <Alert color="red" variant="light" p="xs" id={errorId} role="alert">
            {t("agreementEditor.customise.unknownTokens", {
              names: unknown.map((n) => `[[${n}]]`).join(", "),
            })}
          </Alert>
        )}
        <Group justify="space-between" align="flex-end" gap="xs">
          <Select
            label={t("agreementEditor.customise.insertField")}
            placeholder={t("agreementEditor.customise.insertFieldPlaceholder")}
            data={fields.filter((f) => f.visible).map((f) => ({ value: f.slug, label: f.label }))}
            value={null}
            onChange={insert}
            searchable
            size="xs"
            w={280}
            maw="100%"
          />
          <Group gap="xs">
            <Button variant="default" size="xs" onClick={onCancel}>
              {t("agreementEditor.customise.cancel")}
            </Button>
            <Button size="xs" onClick={() => onApply(text)}>
              {t("agreementEditor.customise.apply")}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
