import type { CalculatorDetail } from "@app/contracts";

type Input = CalculatorDetail["inputs"][number];

/**
 * A number as typed by an Italian or an English user, as the API wants it (a decimal string):
 * "1.234,56" and "1,234.56" and "1234,56" are all 1234.56. Anything else is sent as typed, so
 * the server names the field.
 */
export function toDecimalText(typed: string): string {
  const text = typed.trim().replace(/\s|€|%/g, "");
  if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(text) || /^-?\d+,\d+$/.test(text))
    return text.replace(/\./g, "").replace(",", ".");
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) return text.replace(/,/g, "");
  return text;
}

const NUMERIC = ["money", "number", "percentage", "integer"];

/** A row of a table input as the form holds it: each cell's text, by column slug. */
export type FormRow = Record<string, string>;
/** What the form holds for an input: text, a tick, or a table's rows. */
export type FormValue = string | boolean | FormRow[];
/** What the evaluate call sends for an input. */
export type ApiValue = string | boolean | Record<string, string>[];

const cellToApi = (type: string, text: string) =>
  NUMERIC.includes(type) ? toDecimalText(text) : text.trim();
const toFormText = (type: string, value: unknown) =>
  NUMERIC.includes(type) ? String(value).replace(".", ",") : String(value);

/** What the form holds, as the evaluate call sends it: empty fields and empty rows left out. */
export function toApiValues(inputs: readonly Input[], form: Record<string, FormValue>) {
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
              .map((column) => [column.slug, cellToApi(column.type, row[column.slug] ?? "")]),
          ),
        );
      if (rows.length) values[input.slug] = rows;
      continue;
    }
    values[input.slug] =
      typeof value === "string" && NUMERIC.includes(input.type) ? toDecimalText(value) : value;
  }
  return values;
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
                      : toFormText(column.type, row[column.slug]),
                  ]),
                ),
              )
            : [emptyRow(input)],
        ];
      }
      if (typeof value === "boolean") return [input.slug, value];
      if (typeof value === "string" || typeof value === "number")
        return [input.slug, toFormText(input.type, value)];
      return [input.slug, input.default ?? (input.type === "boolean" ? false : "")];
    }),
  );
}
