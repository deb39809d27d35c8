import type { Readable } from "node:stream";
import { AUDIT_SUBJECTS, type AuditEvent, auditActionLabel, type Language } from "@app/contracts";
import type { Database } from "../../../db/client";
import { createAudit } from "../../../platform/audit/audit";
import { AppError } from "../../../platform/http/app-error";
import { type ListQueryInput, readListParams } from "../../../platform/list/list-params";
import { parseListQuery } from "../../../platform/list/list-query";
import { type XlsxColumn, xlsxStream } from "../../../platform/spreadsheet/xlsx-stream";
import { romeDay, romeExcelSerial } from "../../../platform/time/rome-time";
import {
  AUDIT_EXPORT_MAX_ROWS,
  auditTrailListSpec,
  createAuditTrailRepository,
} from "./audit-trail.repository";

const l = (it: string, en: string) => ({ it, en });
const COLUMNS: {
  header: Record<Language, string>;
  width: number;
  date?: boolean;
  value: (e: AuditEvent, language: Language) => string | number | null;
}[] = [
  { header: l("Quando", "When"), width: 17, date: true, value: (e) => romeExcelSerial(e.created_at) },
  { header: l("Chi", "Who"), width: 24, value: (e) => e.actor },
  { header: l("Azione", "Action"), width: 36, value: (e, language) => auditActionLabel(e.action, language) },
  { header: l("Codice dell'azione", "Action code"), width: 24, value: (e) => e.action },
  {
    header: l("Oggetto", "Record"),
    width: 18,
    value: (e, language) => AUDIT_SUBJECTS[e.subject_type]?.[language] ?? e.subject_type,
  },
  { header: l("ID oggetto", "Record ID"), width: 10, value: (e) => e.subject_id },
  { header: l("Indirizzo IP", "IP address"), width: 16, value: (e) => e.ip },
  {
    header: l("Dettagli", "Details"),
    width: 80,
    value: (e) => (Object.keys(e.data).length ? JSON.stringify(e.data) : null),
  },
];

/** The trail's use cases for the editors (issue 35): its page, and its export as an xlsx. */
export function createAuditTrailService(db: Database) {
  const repository = createAuditTrailRepository(db);
  /** The list's spec for this query: its free search's actors are looked up first. */
  const specOf = async (query: ListQueryInput, language: Language) =>
    auditTrailListSpec(language, await repository.actorsNamed(readListParams(query).freeText));
  return {
    async page(query: ListQueryInput, language: Language) {
      const { freeText, orderBy, noPage } = readListParams(query);
      // The screen's search: one prepared statement (issue 49 §4).
      if (freeText && !noPage) {
        const filters = parseListQuery({ ...query, free_filter__: undefined }, auditTrailListSpec(language));
        return repository.searchPage(filters, orderBy, freeText, language);
      }
      return repository.page(parseListQuery(query, await specOf(query, language)));
    },

    /**
     * The list's selection, every matching event, as a workbook in the reader's language, with
     * its file name. The export is itself an event of the trail, recorded as it starts.
     */
    async export(
      actorId: number,
      query: ListQueryInput,
      language: Language,
    ): Promise<{ file: Readable; name: string }> {
      const parsed = parseListQuery({ ...query, no_page: "no_page" }, await specOf(query, language));
      const total = await repository.count(parsed.where);
      if (total > AUDIT_EXPORT_MAX_ROWS)
        throw AppError.badRequest("audit_export_too_many", { count: total, max: AUDIT_EXPORT_MAX_ROWS });
      await createAudit(db).record({
        actorId,
        action: "audit.export",
        subjectType: "audit",
        data: { rows: total },
      });
      const columns: XlsxColumn<AuditEvent>[] = COLUMNS.map((c) => ({
        header: c.header[language],
        width: c.width,
        date: c.date,
        value: (e) => c.value(e, language),
      }));
      const file = xlsxStream({
        sheetName: language === "en" ? "Activity log" : "Registro attività",
        columns,
        dateFormat: "dd/mm/yyyy hh:mm:ss",
        batches: repository.batches(parsed),
      });
      const name = `${language === "en" ? "activity-log" : "registro-attivita"}-${romeDay(new Date())}`;
      return { file, name };
    },
  };
}
