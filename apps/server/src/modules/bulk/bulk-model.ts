import type { Readable } from "node:stream";
import { BULK_MAX_ROWS, type Language, type TemplateField, type TemplateItemField } from "@app/contracts";
import { isRequiredField } from "@app/documents";
import { columnName, type XlsxColumn, xlsxStream } from "../../platform/spreadsheet/xlsx-stream";
import { YES_NO } from "./bulk-cells";
import { type BulkColumn, bulkColumns } from "./bulk-columns";

const WORDS = {
  it: {
    sheet: "Contratti",
    notes: "Istruzioni",
    title: (template: string) => `Compilazione multipla: ${template}`,
    intro: [
      `Compila una riga per ogni contratto, dalla terza riga in giù (al massimo ${BULK_MAX_ROWS} righe, 5 MB). Non modificare le prime due righe: la seconda contiene le chiavi con cui ogni colonna viene riconosciuta.`,
      "Date come gg/mm/aaaa; Sì/No e le scelte dal menu a tendina. Per le parti e i gruppi ripetuti compila le colonne numerate che servono (1, 2, …): un elemento con tutte le celle vuote non viene considerato.",
      "Le domande condizionate vanno compilate solo quando la condizione indicata è vera: altrimenti il valore viene ignorato.",
    ],
    head: ["Colonna", "Chiave", "Obbligatoria", "Spiegazione", "Controlli"],
    yes: "Sì",
    no: "No",
    when: (condition: string) => `solo se: ${condition}`,
  },
  en: {
    sheet: "Contracts",
    notes: "Instructions",
    title: (template: string) => `Bulk drafting: ${template}`,
    intro: [
      `Fill in one row per contract, from the third row down (at most ${BULK_MAX_ROWS} rows, 5 MB). Do not change the first two rows: the second holds the keys each column is recognised by.`,
      "Dates as dd/mm/yyyy; Yes/No and the choices from the drop-down list. For parties and repeated groups fill in the numbered columns you need (1, 2, …): an item whose cells are all empty is left out.",
      "Conditional questions are filled in only when their condition holds: otherwise their value is ignored.",
    ],
    head: ["Column", "Key", "Required", "Help", "Checks"],
    yes: "Yes",
    no: "No",
    when: (condition: string) => `only if: ${condition}`,
  },
} as const;

const CHECKS: Record<string, { it: string; en: string }> = {
  date: { it: "data gg/mm/aaaa", en: "date dd/mm/yyyy" },
  boolean: { it: "Sì o No", en: "Yes or No" },
  select: { it: "una delle scelte del menu", en: "one of the list's choices" },
  email: { it: "indirizzo e-mail", en: "e-mail address" },
  phone: { it: "numero di telefono", en: "phone number" },
  fiscal_code: { it: "codice fiscale", en: "fiscal code" },
  vat_code: { it: "partita IVA di 11 cifre", en: "VAT number of 11 digits" },
  fiscalCode: { it: "codice fiscale", en: "fiscal code" },
  vatCode: { it: "partita IVA", en: "VAT number" },
  number: { it: "numero", en: "number" },
  currency: { it: "importo non negativo", en: "non-negative amount" },
  percentage: { it: "percentuale non negativa", en: "non-negative percentage" },
  numberPositive: { it: "numero non negativo", en: "non-negative number" },
};

/**
 * The types whose cells stay text whatever is typed: no number, no date guessed by Excel; a
 * percentage too, as Excel would store a typed "10%" as 0.1 where the contract means 10.
 */
const TEXT_TYPES = new Set(["text", "textarea", "email", "phone", "fiscal_code", "vat_code", "percentage"]);

/** What a column's cells are checked against, in words. */
function checksOf(field: TemplateField | TemplateItemField, language: Language): string {
  const words = [CHECKS[field.type]?.[language]];
  for (const v of field.validators) {
    if (v.name === "minLength")
      words.push(language === "it" ? `almeno ${v.value} caratteri` : `at least ${v.value} characters`);
    else if (v.name === "maxLength")
      words.push(language === "it" ? `al massimo ${v.value} caratteri` : `at most ${v.value} characters`);
    else if (v.name !== "required") words.push(CHECKS[v.name]?.[language]);
  }
  if (field.visible_if) words.push(WORDS[language].when(field.visible_if));
  return [...new Set(words.filter(Boolean))].join("; ");
}

/** A drop-down list, when Excel can hold it inline (255 characters, no commas or quotes). */
function listOf(column: BulkColumn, language: Language): string[] | null {
  if (column.kind === "reserved") return null;
  if (column.field.type === "boolean") return [...YES_NO[language]];
  if (column.field.type !== "select") return null;
  const labels = (column.field.attributes.options ?? []).map((o) => o.label);
  const fits = labels.join(",").length <= 250 && labels.every((l) => !/[,"]/.test(l));
  return labels.length > 0 && fits ? labels : null;
}

/** The header's label, marked `*` when the question must be answered (when shown). */
const headerOf = (column: BulkColumn) =>
  column.kind !== "reserved" && isRequiredField(column.field) ? `${column.label} *` : column.label;

/**
 * `bulk/template/{id}/` (issue 48 §1): the sheet to fill, one column per question of the
 * template's current version headed by its label, the stable key in the second header row, a
 * drop-down for selects and yes/no, dates formatted gg/mm/aaaa; and the help sheet.
 */
export function bulkModelXlsx(
  template: { title: string; fields: Parameters<typeof bulkColumns>[0] },
  language: Language,
): Readable {
  const words = WORDS[language];
  const columns = bulkColumns(template.fields, language);
  type Row = { keys: true };
  const sheetColumns: XlsxColumn<Row>[] = columns.map((column) => ({
    header: headerOf(column),
    width: Math.min(40, Math.max(14, column.label.length + 2)),
    date: column.kind !== "reserved" && column.field.type === "date",
    // Codes and numbers to keep as typed: a phone's leading 0, a VAT number's zeros, a CF.
    text: column.kind === "reserved" || TEXT_TYPES.has(column.field.type),
    value: () => column.key,
  }));
  async function* keyRow(): AsyncGenerator<Row[]> {
    yield [{ keys: true }];
  }
  const lists = columns.flatMap((column, i) => {
    const values = listOf(column, language);
    return values ? [{ column: i, values }] : [];
  });
  const help = columns.map((column, i) => [
    `${columnName(i)} · ${column.label}`,
    column.key,
    column.kind !== "reserved" && isRequiredField(column.field) ? words.yes : words.no,
    column.kind === "reserved" ? "" : column.field.help,
    column.kind === "reserved"
      ? column.key === "email"
        ? (CHECKS.email?.[language] ?? "")
        : ""
      : checksOf(column.field, language),
  ]);
  return xlsxStream({
    sheetName: words.sheet,
    columns: sheetColumns,
    dateFormat: "dd/mm/yyyy",
    batches: keyRow(),
    lists,
    notes: [
      {
        sheetName: words.notes,
        width: 60,
        rows: [
          [words.title(template.title)],
          ...words.intro.map((line) => [line]),
          [],
          [...words.head],
          ...help,
        ],
      },
    ],
  });
}
