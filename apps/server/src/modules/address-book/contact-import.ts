import { setImmediate as nextTurn } from "node:timers/promises";
import {
  ADDRESS_BOOK_IMPORT_MAX_ROWS,
  type AddressBookImportResult,
  type AddressBookTypology,
  type Language,
} from "@app/contracts";
import { AppError } from "../../platform/http/app-error";
import { translate } from "../../platform/i18n/translate";
import type { SheetCell, SheetRows } from "../../platform/spreadsheet/spreadsheet-reading";
import { cellText, isBlankRow } from "./cell-values";
import { isTypologyHeader, slugFromHeader, typologyFromCell } from "./contact-columns";
import { checkedValues, derivedColumns, typologyOf } from "./contact-values";

/** Rows checked between two turns of the event loop. */
const SLICE_ROWS = 200;

/** A contact already in the address book, as the import matches rows against it. */
export interface ExistingContact {
  id: number;
  typology: AddressBookTypology;
  data: Record<string, string>;
}

/** A contact the import will create or rewrite: one per contact, whatever rows named it. */
interface Target {
  id: number | null;
  typology: AddressBookTypology;
  data: Record<string, string>;
  changed: boolean;
}

export interface ImportPlan {
  /** New contacts, in the order of their first row. */
  creates: { typology: AddressBookTypology; data: Record<string, string> }[];
  /** Existing contacts whose values change. */
  updates: { id: number; typology: AddressBookTypology; data: Record<string, string> }[];
  rejected: AddressBookImportResult["rejected"];
  /** The refused rows whole, with their reasons: the file of rejected rows is made of them. */
  rejectedRows: { row: number; cells: SheetCell[]; reasons: string[] }[];
  /** The file's header row as it is. */
  headers: string[];
}

/** A refusal as one line: the column named once (most messages already start with it). */
const reasonOf = (p: { column: string; message: string }) =>
  p.column === "" || p.message.startsWith(p.column) ? p.message : `${p.column}: ${p.message}`;

const sameValues = (a: Record<string, string>, b: Record<string, string>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/**
 * Who a row is, for a second import of the same file: a person and the sole trader they run
 * share a fiscal code, so the pair (fiscal code, VAT number) tells contacts apart; a row with a
 * VAT number not met under that fiscal code is matched by VAT number alone (a company's fiscal
 * code changed), and a row without one matches the contact of the same typology under its
 * fiscal code.
 */
function createMatcher(existing: ExistingContact[]) {
  const byFiscalCode = new Map<string, Target[]>();
  const byVat = new Map<string, Target[]>();
  const add = (target: Target) => {
    const { codice_fiscale: fiscalCode, partita_iva: vat } = target.data;
    if (fiscalCode) byFiscalCode.set(fiscalCode, [...(byFiscalCode.get(fiscalCode) ?? []), target]);
    if (vat) byVat.set(vat, [...(byVat.get(vat) ?? []), target]);
  };
  for (const contact of existing)
    add({ id: contact.id, typology: contact.typology, data: contact.data, changed: false });
  return {
    add,
    find(typology: AddressBookTypology, values: Record<string, string>): Target | undefined {
      const fiscalCode = values.codice_fiscale;
      const vat = values.partita_iva;
      const sameFiscalCode = fiscalCode ? (byFiscalCode.get(fiscalCode) ?? []) : [];
      const pair = sameFiscalCode.find((t) => (t.data.partita_iva ?? "") === (vat ?? ""));
      if (pair) return pair;
      if (vat) return byVat.get(vat)?.[0];
      return sameFiscalCode.find((t) => t.typology === typology);
    },
  };
}

/**
 * What importing a sheet would do (issue 15), decided before anything is written: each data row
 * checked like the form, matched against the address book (and the rows above it), and either
 * planned as a creation or an update, or refused with the column and the reason. Refuses the
 * whole file (400) when it has no data rows, more than the limit, or no typology column.
 */
export async function planImport(
  sheet: SheetRows,
  existing: ExistingContact[],
  language: Language,
): Promise<ImportPlan> {
  const [headerCells = [], ...body] = sheet.rows;
  const headers = headerCells.map((cell) => (cell === null ? "" : String(cell).trim()));
  const dataRows = body
    .map((cells, i) => ({ row: sheet.firstRow + 1 + i, cells }))
    .filter(({ cells }) => !isBlankRow(cells));
  if (dataRows.length === 0) throw AppError.badRequest("import_no_rows");
  if (dataRows.length > ADDRESS_BOOK_IMPORT_MAX_ROWS)
    throw AppError.badRequest("import_too_many_rows", { max: ADDRESS_BOOK_IMPORT_MAX_ROWS });
  const typologyIndex = headers.findIndex(isTypologyHeader);
  if (typologyIndex < 0) throw AppError.badRequest("import_no_typology_column");

  const rejected: ImportPlan["rejected"] = [];
  const rejectedRows: ImportPlan["rejectedRows"] = [];
  const columns: { index: number; slug: string; header: string }[] = [];
  headers.forEach((header, index) => {
    if (index === typologyIndex || header === "") return;
    const slug = slugFromHeader(header);
    if (slug && !columns.some((c) => c.slug === slug)) columns.push({ index, slug, header });
    else
      rejected.push({
        row: sheet.firstRow,
        column: header,
        message: translate(language, slug ? "import_column_repeated" : "import_column_unknown"),
      });
  });
  const headerOf = (slug: string, label: string) => columns.find((c) => c.slug === slug)?.header ?? label;

  const matcher = createMatcher(existing);
  const targets: Target[] = [];
  for (const [index, { row, cells }] of dataRows.entries()) {
    // Checking a row takes some 40 µs: other requests get their turn every few milliseconds.
    if (index > 0 && index % SLICE_ROWS === 0) await nextTurn();
    const refuse = (problems: { column: string; message: string }[]) => {
      for (const problem of problems) rejected.push({ row, ...problem });
      rejectedRows.push({ row, cells, reasons: problems.map(reasonOf) });
    };
    const typologyText = cellText(cells[typologyIndex] ?? null, "text");
    const typology = typologyFromCell(typologyText);
    const typologyHeader = headers[typologyIndex] ?? "";
    if (!typology) {
      const key = typologyText ? "import_typology_unknown" : "import_typology_missing";
      refuse([{ column: typologyHeader, message: translate(language, key, { value: typologyText }) }]);
      continue;
    }
    const kinds = new Map(typologyOf(typology).fields.map((f) => [f.slug, f]));
    const data: Record<string, string> = {};
    for (const column of columns) {
      const field = kinds.get(column.slug);
      const text = cellText(cells[column.index] ?? null, field?.kind ?? "text");
      if (text !== "") data[column.slug] = text;
    }
    let values: Record<string, string>;
    try {
      values = checkedValues(typology, data, language);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refuse(
        Object.entries(error.fieldErrors).map(([key, messages]) => {
          const slug = key.replace(/^data\./, "");
          const message = messages[0];
          return {
            column: headerOf(slug, kinds.get(slug)?.label[language] ?? slug),
            message: message ? translate(language, message.key, message.params) : "",
          };
        }),
      );
      continue;
    }
    const target = matcher.find(typology, values);
    if (!target) {
      const created: Target = { id: null, typology, data: values, changed: true };
      matcher.add(created);
      targets.push(created);
      continue;
    }
    // Cells with a value overwrite, empty ones leave what the contact has: a file with fewer
    // columns never wipes the others. A new typology takes the row as it is.
    const merged = target.typology === typology ? { ...target.data, ...values } : values;
    if (target.typology === typology && sameValues(merged, target.data)) continue;
    target.typology = typology;
    target.data = checkedValues(typology, merged, language);
    if (!target.changed) targets.push(target);
    target.changed = true;
  }

  return {
    creates: targets.filter((t) => t.id === null).map(({ typology, data }) => ({ typology, data })),
    updates: targets
      .filter((t): t is Target & { id: number } => t.id !== null)
      .map(({ id, typology, data }) => ({ id, typology, data })),
    rejected,
    rejectedRows,
    headers,
  };
}

/** The columns derived from a planned contact's values, as the table keeps them. */
export const plannedRow = (typology: AddressBookTypology, data: Record<string, string>) => ({
  typology,
  data,
  ...derivedColumns(typology, data),
});
