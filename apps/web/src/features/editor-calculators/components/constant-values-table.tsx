import { Button, Group, Modal, Stack, Table, Text, Textarea, TextInput, Title } from "@mantine/core";
import { IconClipboard, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { ActionsHeading, FramedSection } from "../../../components/framed-section";
import { RemoveButton } from "../../../components/remove-button";
import type { NumberLocale } from "../../../lib/decimal-text";
import { useTranslation } from "../../../lib/use-translation";
import { emptyRow, mergeRows, parsePasted, type ValueRow } from "../model/constant-values";

interface ConstantValuesTableProps {
  /** In date order, as the series is saved. */
  rows: ValueRow[];
  onChange: (rows: ValueRow[]) => void;
  /** `"{index}.{field}" → message`, the index in `rows`. */
  errors: Record<string, string>;
  /** The screen's language: its decimal separator in the values. */
  locale: NumberLocale;
}

type Cell = "valid_from" | "valid_to" | "value" | "note";
/** What a cell takes, shown while it is empty: a day or a month, a decimal in the screen's way. */
const PLACEHOLDERS: Partial<Record<Cell, string>> = {
  valid_from: "editorCalculators.constants.datePlaceholder",
  valid_to: "editorCalculators.constants.datePlaceholder",
  value: "editorCalculators.constants.valuePlaceholder",
};

/**
 * The values of a series, newest first (the one an editor adds each month or year is on top):
 * every cell editable, a row removable, new rows added on top or pasted from a spreadsheet.
 */
export function ConstantValuesTable({ rows, onChange, errors, locale }: ConstantValuesTableProps) {
  const { t } = useTranslation();
  const [pasting, setPasting] = useState(false);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const update = (key: string, cell: Cell, value: string) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, [cell]: value } : row)));
  const add = () => {
    const row = emptyRow();
    setFocusKey(row.key);
    onChange([...rows, row]);
  };
  // Newest first on screen; `index` stays the row's place in the saved order.
  const shown = rows.map((row, index) => ({ row, index })).reverse();
  const cell = (row: ValueRow, index: number, name: Cell, label: string, width?: number) => (
    <TextInput
      aria-label={`${label}, ${t("editorCalculators.constants.row", { number: index + 1 })}`}
      value={row[name]}
      onChange={(event) => update(row.key, name, event.currentTarget.value)}
      error={errors[`${index}.${name}`]}
      size="xs"
      w={width}
      autoFocus={name === "valid_from" && row.key === focusKey}
      inputMode={name === "value" ? "decimal" : undefined}
      placeholder={PLACEHOLDERS[name] ? t(PLACEHOLDERS[name]) : undefined}
    />
  );

  return (
    <FramedSection label={t("editorCalculators.constants.values")}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t("editorCalculators.constants.valuesCount", { count: rows.length })}
          </Title>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconClipboard size={16} aria-hidden />}
              onClick={() => setPasting(true)}
            >
              {t("editorCalculators.constants.paste")}
            </Button>
            <Button size="xs" variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
              {t("editorCalculators.constants.add")}
            </Button>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {t("editorCalculators.constants.valuesHelp")}
        </Text>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("editorCalculators.constants.noValues")}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing={4} aria-label={t("editorCalculators.constants.values")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("editorCalculators.constants.validFrom")}</Table.Th>
                  <Table.Th>{t("editorCalculators.constants.value")}</Table.Th>
                  <Table.Th>{t("editorCalculators.constants.note")}</Table.Th>
                  <Table.Th>{t("editorCalculators.constants.validTo")}</Table.Th>
                  <ActionsHeading />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map(({ row, index }) => (
                  <Table.Tr key={row.key}>
                    <Table.Td>
                      {cell(row, index, "valid_from", t("editorCalculators.constants.validFrom"), 130)}
                    </Table.Td>
                    <Table.Td>
                      {cell(row, index, "value", t("editorCalculators.constants.value"), 110)}
                    </Table.Td>
                    <Table.Td>{cell(row, index, "note", t("editorCalculators.constants.note"))}</Table.Td>
                    <Table.Td>
                      {cell(row, index, "valid_to", t("editorCalculators.constants.validTo"), 130)}
                    </Table.Td>
                    <Table.Td>
                      <RemoveButton
                        onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
                        label={t("editorCalculators.constants.remove", {
                          from: row.valid_from || t("editorCalculators.constants.row", { number: index + 1 }),
                        })}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <PasteDialog
        opened={pasting}
        onClose={() => setPasting(false)}
        locale={locale}
        onPaste={(pasted) => {
          onChange(mergeRows(rows, pasted));
          setPasting(false);
        }}
      />
    </FramedSection>
  );
}

function PasteDialog({
  opened,
  onClose,
  onPaste,
  locale,
}: {
  opened: boolean;
  onClose: () => void;
  onPaste: (rows: ValueRow[]) => void;
  locale: NumberLocale;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const parsed = parsePasted(text, locale);
  const close = () => {
    setText("");
    onClose();
  };
  return (
    <Modal
      opened={opened}
      closeButtonProps={{ "aria-label": t("common.close") }}
      onClose={close}
      title={t("editorCalculators.constants.pasteTitle")}
      size="lg"
      centered
    >
      <Stack gap="sm">
        <Text size="sm">{t("editorCalculators.constants.pasteHelp")}</Text>
        <Textarea
          label={t("editorCalculators.constants.pasteLabel")}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autosize
          minRows={6}
          maxRows={16}
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          data-autofocus
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t("editorCalculators.constants.pasteCount", { count: parsed.length })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t("editorTable.cancel")}
          </Button>
          <Button
            disabled={parsed.length === 0}
            onClick={() => {
              onPaste(parsed);
              setText("");
            }}
          >
            {t("editorCalculators.constants.pasteApply", { count: parsed.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
