import type { CalculatorDetail } from "@app/contracts";
import { decimalForScreen, type NumberLocale, readDecimal, toDecimalText } from "../../../lib/decimal-text";

export type { NumberLocale } from "../../../lib/decimal-text";

type Input = CalculatorDetail["inputs"][number];

const NUMERIC = ["money", "number", "percentage", "integer"];

/** A row of a table input as the form holds it: each cell's text, by column slug. */
export type FormRow = Record<string, string>;
/** What the form holds for an input: text, a tick, or a table's rows. */
export type FormValue = string | boolean | FormRow[];
/** What the evaluate call sends for an input. */
export type ApiValue = string | boolean | Record<string, string>[];

const cellToApi = (type: string, text: string, locale: NumberLocale) =>
  NUMERIC.includes(type) ? toDecimalText(text, locale) : text.trim();
/** A kept number as the form shows it: a decimal comma in Italian, the decimal point in English. */
const toFormText = (type: string, value: unknown, locale: NumberLocale) =>
  NUMERIC.includes(type) ? decimalForScreen(String(value), locale) : String(value);

/** What the form holds, as the evaluate call sends it: empty fields and empty rows left out. */
export function toApiValues(
  inputs: readonly Input[],
  form: Record<string, FormValue>,
  locale: NumberLocale = "it",
) {
  const values: Record<string, ApiValue> = {};
  for (const input of inputs) {
    const value = form[input.slug];
    if (value === undefined || value === "") continue;
    if (Array.isArray(value)) {
      const columns = input.columns ?? [];
      const rows = value
        .filter((row) => columns.some((column) => (row[column.slug] ?? "").trim() !== ""))
        .map((row) =>
          Object.fromEntries(
            columns
              .filter((column) => (row[column.slug] ?? "").trim() !== "")
              .map((column) => [column.slug, cellToApi(column.type, row[column.slug] ?? "", locale)]),
          ),
        );
      if (rows.length) values[input.slug] = rows;
      continue;
    }
    values[input.slug] =
      typeof value === "string" && NUMERIC.includes(input.type) ? toDecimalText(value, locale) : value;
  }
  return values;
}

/**
 * The numbers the screen's language cannot read, by input, with the number each probably means:
 * "12500,50" on the English screen (issue 44). A table input is named by its first such cell.
 */
export function refusedNumbers(
  inputs: readonly Input[],
  form: Record<string, FormValue>,
  locale: NumberLocale,
): Record<string, string> {
  const refused: Record<string, string> = {};
  const check = (slug: string, type: string, text: string | undefined) => {
    if (refused[slug] !== undefined || !text || !NUMERIC.includes(type)) return;
    const read = readDecimal(text, locale);
    if ("refused" in read) refused[slug] = read.suggestion;
  };
  for (const input of inputs) {
    const value = form[input.slug];
    if (Array.isArray(value))
      for (const row of value)
        for (const column of input.columns ?? []) check(input.slug, column.type, row[column.slug]);
    else if (typeof value === "string") check(input.slug, input.type, value);
  }
  return refused;
}

/** An empty row of a table input, one empty cell per column. */
export function emptyRow(input: Input): FormRow {
  return Object.fromEntries((input.columns ?? []).map((column) => [column.slug, ""]));
}

/**
 * The form's first values: each input's default, or empty (a table: one empty row); or, for a
 * calculation opened again, the values it was made with (numbers written the Italian way, as the
 * form reads them back).
 */
export function initialForm(
  inputs: readonly Input[],
  kept: Record<string, unknown> = {},
  locale: NumberLocale = "it",
): Record<string, FormValue> {
  return Object.fromEntries(
    inputs.map((input): [string, FormValue] => {
      const value = kept[input.slug];
      if (input.type === "rows") {
        const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
        const columns = input.columns ?? [];
        return [
          input.slug,
          rows.length
            ? rows.map((row) =>
                Object.fromEntries(
                  columns.map((column) => [
                    column.slug,
                    row[column.slug] === undefined || row[column.slug] === null
                      ? ""
                      : toFormText(column.type, row[column.slug], locale),
                  ]),
                ),
              )
            : [emptyRow(input)],
        ];
      }
      if (typeof value === "boolean") return [input.slug, value];
      if (typeof value === "string" || typeof value === "number")
        return [input.slug, toFormText(input.type, value, locale)];
      return [input.slug, input.default ?? (input.type === "boolean" ? false : "")];
    }),
  );
}
