import { setImmediate as nextTurn } from "node:timers/promises";
import {
  type AgreementValues,
  BULK_EMAIL_COLUMN,
  BULK_MAX_ROWS,
  BULK_TITLE_COLUMN,
  type BulkRowError,
  type Language,
  type TemplateField,
} from "@app/contracts";
import { validateField, validateValues } from "@app/documents";
import { AppError } from "../../platform/http/app-error";
import { translate } from "../../platform/i18n/translate";
import type { SheetCell, SheetRows } from "../../platform/spreadsheet/spreadsheet-reading";
import { columnName } from "../../platform/spreadsheet/xlsx-stream";
import { cellValue, isBlankRow } from "./bulk-cells";
import { type BulkColumn, bulkColumns } from "./bulk-columns";

/** A data row of a bulk file, read and checked. */
export interface PlannedRow {
  /** The spreadsheet's row number. */
  row: number;
  cells: SheetCell[];
  title: string;
  email: string | null;
  values: AgreementValues;
  errors: BulkRowError[];
}

export interface SheetPlan {
  headers: { labels: string[]; keys: string[] };
  rows: PlannedRow[];
}

/** The error column `errori.xlsx` adds: ignored when the file comes back. */
export const ERROR_COLUMN_KEY = "errore";
/** Rows checked between two turns of the event loop (see `planSheet`). */
const PLAN_SLICE_ROWS = 10;

/** An e-mail column's check is the compile screen's e-mail field's. */
const EMAIL_FIELD: TemplateField = {
  slug: BULK_EMAIL_COLUMN,
  label: "E-mail",
  type: "email",
  help: "",
  visible: true,
  disable: false,
  required: false,
  field_set: "",
  attributes: {},
  validators: [],
};

/**
 * The header rows: the labels, then the keys (§1). A file whose second row names none of the
 * model's keys is refused whole: its columns cannot be matched to the questions.
 */
function findHeader(rows: SheetCell[][], columns: BulkColumn[]) {
  const known = new Set(columns.map((c) => c.key));
  const keysOf = (row: SheetCell[] | undefined) =>
    (row ?? []).map((c) => (c === null ? "" : String(c).trim()));
  const hits = (row: string[]) => row.filter((key) => known.has(key)).length;
  const second = keysOf(rows[1]);
  if (hits(second) > 0) return { labels: keysOf(rows[0]), keys: second, dataFrom: 2 };
  throw AppError.badRequest("bulk_file_no_header");
}

/**
 * Reads a bulk file's rows into agreement values and checks each with the compile screen's own
 * validators (`validateValues` of @app/documents): a group's items from its numbered columns (an
 * item with every cell empty is no item), a hidden question's value ignored, a visible required
 * one's absence an error. Each problem names the spreadsheet row, the column and the key.
 */
export async function planSheet(
  sheet: SheetRows,
  template: { title: string; fields: TemplateField[] },
  language: Language,
): Promise<SheetPlan> {
  const columns = bulkColumns(template.fields, language);
  const { labels, keys, dataFrom } = findHeader(sheet.rows, columns);
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const indexOf = new Map<string, number>();
  keys.forEach((key, i) => {
    if (byKey.has(key) && !indexOf.has(key)) indexOf.set(key, i);
  });
  const describe = (key: string) => {
    const i = indexOf.get(key);
    if (i === undefined) return "";
    return `${columnName(i)} · ${labels[i] || byKey.get(key)?.label || key}`;
  };
  const data = sheet.rows
    .map((cells, i) => ({ cells, row: sheet.firstRow + i }))
    .slice(dataFrom)
    .filter(({ cells }) => !isBlankRow(cells));
  if (data.length === 0) throw AppError.badRequest("bulk_file_no_rows");
  if (data.length > BULK_MAX_ROWS)
    throw AppError.badRequest("bulk_file_too_many_rows", { rows: data.length, max: BULK_MAX_ROWS });

  const rows: PlannedRow[] = [];
  for (const [index, { cells, row }] of data.entries()) {
    // A row's check takes some 0.4 ms (its template's logic, every validator): 500 rows at once
    // would hold every other request for 200 ms. Others get their turn every few milliseconds.
    if (index > 0 && index % PLAN_SLICE_ROWS === 0) await nextTurn();
    const cell = (key: string) => {
      const i = indexOf.get(key);
      return i === undefined ? null : (cells[i] ?? null);
    };
    const text = (key: string) => {
      const value = cell(key);
      return value === null ? "" : String(value).trim();
    };
    const values: AgreementValues = {};
    /** Which numbered column each kept item came from: an empty item 1 makes item 2 the first. */
    const itemOrigins = new Map<string, number[]>();
    for (const field of template.fields) {
      if (field.type !== "group") {
        const value = byKey.has(field.slug) ? cellValue(cell(field.slug), field) : null;
        if (value !== null) values[field.slug] = value;
        continue;
      }
      const items: Record<string, string | boolean>[] = [];
      const origins: number[] = [];
      const itemColumns = columns.filter((c) => c.kind === "item" && c.group.slug === field.slug);
      const numbers = [...new Set(itemColumns.map((c) => (c.kind === "item" ? c.item : 0)))];
      for (const n of numbers) {
        const item: Record<string, string | boolean> = {};
        for (const c of itemColumns) {
          if (c.kind !== "item" || c.item !== n) continue;
          const value = cellValue(cell(c.key), c.field);
          if (value !== null) item[c.field.slug] = value;
        }
        if (Object.keys(item).length > 0) {
          items.push(item);
          origins.push(n);
        }
      }
      if (items.length > 0) values[field.slug] = items;
      itemOrigins.set(field.slug, origins);
    }

    const errors: BulkRowError[] = [];
    for (const [key, messages] of Object.entries(validateValues(template.fields, values, language))) {
      // `GROUP.INDEX.slug` (index from 0 among the kept items) names the column `GROUP.N.slug`.
      const [group, index, slug] = key.split(".");
      const origin = index === undefined ? undefined : itemOrigins.get(group ?? "")?.[Number(index)];
      const columnKey =
        slug !== undefined && origin !== undefined
          ? `${group}.${origin}.${slug}`
          : index !== undefined && origin !== undefined
            ? `${group}.${origin}`
            : key;
      const column =
        describe(columnKey) ||
        describe(columns.find((c) => c.kind === "item" && c.group.slug === key)?.key ?? "");
      for (const message of messages) errors.push({ row, column, key: columnKey, message });
    }
    const email = text(BULK_EMAIL_COLUMN);
    for (const message of validateField(
      EMAIL_FIELD,
      email,
      language,
      translate(language, "bulk_email_label"),
    ))
      errors.push({ row, column: describe(BULK_EMAIL_COLUMN), key: BULK_EMAIL_COLUMN, message });
    const title =
      text(BULK_TITLE_COLUMN).slice(0, 200) ||
      translate(language, "bulk_default_title", { template: template.title, row });
    rows.push({ row, cells, title, email: email || null, values, errors });
  }
  return { headers: { labels, keys }, rows };
}
