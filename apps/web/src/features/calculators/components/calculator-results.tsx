import { localisedText } from "@app/calc/localised";
import type { CalculatorDetail, CalculatorEvaluation } from "@app/contracts";
import { Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format-date";

type Output = CalculatorDetail["outputs"][number];

const locale = (language: string) => (language === "en" ? "en-GB" : "it-IT");

/** An output as a professional reads it: € 1.234,56; 28/02/2029; 1,6 %. */
function formatResult(
  output: Output,
  value: string | boolean | null,
  language: string,
  yesNo: (v: boolean) => string,
) {
  if (value === null) return "—";
  if (typeof value === "boolean") return yesNo(value);
  if (output.type === "money")
    return new Intl.NumberFormat(locale(language), {
      style: "currency",
      currency: "EUR",
      useGrouping: "always",
    }).format(Number(value));
  if (output.type === "date") return formatDate(value);
  // Every decimal the calculation kept: ISTAT's TFR coefficient has six (1,873336 %).
  if (output.type === "percentage")
    return `${new Intl.NumberFormat(locale(language), { maximumFractionDigits: 10 }).format(Number(value))} %`;
  if (output.type === "number" || output.type === "integer")
    return new Intl.NumberFormat(locale(language), { maximumFractionDigits: 10 }).format(Number(value));
  return value;
}

/** The results, the period-by-period breakdown, and the official values the calculation used. */
export function CalculatorResults({
  outputs,
  evaluation,
  breakdown,
}: {
  outputs: readonly Output[];
  evaluation: CalculatorEvaluation;
  /** The definition's row-by-row table (the TFR year by year), if it has one. */
  breakdown?: CalculatorDetail["breakdown"];
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const number = (text: string) =>
    new Intl.NumberFormat(locale(lang), { maximumFractionDigits: 10 }).format(Number(text));
  return (
    <Stack gap="md">
      <Table withTableBorder variant="vertical" aria-label={t("calculators.run.results")}>
        <Table.Tbody>
          {outputs.map((output) => (
            <Table.Tr key={output.slug}>
              <Table.Th w="55%">{localisedText(output.label, lang)}</Table.Th>
              <Table.Td fw={700} data-testid={`result-${output.slug}`}>
                {formatResult(output, evaluation.results[output.slug] ?? null, lang, (v) =>
                  t(v ? "calculators.run.yes" : "calculators.run.no"),
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {breakdown && evaluation.rows && evaluation.rows.length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t("calculators.run.rows")}
          </Title>
          <Table striped withTableBorder aria-label={t("calculators.run.rows")}>
            <Table.Thead>
              <Table.Tr>
                {breakdown.columns.map((column) => (
                  <Table.Th key={column.slug}>{localisedText(column.label, lang)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {evaluation.rows.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the rows of one calculation, in order
                <Table.Tr key={index}>
                  {breakdown.columns.map((column) => (
                    <Table.Td key={column.slug}>
                      {column.type === "integer"
                        ? String(row[column.slug] ?? "—")
                        : formatResult(
                            { slug: column.slug, label: column.label, type: column.type, expression: "" },
                            row[column.slug] ?? null,
                            lang,
                            (v) => t(v ? "calculators.run.yes" : "calculators.run.no"),
                          )}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
      {evaluation.table.length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t("calculators.run.breakdown")}
          </Title>
          <Table striped withTableBorder aria-label={t("calculators.run.breakdown")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("calculators.run.from")}</Table.Th>
                <Table.Th>{t("calculators.run.to")}</Table.Th>
                <Table.Th>{t("calculators.run.days")}</Table.Th>
                <Table.Th>{t("calculators.run.rate")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {evaluation.table.map((row) => (
                <Table.Tr key={`${row.series}-${row.from}`}>
                  <Table.Td>{formatDate(row.from)}</Table.Td>
                  <Table.Td>{formatDate(row.to)}</Table.Td>
                  <Table.Td>{row.days}</Table.Td>
                  <Table.Td>{`${number(row.rate)} %`}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
      {evaluation.used_series.length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t("calculators.run.sources")}
          </Title>
          {evaluation.used_series.map((used) => (
            <Text key={`${used.series}-${used.valid_from}`} size="sm" c="dimmed">
              {t(used.valid_from.length === 7 ? "calculators.run.sourceMonth" : "calculators.run.source", {
                title: used.title,
                from:
                  used.valid_from.length === 7
                    ? used.valid_from.split("-").reverse().join("/")
                    : formatDate(used.valid_from),
                value: used.unit === "percent" ? `${number(used.value)} %` : number(used.value),
                note: used.note ?? "",
              })}
            </Text>
          ))}
          {evaluation.table.length > 0 && (
            <Text size="xs" c="dimmed">
              {t("calculators.run.conventions")}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
