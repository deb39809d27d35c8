import { auditEventSchema, listResponseSchema } from "@app/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../../db/client";
import { requireAuth } from "../../../platform/auth/access";
import { attachmentDisposition } from "../../../platform/http/content-disposition";
import { type ListQueryInput, listQuerystringSchema } from "../../../platform/list/list-params";
import { answerPage } from "../../../platform/resource/json-text";
import { XLSX_CONTENT_TYPE } from "../../../platform/spreadsheet/xlsx-stream";
import { createAuditTrailService } from "./audit-trail.service";

const BASE = "/api/account/editor/audit";
const config = { access: "editor" as const };
const tags = ["account-editor"];

/**
 * The audit trail for the editors (issue 35): `audit/list/` with the spec's list conventions,
 * and `audit/export/`, the same filters as an xlsx (itself an event of the trail).
 */
export function auditTrailRoutes(db: Database): FastifyPluginAsyncZod {
  const service = createAuditTrailService(db);
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
      async (request, reply) => answerPage(reply, await service.page(request.query as ListQueryInput)),
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
        const { file, name } = await service.export(
          requireAuth(request).user.user_id,
          request.query as ListQueryInput,
          request.language,
        );
        file.on("error", (error) => request.log.error({ err: error }, "audit export failed mid-stream"));
        return reply
          .header("content-type", XLSX_CONTENT_TYPE)
          .header("content-disposition", attachmentDisposition(name, "xlsx"))
          .header("cache-control", "private, no-store")
          .send(file);
      },
    );
  };
}
