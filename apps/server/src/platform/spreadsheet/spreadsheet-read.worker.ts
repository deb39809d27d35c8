// The spreadsheet thread of createSpreadsheetReader: SheetJS reads the workbook's first sheet.
import * as XLSX from "@e965/xlsx";
import type { SheetCell, SheetRows } from "./spreadsheet-reading";

export default function read(bytes: Uint8Array): SheetRows {
  const book = XLSX.read(bytes, { type: "array", dense: true, cellDates: false, cellHTML: false });
  const name = book.SheetNames[0];
  const sheet = name ? book.Sheets[name] : undefined;
  if (!sheet?.["!ref"]) return { firstRow: 1, rows: [] };
  const range = XLSX.utils.decode_range(sheet["!ref"]);
  const rows = XLSX.utils.sheet_to_json<SheetCell[]>(sheet, {
    header: 1,
    raw: true,
    defval: null,
    blankrows: true,
  });
  return { firstRow: range.s.r + 1, rows };
}
