import type { ConstantValue } from "@app/contracts";

/** A value row as the form holds it: every cell text, `valid_to` empty when open-ended. */
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

export function rowsFrom(values: readonly ConstantValue[]): ValueRow[] {
  return values.map((value) => ({
    key: nextKey(),
    valid_from: value.valid_from,
    valid_to: value.valid_to ?? "",
    value: value.value,
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

export function toValues(rows: readonly ValueRow[]): ConstantValue[] {
  return rows.map((row) => ({
    valid_from: row.valid_from.trim(),
    ...(row.valid_to.trim() ? { valid_to: row.valid_to.trim() } : {}),
    value: row.value.trim(),
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
 */
export function parsePasted(text: string): ValueRow[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== "");
  const rows = lines.map((line) => line.split(line.includes("\t") ? "\t" : ";"));
  const startsWithDate = (cells: string[]) => /\d{4}/.test(cells[0] ?? "") && /\d/.test(cells[1] ?? "");
  return rows
    .filter((cells, index) => index > 0 || startsWithDate(cells))
    .map(([from = "", value = "", ...note]) => ({
      ...emptyRow(),
      valid_from: normaliseDate(from),
      value: normaliseNumber(value),
      note: note.join(" ").trim(),
    }));
}

/**
 * Pasted rows merged into the series: a date already present takes the pasted value (an editor
 * pastes a corrected table), new dates are added; the result is in date order.
 */
export function mergeRows(current: readonly ValueRow[], pasted: readonly ValueRow[]): ValueRow[] {
  const byDate = new Map(current.map((row) => [row.valid_from, row]));
  for (const row of pasted) {
    const existing = byDate.get(row.valid_from);
    byDate.set(row.valid_from, existing ? { ...row, key: existing.key, valid_to: existing.valid_to } : row);
  }
  return [...byDate.values()].sort((a, b) => a.valid_from.localeCompare(b.valid_from));
}
