import type { ContactFieldKind } from "@app/contracts";
import type { SheetCell } from "../../platform/spreadsheet/spreadsheet-reading";

const DAY_MS = 86_400_000;
/** Day 0 of Excel's 1900 date system, as its serials count after 1 March 1900. */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** An Excel date serial as YYYY-MM-DD (the time of day, if any, dropped). */
export function serialToIsoDate(serial: number): string {
  return new Date(EXCEL_EPOCH + Math.floor(serial) * DAY_MS).toISOString().slice(0, 10);
}

/** YYYY-MM-DD as an Excel date serial, for the export's date cells. */
export function isoDateToSerial(iso: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  return (Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - EXCEL_EPOCH) / DAY_MS;
}

/** Identifiers a spreadsheet turned into numbers lose their leading zeros: their lengths. */
const DIGITS: Partial<Record<ContactFieldKind, number>> = { cap: 5, vat: 11, fiscal_code: 11 };

/**
 * A cell as a field's text. Spreadsheets store what looks like a number as one: a CAP of 00184
 * arrives as 184, a date as a serial. The kind of the field says how to read it back; a date
 * typed as text in the Italian way (31/12/1980) becomes 1980-12-31.
 */
export function cellText(cell: SheetCell, kind: ContactFieldKind): string {
  if (cell === null) return "";
  if (typeof cell === "boolean") return cell ? "TRUE" : "FALSE";
  if (typeof cell === "number") {
    if (kind === "date") return serialToIsoDate(cell);
    const digits = DIGITS[kind];
    if (digits && Number.isInteger(cell) && cell >= 0) return String(cell).padStart(digits, "0");
    return String(cell);
  }
  const text = cell.trim();
  if (kind === "date") {
    const italian = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
    if (italian) return `${italian[3]}-${italian[2]?.padStart(2, "0")}-${italian[1]?.padStart(2, "0")}`;
  }
  return text;
}

export const isBlankRow = (cells: SheetCell[]) =>
  cells.every((cell) => cell === null || (typeof cell === "string" && cell.trim() === ""));
