import type { Language } from "@app/contracts";
import type { XlsxDataSheet } from "../../../platform/spreadsheet/xlsx-stream";
import { CONTRACT, ID, type Labels, label, type RowOf, sheet, when } from "./my-data.sheet-spec";
import type { MyDataSources } from "./my-data.sources";

/** A batch's and a row's codes as the «Compilazione multipla» page and the ZIP's manifest say them (issue 48). */
const WORDS: Record<string, Labels> = {
  spreadsheet: label("Foglio di calcolo", "Spreadsheet"),
  contacts: label("Rubrica", "Address book"),
  pdf: label("PDF", "PDF"),
  docx: label("DOCX", "DOCX"),
  both: label("PDF e DOCX", "PDF and DOCX"),
  queued: label("In coda", "Queued"),
  running: label("In corso", "Running"),
  completed: label("Completata", "Completed"),
  partial: label("Completata con errori", "Completed with errors"),
  failed: label("Non riuscita", "Failed"),
  cancelled: label("Annullata", "Cancelled"),
};
const ROW_WORDS: Record<string, Labels> = {
  pending: label("Da redigere", "To draft"),
  // Its agreement is saved; only its documents were still to write.
  drafted: label("Redatto", "Drafted"),
  done: label("Redatto", "Drafted"),
  failed: label("Errore", "Error"),
  cancelled: label("Annullato", "Cancelled"),
};
const say = (words: Record<string, Labels>, code: string, language: Language) =>
  words[code]?.[language] ?? code;

/** The batches' sheets of `dati.xlsx`: one row per batch, then one per row of each. */
export function bulkSheets(sources: MyDataSources, language: Language): XlsxDataSheet<unknown>[] {
  const sheets = [
    sheet<RowOf<"bulk_jobs">>(
      {
        name: label("Compilazioni multiple", "Bulk drafting"),
        columns: [
          { ...ID, value: (j) => j.id },
          { header: label("Modello", "Template"), width: 40, value: (j) => j.template_title },
          { header: label("Origine", "Source"), width: 18, value: (j) => say(WORDS, j.source, language) },
          { header: label("Formato", "Format"), width: 12, value: (j) => say(WORDS, j.format, language) },
          { header: label("Stato", "State"), width: 22, value: (j) => say(WORDS, j.state, language) },
          { header: label("Righe", "Rows"), width: 8, value: (j) => j.total },
          { header: label("Elaborate", "Processed"), width: 10, value: (j) => j.processed },
          { header: label("Redatte", "Drafted"), width: 10, value: (j) => j.drafted },
          { header: label("Con errori", "Failed"), width: 10, value: (j) => j.failed },
          { header: label("Avviata il", "Started on"), width: 17, value: (j) => when(j.created_at) },
          { header: label("Conclusa il", "Ended on"), width: 17, value: (j) => when(j.finished_at) },
          {
            header: label("ZIP disponibile fino al", "ZIP kept until"),
            width: 20,
            value: (j) => when(j.expires_at),
          },
        ],
      },
      language,
      sources.bulk_jobs(),
    ),
    sheet<RowOf<"bulk_rows">>(
      {
        name: label("Righe delle compilazioni", "Bulk drafting rows"),
        columns: [
          { header: label("Compilazione (ID)", "Batch (ID)"), width: 16, value: (r) => r.job_id },
          { header: label("Riga", "Row"), width: 8, value: (r) => r.row_number },
          { header: label("Titolo", "Title"), width: 40, value: (r) => r.title },
          { header: label("Esito", "Outcome"), width: 14, value: (r) => say(ROW_WORDS, r.status, language) },
          { header: label("Errore", "Error"), width: 60, value: (r) => r.error },
          { ...CONTRACT, value: (r) => r.agreement_id },
          { header: label("E-mail", "E-mail"), width: 30, value: (r) => r.email },
        ],
      },
      language,
      sources.bulk_rows(),
    ),
  ];
  return sheets as XlsxDataSheet<unknown>[];
}
