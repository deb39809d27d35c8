import { localisedText } from "@app/calc/localised";
import type { CalculatorDetail, CalculatorEvaluation } from "@app/contracts";
import { Stack, Table, Text, Title } from "@mantine/core";
import { memo, type ReactNode } from "react";
import { formatDate } from "../../../lib/format-date";
import { useTranslation } from "../../../lib/use-translation";

type Output = CalculatorDetail["outputs"][number];

const locale = (language: string) => (language === "en" ? "en-GB" : "it-IT");

/**
 * One formatter per language and kind, made once: an `Intl.NumberFormat` costs far more to make
 * than to use, and a calculation's tables format dozens of figures on each keystroke.
 */
const formatters = new Map<string, Intl.NumberFormat>();
function formatNumber(language: string, kind: "money" | "decimal", value: string) {
  const key = `${locale(language)} ${kind}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(
      locale(language),
      kind === "money"
        ? { style: "currency", currency: "EUR", useGrouping: "always" }
        : // Every decimal the calculation kept: ISTAT's TFR coefficient has six (1,873336 %).
          { maximumFractionDigits: 10 },
    );
    formatters.set(key, formatter);
  }
  return formatter.format(Number(value));
}

/** An output as a professional reads it: € 1.234,56; 28/02/2029; 1,6 %. */
function formatResult(
  output: Output,
  value: string | boolean | null,
  language: string,
  yesNo: (v: boolean) => string,
) {
  if (value === null) return "—";
  if (typeof value === "boolean") return yesNo(value);
  if (output.type === "money") return formatNumber(language, "money", value);
  if (output.type === "date") return formatDate(value);
  if (output.type === "percentage") return `${formatNumber(language, "decimal", value)} %`;
  if (output.type === "number" || output.type === "integer") return formatNumber(language, "decimal", value);
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
  return (
    <Stack gap="md">
      <Table withTableBorder variant="vertical" aria-label={t("calculators.run.results")}>
        <Table.Tbody>
          {outputs.map((output) => (
            <ResultRow
              key={output.slug}
              output={output}
              language={lang}
              text={formatResult(output, evaluation.results[output.slug] ?? null, lang, (v) =>
                t(v ? "calculators.run.yes" : "calculators.run.no"),
              )}
            />
          ))}
        </Table.Tbody>
      </Table>
      {breakdown && evaluation.rows && evaluation.rows.length > 0 && (
        <TitledTable
          title={t("calculators.run.rows")}
          head={breakdown.columns.map((column) => (
            <Table.Th key={column.slug}>{localisedText(column.label, lang)}</Table.Th>
          ))}
        >
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
        </TitledTable>
      )}
      <PeriodTable table={evaluation.table} />
      <UsedSeries used={evaluation.used_series} withPeriods={evaluation.table.length > 0} />
    </Stack>
  );
}

/** One result: drawn again only when its figure changes (a keystroke usually changes one or two). */
const ResultRow = memo(function ResultRow({
  output,
  language,
  text,
}: {
  output: Output;
  language: string;
  text: string;
}) {
  return (
    <Table.Tr>
      <Table.Th w="55%">{localisedText(output.label, language)}</Table.Th>
      <Table.Td fw={700} data-testid={`result-${output.slug}`}>
        {text}
      </Table.Td>
    </Table.Tr>
  );
});

/** A titled, striped table: the breakdown's rows and the periods. */
function TitledTable({ title, head, children }: { title: string; head: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Table striped withTableBorder aria-label={title}>
        <Table.Thead>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Stack>
  );
}

type Period = CalculatorEvaluation["table"][number];
type Used = CalculatorEvaluation["used_series"][number];

/** Two lists of flat rows with the same values, field by field (each keystroke makes new objects). */
function sameRows<Row extends object>(a: readonly Row[], b: readonly Row[]) {
  return (
    a.length === b.length &&
    a.every((row, i) => {
      const other = b[i] as Row;
      return (Object.keys(row) as (keyof Row)[]).every((key) => row[key] === other[key]);
    })
  );
}

/**
 * The periods and their rates. They follow the dates, not the amounts: typing a principal
 * leaves them as they were, and this table is not drawn again (a third of a keystroke's time over
 * 36 years of legal rates, before it was kept).
 */
const PeriodTable = memo(
  function PeriodTable({ table }: { table: readonly Period[] }) {
    const { t, i18n } = useTranslation();
    if (table.length === 0) return null;
    return (
      <TitledTable
        title={t("calculators.run.breakdown")}
        head={
          <>
            <Table.Th>{t("calculators.run.from")}</Table.Th>
            <Table.Th>{t("calculators.run.to")}</Table.Th>
            <Table.Th>{t("calculators.run.days")}</Table.Th>
            <Table.Th>{t("calculators.run.rate")}</Table.Th>
          </>
        }
      >
        {table.map((row) => (
          <Table.Tr key={`${row.series}-${row.from}`}>
            <Table.Td>{formatDate(row.from)}</Table.Td>
            <Table.Td>{formatDate(row.to)}</Table.Td>
            <Table.Td>{row.days}</Table.Td>
            <Table.Td>{`${formatNumber(i18n.language, "decimal", row.rate)} %`}</Table.Td>
          </Table.Tr>
        ))}
      </TitledTable>
    );
  },
  (before, after) => sameRows(before.table, after.table),
);

/** The official values the result used, with their sources: like the periods, they follow the dates. */
const UsedSeries = memo(
  function UsedSeries({ used, withPeriods }: { used: readonly Used[]; withPeriods: boolean }) {
    const { t, i18n } = useTranslation();
    if (used.length === 0) return null;
    const number = (text: string) => formatNumber(i18n.language, "decimal", text);
    return (
      <Stack gap={4}>
        <Title order={3} size="h5">
          {t("calculators.run.sources")}
        </Title>
        {used.map((entry) => (
          <Text key={`${entry.series}-${entry.valid_from}`} size="sm" c="dimmed">
            {t(entry.valid_from.length === 7 ? "calculators.run.sourceMonth" : "calculators.run.source", {
              title: entry.title,
              from:
                entry.valid_from.length === 7
                  ? entry.valid_from.split("-").reverse().join("/")
                  : formatDate(entry.valid_from),
              value: entry.unit === "percent" ? `${number(entry.value)} %` : number(entry.value),
              note: entry.note ?? "",
            })}
          </Text>
        ))}
        {withPeriods && (
          <Text size="xs" c="dimmed">
            {t("calculators.run.conventions")}
          </Text>
        )}
      </Stack>
    );
  },
  (before, after) => before.withPeriods === after.withPeriods && sameRows(before.used, after.used),
);
