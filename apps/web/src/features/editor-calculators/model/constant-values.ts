import type { ConstantValue } from "@app/contracts";
import { decimalForScreen, type NumberLocale, toDecimalText } from "../../../lib/decimal-text";

/**
 * A value row as the form holds it: every cell the text the editor reads and types, dates as
 * Italian tables write them (`01/07/2024`, `07/2024` for a month) and the value with the screen's
 * decimal separator (`1,6` in Italian); `valid_to` empty when open-ended.
 */
export interface ValueRow {
  key: string;
  valid_from: string;
  valid_to: string;
  value: string;
  note: string;
}

let counter = 0;
const nextKey = () => {
  counter += 1;
  return `value-${counter}`;
};

/** A series date as Italian tables write it: `2024-07-01` is `01/07/2024`, the month `2024-07` is `07/2024`. */
export function seriesDate(iso: string): string {
  const [year, month, day] = iso.split("-");
  if (!year || !month) return iso;
  return day ? `${day}/${month}/${year}` : `${month}/${year}`;
}

/** The series' values as the form shows them, in the screen's language. */
export function rowsFrom(values: readonly ConstantValue[], locale: NumberLocale = "it"): ValueRow[] {
  return values.map((value) => ({
    key: nextKey(),
    valid_from: seriesDate(value.valid_from),
    valid_to: value.valid_to ? seriesDate(value.valid_to) : "",
    value: decimalForScreen(value.value, locale),
    note: value.note,
  }));
}

export const emptyRow = (): ValueRow => ({
  key: nextKey(),
  valid_from: "",
  valid_to: "",
  value: "",
  note: "",
});

/**
 * The form's rows as the API takes them: days and months ISO, the value a decimal string. What
 * cannot be read is sent as typed, so the check names the cell.
 */
export function toValues(rows: readonly ValueRow[], locale: NumberLocale = "it"): ConstantValue[] {
  return rows.map((row) => ({
    valid_from: normaliseDate(row.valid_from),
    ...(row.valid_to.trim() ? { valid_to: normaliseDate(row.valid_to) } : {}),
    value: toDecimalText(row.value, locale),
    note: row.note.trim(),
  }));
}

/**
 * A date as an Italian spreadsheet writes it, as the API wants it: `01/07/2024` → `2024-07-01`,
 * `07/2024` and `2024-07` → `2024-07` (a month: the FOI index), ISO dates unchanged.
 */
export function normaliseDate(text: string): string {
  const cell = text.trim();
  const day = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(cell);
  if (day) return `${day[3]}-${day[2]?.padStart(2, "0")}-${day[1]?.padStart(2, "0")}`;
  const month = /^(\d{1,2})[/.-](\d{4})$/.exec(cell);
  if (month) return `${month[2]}-${month[1]?.padStart(2, "0")}`;
  return cell;
}

/** A number as a spreadsheet copies it, Italian or English: `1,25` and `1.25` are 1.25; `%` dropped. */
export function normaliseNumber(text: string): string {
  const cell = text.trim().replace(/\s|%/g, "");
  if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(cell)) return cell.replace(/\./g, "").replace(",", ".");
  return cell.replace(",", ".");
}

/**
 * Rows pasted from a spreadsheet: one per line, cells split by tabs (or `;`), in the order
 * date from, value, note. A first line without a date in its first cell is a heading, skipped.
 * Each cell is read as a spreadsheet of either language copies it, then shown as the form does.
 */
export function parsePasted(text: string, locale: NumberLocale = "it"): ValueRow[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== "");
  const rows = lines.map((line) => line.split(line.includes("\t") ? "\t" : ";"));
  const startsWithDate = (cells: string[]) => /\d{4}/.test(cells[0] ?? "") && /\d/.test(cells[1] ?? "");
  return rows
    .filter((cells, index) => index > 0 || startsWithDate(cells))
    .map(([from = "", value = "", ...note]) => ({
      ...emptyRow(),
      valid_from: seriesDate(normaliseDate(from)),
      value: decimalForScreen(normaliseNumber(value), locale),
      note: note.join(" ").trim(),
    }));
}

/**
 * Pasted rows merged into the series: a date already present takes the pasted value (an editor
 * pastes a corrected table), new dates are added; the result is in date order.
 */
export function mergeRows(current: readonly ValueRow[], pasted: readonly ValueRow[]): ValueRow[] {
  const dayOf = (row: ValueRow) => normaliseDate(row.valid_from);
  const byDate = new Map(current.map((row) => [dayOf(row), row]));
  for (const row of pasted) {
    const existing = byDate.get(dayOf(row));
    byDate.set(dayOf(row), existing ? { ...row, key: existing.key, valid_to: existing.valid_to } : row);
  }
  return [...byDate.values()].sort((a, b) => dayOf(a).localeCompare(dayOf(b)));
}
