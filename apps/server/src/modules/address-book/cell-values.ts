import type { ContactFieldKind } from "@app/contracts";
import { serialToIsoDate } from "../../platform/spreadsheet/cell-dates";
import type { SheetCell } from "../../platform/spreadsheet/spreadsheet-reading";

// The date serials are the spreadsheet platform's (bulk drafting reads them too).
export { isoDateToSerial, serialToIsoDate } from "../../platform/spreadsheet/cell-dates";

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
