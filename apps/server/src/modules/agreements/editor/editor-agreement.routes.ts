import { editorAgreementListItemSchema, listResponseSchema } from "@app/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../../platform/auth/viewer";
import type { AppContext } from "../../../platform/http/app-context";
import { attachmentDisposition } from "../../../platform/http/content-disposition";
import { type ListQueryInput, listQuerystringSchema } from "../../../platform/list/list-params";
import { answerPage } from "../../../platform/resource/json-text";
import { XLSX_CONTENT_TYPE } from "../../../platform/spreadsheet/xlsx-stream";
import { createEditorAgreementService } from "./editor-agreement.service";

const BASE = "/api/agreement/editor/agreement";
const config = { access: "editor" as const };
const tags = ["agreement-editor"];
const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Rome" });

/** `agreement/list/` and `agreement/export/` (spec §7): every customer's agreements, read-only. */
export function editorAgreementRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = createEditorAgreementService(ctx.db);
  return async (app) => {
    app.get(
      `${BASE}/list/`,
      {
        config,
        schema: {
          tags,
          querystring: listQuerystringSchema,
          response: { 200: listResponseSchema(editorAgreementListItemSchema) },
        },
      },
      async (request, reply) => answerPage(reply, await service.list(request.query as ListQueryInput)),
    );
    app.get(
      `${BASE}/export/`,
      {
        config,
        schema: {
          tags,
          description: "The list as an xlsx file, streamed (same filters and ordering; every matching row).",
          querystring: listQuerystringSchema,
        },
      },
      async (request, reply) => {
        const file = await service.export(
          actorOf(request),
          request.query as ListQueryInput,
          request.language,
        );
        // A database failure mid-stream destroys the response (Fastify ends the connection
        // without the last chunk): the client sees a broken download, never a short file.
        file.on("error", (error) => request.log.error({ err: error }, "agreement export failed mid-stream"));
        const name = `${request.language === "en" ? "agreements" : "contratti"}-${today.format(new Date())}`;
        return reply
          .header("content-type", XLSX_CONTENT_TYPE)
          .header("content-disposition", attachmentDisposition(name, "xlsx"))
          .header("cache-control", "private, no-store")
          .send(file);
      },
    );
  };
}
