import {
  AUDIT_SUBJECTS,
  type AuditEvent,
  auditActionLabel,
  auditEventSchema,
  type Language,
  listResponseSchema,
} from "@app/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../../db/client";
import { createAudit } from "../../../platform/audit/audit";
import { requireAuth } from "../../../platform/auth/access";
import { AppError } from "../../../platform/http/app-error";
import { attachmentDisposition } from "../../../platform/http/content-disposition";
import { type ListQueryInput, listQuerystringSchema } from "../../../platform/list/list-params";
import { parseListQuery } from "../../../platform/list/list-query";
import { answerPage } from "../../../platform/resource/json-text";
import { XLSX_CONTENT_TYPE, type XlsxColumn, xlsxStream } from "../../../platform/spreadsheet/xlsx-stream";
import { romeDay, romeExcelSerial } from "../../../platform/time/rome-time";
import {
  AUDIT_EXPORT_MAX_ROWS,
  auditTrailListSpec,
  createAuditTrailRepository,
} from "./audit-trail.repository";

const BASE = "/api/account/editor/audit";
const config = { access: "editor" as const };
const tags = ["account-editor"];

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

/**
 * The audit trail for the editors (issue 35): `audit/list/` with the spec's list conventions,
 * and `audit/export/`, the same filters as an xlsx (itself an event of the trail).
 */
export function auditTrailRoutes(db: Database): FastifyPluginAsyncZod {
  const repository = createAuditTrailRepository(db);
  return async (app) => {
    app.get(
      `${BASE}/list/`,
      {
        config,
        schema: {
          tags,
          querystring: listQuerystringSchema,
          response: { 200: listResponseSchema(auditEventSchema) },
        },
      },
      async (request, reply) =>
        answerPage(
          reply,
          await repository.page(parseListQuery(request.query as ListQueryInput, auditTrailListSpec)),
        ),
    );

    app.get(
      `${BASE}/export/`,
      {
        config,
        schema: {
          tags,
          description: "The trail as an xlsx file: the same filters and order, every matching event.",
          querystring: listQuerystringSchema,
        },
      },
      async (request, reply) => {
        const query = request.query as ListQueryInput;
        const parsed = parseListQuery({ ...query, no_page: "no_page" }, auditTrailListSpec);
        const total = await repository.count(parsed.where);
        if (total > AUDIT_EXPORT_MAX_ROWS)
          throw AppError.badRequest("export_too_many", { count: total, max: AUDIT_EXPORT_MAX_ROWS });
        await createAudit(db).record({
          actorId: requireAuth(request).user.user_id,
          action: "audit.export",
          subjectType: "audit",
          data: { rows: total },
        });
        const language = request.language;
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
        file.on("error", (error) => request.log.error({ err: error }, "audit export failed mid-stream"));
        const name = `${language === "en" ? "activity-log" : "registro-attivita"}-${romeDay(new Date())}`;
        return reply
          .header("content-type", XLSX_CONTENT_TYPE)
          .header("content-disposition", attachmentDisposition(name, "xlsx"))
          .header("cache-control", "private, no-store")
          .send(file);
      },
    );
  };
}
