import type { Readable } from "node:stream";
import {
  ADDRESS_BOOK_COLUMNS,
  ADDRESS_BOOK_IMPORT_MAX_ROWS,
  ADDRESS_BOOK_TYPOLOGY_COLUMN,
  ADDRESS_BOOK_TYPOLOGY_DEFINITIONS,
  type AddressBookTypology,
  type Language,
} from "@app/contracts";
import type { SheetCell } from "../../platform/spreadsheet/spreadsheet-reading";
import { type XlsxColumn, type XlsxValue, xlsxStream } from "../../platform/spreadsheet/xlsx-stream";
import { isoDateToSerial } from "./cell-values";
import { TYPOLOGY_CODES } from "./contact-columns";
import type { ImportPlan } from "./contact-import";

/** A contact as the spreadsheets write it. */
export interface SheetContact {
  typology: AddressBookTypology;
  data: Record<string, string>;
}

const SHEET_NAME = { it: "Contatti", en: "Contacts" } as const;
const WIDE = new Set(["denominazione", "indirizzo", "legale_rappresentante", "pec", "email"]);

/**
 * The address book's columns (issue 15): the typology code, then one per field slug. The export
 * and the import template share them, so an export is a valid import.
 */
function contactColumns(language: Language): XlsxColumn<SheetContact>[] {
  return [
    { header: ADDRESS_BOOK_TYPOLOGY_COLUMN[language], width: 10, value: (c) => c.typology },
    ...ADDRESS_BOOK_COLUMNS.map(
      ({ slug, label }): XlsxColumn<SheetContact> =>
        slug === "data_nascita"
          ? {
              header: label[language],
              width: 14,
              date: true,
              value: (c) => (c.data[slug] ? isoDateToSerial(c.data[slug]) : null),
            }
          : { header: label[language], width: WIDE.has(slug) ? 32 : 18, value: (c) => c.data[slug] },
    ),
  ];
}

const INSTRUCTIONS = {
  it: {
    sheet: "Istruzioni",
    title: "Come compilare il file per importare i contatti nella rubrica",
    rows: (required: string) => [
      "1. Compila una riga per ogni contatto nel foglio «Contatti», senza modificare le intestazioni della prima riga.",
      "2. Nella colonna Tipologia scegli dal menu PF (persona fisica), DI (ditta individuale), SOC (società) o ENTE (ente o associazione).",
      `3. Compila le colonne che riguardano la tipologia e lascia vuote le altre. Sono obbligatori: ${required}.`,
      "4. Formati: codice fiscale di 16 caratteri (11 cifre per società ed enti), partita IVA di 11 cifre, CAP di 5 cifre, provincia con la sigla di 2 lettere (es. RM), codice destinatario SDI di 7 caratteri, date come gg/mm/aaaa.",
      `5. Salva il file come .xlsx o .xls (al massimo 5 MB e ${ADDRESS_BOOK_IMPORT_MAX_ROWS.toLocaleString("it-IT")} righe) e importalo dalla rubrica. Un contatto già presente (stesso codice fiscale o partita IVA) viene aggiornato: le celle vuote non cancellano i dati già salvati. Le righe con errori non vengono importate e sono elencate con il motivo.`,
    ],
  },
  en: {
    sheet: "Instructions",
    title: "How to fill in the file to import contacts into the address book",
    rows: (required: string) => [
      "1. Fill in one row per contact on the «Contacts» sheet, without changing the headers in the first row.",
      "2. In the Typology column choose from the list PF (natural person), DI (sole trader), SOC (company) or ENTE (entity or association).",
      `3. Fill in the columns that concern the typology and leave the others empty. Required: ${required}.`,
      "4. Formats: fiscal code of 16 characters (11 digits for companies and entities), VAT number of 11 digits, postcode of 5 digits, province as its 2-letter code (e.g. RM), SDI recipient code of 7 characters, dates as dd/mm/yyyy.",
      `5. Save the file as .xlsx or .xls (at most 5 MB and ${ADDRESS_BOOK_IMPORT_MAX_ROWS.toLocaleString("en-GB")} rows) and import it from the address book. A contact already there (same fiscal code or VAT number) is updated: empty cells do not erase what is saved. Rows with errors are not imported and are listed with the reason.`,
    ],
  },
} as const;

/** The required fields of each typology, as the instructions list them. */
const requiredFields = (language: Language) =>
  ADDRESS_BOOK_TYPOLOGY_DEFINITIONS.map(
    (d) =>
      `${d.typology} ${d.fields
        .filter((f) => f.required)
        // "Codice fiscale" reads "codice fiscale" mid-sentence; CAP and VAT keep their capitals.
        .map((f) => f.label[language].replace(/^(\p{Lu})(?=\p{Ll})/u, (c) => c.toLowerCase()))
        .join(", ")}`,
  ).join("; ");

function contactsWorkbook(language: Language, batches: AsyncIterable<SheetContact[]>): Readable {
  const instructions = INSTRUCTIONS[language];
  return xlsxStream({
    sheetName: SHEET_NAME[language],
    columns: contactColumns(language),
    dateFormat: "dd/mm/yyyy",
    batches,
    lists: [{ column: 0, values: [...TYPOLOGY_CODES] }],
    notes: [
      {
        sheetName: instructions.sheet,
        width: 120,
        rows: [[instructions.title], ...instructions.rows(requiredFields(language)).map((text) => [text])],
      },
    ],
  });
}

/** `address-book/export/`: every contact, streamed in batches. */
export const contactsXlsx = contactsWorkbook;

/** `address-book/generate-template/`: the same workbook with no contacts. */
export function importTemplateXlsx(language: Language): Readable {
  async function* none(): AsyncGenerator<SheetContact[]> {}
  return contactsWorkbook(language, none());
}

const REASON = { it: "Motivo", en: "Reason" } as const;

/** The refused rows of an import as they were, with a last column saying why. */
export function rejectedRowsXlsx(language: Language, plan: ImportPlan): Readable {
  type Row = ImportPlan["rejectedRows"][number];
  const cellValue = (cell: SheetCell | undefined): XlsxValue =>
    typeof cell === "boolean" ? String(cell) : (cell ?? null);
  const columns: XlsxColumn<Row>[] = [
    ...plan.headers.map((header, i) => ({
      header,
      width: 18,
      value: (r: Row) => cellValue(r.cells[i]),
    })),
    { header: REASON[language], width: 60, value: (r) => r.reasons.join("; ") },
  ];
  async function* rows(): AsyncGenerator<Row[]> {
    yield plan.rejectedRows;
  }
  return xlsxStream({ sheetName: SHEET_NAME[language], columns, dateFormat: "dd/mm/yyyy", batches: rows() });
}
