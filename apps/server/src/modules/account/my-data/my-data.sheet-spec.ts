import { type Language, yesNo } from "@app/contracts";
import type { XlsxColumn, XlsxDataSheet, XlsxValue } from "../../../platform/spreadsheet/xlsx-stream";
import { romeExcelSerial } from "../../../platform/time/rome-time";
import type { MyDataSources } from "./my-data.sources";

/** How `dati.xlsx`'s sheets are declared: each header in both languages, each value a cell. */
export type Labels = Record<Language, string>;
export const label = (it: string, en: string): Labels => ({ it, en });

/** Each batch mapped to the rows a sheet shows (a contract's values: one row per field). */
export async function* mapped<In, Out>(batches: AsyncIterable<In[]>, rows: (item: In) => Out[]) {
  for await (const batch of batches) yield batch.flatMap(rows);
}

/** A moment as a date cell, on Rome's wall clock; the database may give it as text. */
export const when = (moment: Date | string | null | undefined): XlsxValue =>
  moment ? { serial: romeExcelSerial(typeof moment === "string" ? new Date(moment) : moment) } : null;

/** A value as one cell: dates as they came, booleans in words, lists joined. */
function cellOf(value: unknown, language: Language): XlsxValue {
  if (value === null || value === undefined) return null;
  if (typeof value === "boolean") return yesNo(value, language);
  if (typeof value === "number" || typeof value === "string") return value;
  if (value instanceof Date) return when(value);
  if (Array.isArray(value)) return value.map((item) => String(cellOf(item, language) ?? "")).join(", ");
  if (typeof value === "object" && "serial" in value) return value as XlsxValue;
  return JSON.stringify(value);
}

interface SheetSpec<Row> {
  name: Labels;
  columns: { header: Labels; width: number; value: (row: Row) => unknown }[];
}

/** A declared sheet in the reader's language, over its batches of rows. */
export function sheet<Row>(
  spec: SheetSpec<Row>,
  language: Language,
  batches: AsyncIterable<Row[]>,
): XlsxDataSheet<Row> {
  const columns: XlsxColumn<Row>[] = spec.columns.map((c) => ({
    header: c.header[language],
    width: c.width,
    value: (row) => cellOf(c.value(row), language),
  }));
  return { sheetName: spec.name[language], columns, batches };
}

export const ID = { header: label("ID", "ID"), width: 8 };
export const CONTRACT = { header: label("Contratto (ID)", "Contract (ID)"), width: 14 };

/** The row one of the sources gives, batch by batch. */
export type RowOf<K extends keyof MyDataSources> =
  ReturnType<MyDataSources[K]> extends AsyncGenerator<(infer R)[]> ? R : never;
