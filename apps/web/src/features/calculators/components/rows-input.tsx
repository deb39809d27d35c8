import { localisedText } from "@app/calc/localised";
import type { CalculatorDetail } from "@app/contracts";
import { Button, Group, Input, Table, TextInput, VisuallyHidden } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { DateField } from "../../../components/date-fields";
import { RemoveButton } from "../../../components/remove-button";
import { useTranslation } from "../../../lib/use-translation";
import { emptyRow, type FormRow } from "../model/values";

type CalcInput = CalculatorDetail["inputs"][number];

/**
 * A table input (the yearly pay of the TFR): a row per line, a cell per column, rows added and
 * removed with buttons; each cell named by its column and row for screen readers.
 */
export function RowsInput({
  input,
  rows,
  error,
  onChange,
}: {
  input: CalcInput;
  rows: FormRow[];
  error?: string;
  onChange: (rows: FormRow[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const columns = input.columns ?? [];
  const label = localisedText(input.label, lang);
  const setCell = (index: number, column: string, value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [column]: value } : row)));
  return (
    <Input.Wrapper
      label={label}
      description={localisedText(input.help, lang) || undefined}
      error={error}
      required={input.required}
      style={{ gridColumn: "1 / -1" }}
    >
      <Table mt="xs" withTableBorder verticalSpacing={4} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>#</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.slug}>{localisedText(column.label, lang)}</Table.Th>
            ))}
            <Table.Th w={48}>
              <VisuallyHidden>{t("calculators.rows.actions")}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            // Rows have no identity but their place: the table is edited in place.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions, not records
            <Table.Tr key={index}>
              <Table.Td>{index + 1}</Table.Td>
              {columns.map((column) => (
                <Table.Td key={column.slug}>
                  {column.type === "date" ? (
                    <DateField
                      size="xs"
                      aria-label={t("calculators.rows.cell", {
                        column: localisedText(column.label, lang),
                        row: index + 1,
                      })}
                      value={row[column.slug] ?? ""}
                      onChange={(day) => setCell(index, column.slug, day)}
                    />
                  ) : (
                    <TextInput
                      size="xs"
                      aria-label={t("calculators.rows.cell", {
                        column: localisedText(column.label, lang),
                        row: index + 1,
                      })}
                      type={column.type === "month" ? "month" : "text"}
                      inputMode={column.type === "month" ? undefined : "decimal"}
                      rightSection={
                        column.type === "money" ? "€" : column.type === "percentage" ? "%" : undefined
                      }
                      value={row[column.slug] ?? ""}
                      onChange={(event) => setCell(index, column.slug, event.currentTarget.value)}
                    />
                  )}
                </Table.Td>
              ))}
              <Table.Td>
                <RemoveButton
                  label={t("calculators.rows.remove", { row: index + 1 })}
                  disabled={rows.length === 1}
                  onClick={() => onChange(rows.filter((_, i) => i !== index))}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group mt="xs">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...rows, emptyRow(input)])}
        >
          {t("calculators.rows.add")}
        </Button>
      </Group>
    </Input.Wrapper>
  );
}
