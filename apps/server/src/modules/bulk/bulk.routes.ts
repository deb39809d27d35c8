import { Readable } from "node:stream";
import {
  BULK_MAX_BYTES,
  bulkCheckResultSchema,
  bulkFromContactsBodySchema,
  bulkJobCreatedSchema,
  bulkJobListSchema,
  bulkJobSchema,
  idParamSchema,
} from "@app/contracts";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { viewerOf } from "../../platform/auth/viewer";
import type { AppContext } from "../../platform/http/app-context";
import { attachmentDisposition } from "../../platform/http/content-disposition";
import { createSpreadsheetReader } from "../../platform/spreadsheet/spreadsheet-reading";
import { XLSX_CONTENT_TYPE } from "../../platform/spreadsheet/xlsx-stream";
import { createCatalogueService } from "../catalogue";
import { createBulkService } from "./bulk.service";
import { bulkUpload } from "./bulk-upload";

const BASE = "/api/agreement/customer/bulk";
const config = { access: "customer" as const };
const tags = ["bulk"];
/** The `Idempotency-Key` header: the same key twice answers the same batch. */
const idempotencySchema = z.looseObject({ "idempotency-key": z.string().trim().min(1).max(200).optional() });
const UPLOAD =
  "Multipart: `file` (the filled-in model, .xlsx or .xls, ≤ 5 MB, ≤ 500 rows) and `template` (the template's id)";

/**
 * Bulk drafting (issue 48): the model to fill, the check, the batches and their ZIP. Owner
 * only: another customer's batch is a 404, as an agreement is.
 */
export function bulkRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const reader = createSpreadsheetReader();
  const bulk = createBulkService(ctx.db, createCatalogueService(ctx.db), reader);
  return async (app) => {
    app.addHook("onClose", () => reader.close());
    // This plugin's own multipart parser, with the bulk file's limits.
    await app.register(multipart, { limits: { fileSize: BULK_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    app.get(
      `${BASE}/template/:id/`,
      {
        config,
        schema: {
          tags,
          description: "The xlsx model of the template's current version, with its «Istruzioni» sheet.",
          params: idParamSchema,
        },
      },
      async (request, reply) => {
        const { title, file } = await bulk.model(viewerOf(request), request.params.id);
        const suffix = request.language === "en" ? "bulk model" : "compilazione multipla";
        return reply
          .header("content-type", XLSX_CONTENT_TYPE)
          .header("content-disposition", attachmentDisposition(`${title} - ${suffix}`, "xlsx"))
          .header("cache-control", "private, no-store")
          .send(file);
      },
    );
    app.post(
      `${BASE}/check/`,
      {
        config,
        schema: {
          tags,
          description: `${UPLOAD}. Every row checked; nothing is written.`,
          consumes: ["multipart/form-data"],
          response: { 200: bulkCheckResultSchema },
        },
      },
      async (request) => bulk.check(viewerOf(request), await bulkUpload(request)),
    );
    app.post(
      `${BASE}/create/`,
      {
        config,
        schema: {
          tags,
          description: `${UPLOAD} and \`format\` (pdf, docx or both). A batch drafts one agreement per valid row.`,
          consumes: ["multipart/form-data"],
          headers: idempotencySchema,
          response: { 202: bulkJobCreatedSchema },
        },
      },
      async (request, reply) => {
        const key = request.headers["idempotency-key"] ?? null;
        return reply.status(202).send(await bulk.create(viewerOf(request), await bulkUpload(request), key));
      },
    );
    app.post(
      `${BASE}/create-from-contacts/`,
      {
        config,
        schema: {
          tags,
          description: "One agreement per address-book contact, the party filled from it.",
          headers: idempotencySchema,
          body: bulkFromContactsBodySchema,
          response: { 202: bulkJobCreatedSchema },
        },
      },
      async (request, reply) => {
        const key = request.headers["idempotency-key"] ?? null;
        return reply.status(202).send(await bulk.createFromContacts(viewerOf(request), request.body, key));
      },
    );
    app.get(`${BASE}/list/`, { config, schema: { tags, response: { 200: bulkJobListSchema } } }, (request) =>
      bulk.list(viewerOf(request)),
    );
    app.get(
      `${BASE}/retrieve/:id/`,
      { config, schema: { tags, params: idParamSchema, response: { 200: bulkJobSchema } } },
      (request) => bulk.retrieve(viewerOf(request), request.params.id),
    );
    app.post(
      `${BASE}/cancel/:id/`,
      {
        config,
        schema: {
          tags,
          description: "Stops the batch after the chunk in hand.",
          params: idParamSchema,
          response: { 200: bulkJobSchema },
        },
      },
      (request) => bulk.cancel(viewerOf(request), request.params.id),
    );
    app.get(
      `${BASE}/download/:id/`,
      { config, schema: { tags, description: "The batch's ZIP (kept 7 days).", params: idParamSchema } },
      async (request, reply) => {
        const { title, bytes, parts } = await bulk.download(viewerOf(request), request.params.id);
        return reply
          .header("content-type", "application/zip")
          .header("content-length", bytes)
          .header("content-disposition", attachmentDisposition(`${title} - ${request.params.id}`, "zip"))
          .header("cache-control", "private, no-store")
          .send(Readable.from(parts, { objectMode: false }));
      },
    );
  };
}
