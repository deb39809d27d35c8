import type { Readable } from "node:stream";
import { CODE_WORDS, type EditorAgreementListItem, type Language } from "@app/contracts";
import { type XlsxColumn, xlsxStream } from "../../../platform/spreadsheet/xlsx-stream";
import { romeExcelSerial } from "../../../platform/time/rome-time";

/** Dates are shown as the editors' clock shows them (the publisher is in Italy). */
const DATE_FORMAT = "dd/mm/yyyy hh:mm";

type Labels = Record<Language, string>;

// The statuses in the words every export uses (the six, with In firma and Firmato: issue 45).
const STATUS_LABELS: Record<EditorAgreementListItem["status"], Labels> = CODE_WORDS.agreementStatus;
const LANGUAGE_LABELS: Record<string, Labels> = {
  it: { it: "Italiano", en: "Italian" },
  en: { it: "Inglese", en: "English" },
};
const YES_NO: [Labels, Labels] = [
  { it: "Sì", en: "Yes" },
  { it: "No", en: "No" },
];

const COLUMNS: {
  header: Labels;
  width: number;
  date?: boolean;
  value: (row: EditorAgreementListItem, language: Language) => string | number | null;
}[] = [
  { header: { it: "ID", en: "ID" }, width: 8, value: (r) => r.id },
  { header: { it: "Titolo", en: "Title" }, width: 40, value: (r) => r.title },
  { header: { it: "Cliente", en: "Customer" }, width: 20, value: (r) => r.owner_username },
  { header: { it: "Nome e cognome", en: "Full name" }, width: 24, value: (r) => r.owner_name },
  { header: { it: "E-mail", en: "E-mail" }, width: 28, value: (r) => r.owner_email },
  { header: { it: "Modello", en: "Template" }, width: 40, value: (r) => r.template_title ?? "" },
  { header: { it: "Versione", en: "Version" }, width: 9, value: (r) => r.template_version ?? "" },
  {
    header: { it: "Lingua", en: "Language" },
    width: 10,
    value: (r, l) => LANGUAGE_LABELS[r.template_language ?? ""]?.[l] ?? r.template_language ?? "",
  },
  { header: { it: "Stato", en: "Status" }, width: 12, value: (r, l) => STATUS_LABELS[r.status][l] },
  { header: { it: "Completo", en: "Complete" }, width: 10, value: (r, l) => YES_NO[r.is_valid ? 0 : 1][l] },
  {
    header: { it: "Creato il", en: "Created" },
    width: 17,
    date: true,
    value: (r) => romeExcelSerial(r.date_create),
  },
  {
    header: { it: "Modificato il", en: "Last modified" },
    width: 17,
    date: true,
    value: (r) => romeExcelSerial(r.date_last_modify),
  },
];

/**
 * The agreements workbook as a stream (docs/decisions/0009): a header row in the caller's
 * language, then one row per agreement, each batch read only when the download has taken the
 * previous one.
 */
export function agreementsXlsx(
  language: Language,
  batches: AsyncIterable<EditorAgreementListItem[]>,
): Readable {
  const columns: XlsxColumn<EditorAgreementListItem>[] = COLUMNS.map((c) => ({
    header: c.header[language],
    width: c.width,
    date: c.date,
    value: (row) => c.value(row, language),
  }));
  return xlsxStream({
    sheetName: language === "en" ? "Agreements" : "Contratti",
    columns,
    dateFormat: DATE_FORMAT,
    batches,
  });
}
