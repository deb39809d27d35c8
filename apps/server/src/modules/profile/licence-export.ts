import type { Readable } from "node:stream";
import { type Language, type Licence, type LicenceStatus, PLAN_LABELS } from "@app/contracts";
import type { Database } from "../../db/client";
import { createAudit } from "../../platform/audit/audit";
import type { Viewer } from "../../platform/auth/viewer";
import { type ListQueryInput, parseListQuery } from "../../platform/list/list-query";
import { runList } from "../../platform/list/run-list";
import { xlsxStream } from "../../platform/spreadsheet/xlsx-stream";
import { createFirmRepository, licenceListSpec } from "./firm.repository";
import { licences } from "./licence.table";
import { romeToday, toLicence } from "./profile.mappers";

type Labels = Record<Language, string>;

const STATUS_LABELS: Record<LicenceStatus, Labels> = {
  requested: { it: "Richiesta", en: "Requested" },
  active: { it: "Attiva", en: "Active" },
  suspended: { it: "Sospesa", en: "Suspended" },
  expired: { it: "Scaduta", en: "Expired" },
};
const DAY_MS = 86_400_000;

/** A licence date (`YYYY-MM-DD`) as an Excel date serial: days since 1899-12-30. */
const excelDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS + 25_569;

const COLUMNS: {
  header: Labels;
  width: number;
  date?: boolean;
  value: (row: Licence, language: Language, today: string) => string | number | null;
}[] = [
  { header: { it: "ID", en: "ID" }, width: 8, value: (r) => r.id },
  { header: { it: "Studio", en: "Firm" }, width: 36, value: (r) => r.company_name },
  { header: { it: "Piano", en: "Plan" }, width: 26, value: (r) => r.name },
  {
    header: { it: "Moduli", en: "Modules" },
    width: 40,
    value: (r, l) => r.modules.map((m) => PLAN_LABELS[m][l]).join(", "),
  },
  { header: { it: "Postazioni", en: "Seats" }, width: 11, value: (r) => r.seats },
  {
    header: { it: "Valida dal", en: "Valid from" },
    width: 12,
    date: true,
    value: (r) => excelDay(r.valid_from),
  },
  { header: { it: "Valida al", en: "Valid to" }, width: 12, date: true, value: (r) => excelDay(r.valid_to) },
  {
    header: { it: "Giorni alla scadenza", en: "Days to expiry" },
    width: 20,
    // Negative once the licence has ended: how long ago, for the renewals desk.
    value: (r, _l, today) => Math.round((Date.parse(r.valid_to) - Date.parse(today)) / DAY_MS),
  },
  { header: { it: "Stato", en: "Status" }, width: 12, value: (r, l) => STATUS_LABELS[r.status][l] },
  { header: { it: "Nota", en: "Note" }, width: 40, value: (r) => r.note },
];

/**
 * The editors' licence list as an xlsx workbook (issue 16): the rows the list shows with its
 * filters (e.g. expiring within N days), dates as real dates, headers in the caller's language.
 */
export function licencesXlsx(language: Language, rows: Licence[], today: string): Readable {
  return xlsxStream({
    sheetName: language === "en" ? "Licences" : "Licenze",
    dateFormat: "dd/mm/yyyy",
    columns: COLUMNS.map((c) => ({
      header: c.header[language],
      width: c.width,
      date: c.date,
      value: (row: Licence) => c.value(row, language, today),
    })),
    batches: (async function* () {
      yield rows;
    })(),
  });
}

/**
 * Every licence the list's filters select (its page parameters left aside), as a workbook with
 * its file name; the export is an audit event, recorded as it starts.
 */
export async function exportLicences(
  db: Database,
  viewer: Viewer,
  query: ListQueryInput,
  language: Language,
): Promise<{ file: Readable; name: string }> {
  const { no_page: _, page: __, per_page: ___, ...filters } = query;
  const parsed = parseListQuery({ ...filters, no_page: "no_page" }, licenceListSpec);
  const page = await runList(db, licences, parsed, undefined, (row) => row);
  const names = await createFirmRepository(db).companyNames([
    ...new Set(page.results.map((r) => r.company_id)),
  ]);
  const rows = page.results.map((row) => toLicence(row, names.get(row.company_id) ?? "", language));
  await createAudit(db).record({
    actorId: viewer.userId,
    action: "licence.export",
    subjectType: "licence",
    subjectId: null,
    data: { rows: rows.length },
  });
  const today = romeToday();
  return {
    file: licencesXlsx(language, rows, today),
    name: `${language === "en" ? "licences" : "licenze"}-${today}`,
  };
}
