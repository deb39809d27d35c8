import {
  ADDRESS_BOOK_IMPORT_MAX_BYTES,
  ADDRESS_BOOK_TYPOLOGY_DEFINITIONS,
  addressBookImportResultSchema,
  addressBookTypologiesSchema,
  fileProgressSchema,
  RESOURCES,
} from "@app/contracts";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { viewerOf } from "../../platform/auth/viewer";
import type { AppContext } from "../../platform/http/app-context";
import { attachmentDisposition } from "../../platform/http/content-disposition";
import { resourceRoutes } from "../../platform/resource/resource-routes";
import { createSpreadsheetReader } from "../../platform/spreadsheet/spreadsheet-reading";
import { XLSX_CONTENT_TYPE } from "../../platform/spreadsheet/xlsx-stream";
import { createFileProgress } from "../../platform/uploads/file-progress";
import { createContactService } from "./contact.service";
import { createContactImportService } from "./contact-import.service";
import { uploadedFile } from "./contact-upload";

const BASE = "/api/agreement/customer/address-book";
const config = { access: "customer" as const };
const tags = ["address-book"];
const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Rome" });

/** A workbook as a download named as spec §7 says: `YYYY-MM-DD.xlsx`, `YYYY-MM-DD-template.xlsx`. */
function sendWorkbook(reply: FastifyReply, file: NodeJS.ReadableStream, suffix = "") {
  return reply
    .header("content-type", XLSX_CONTENT_TYPE)
    .header("content-disposition", attachmentDisposition(`${today.format(new Date())}${suffix}`, "xlsx"))
    .header("cache-control", "private, no-store")
    .send(file);
}

/**
 * The customer's address book (spec §7, issue 15): `typologies-mapping/` and the generic
 * resource (list with `no_page`, retrieve, create, partial-update, destroy), owner only.
 */
export function addressBookRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const contacts = createContactService(ctx.db);
  const reader = createSpreadsheetReader();
  const progress = createFileProgress();
  const spreadsheets = createContactImportService(ctx.db, reader, progress, ctx.events);
  const resource = resourceRoutes({
    base: BASE,
    access: "customer",
    tag: "address-book",
    shapes: RESOURCES.contact,
    caller: viewerOf,
    list: (viewer, query) => contacts.list(viewer.userId, query),
    retrieve: contacts.get,
    create: contacts.create,
    update: contacts.update,
    destroy: (viewer, id) => contacts.destroy(viewer.userId, id),
  });
  return async (app) => {
    app.addHook("onClose", () => reader.close());
    // The multipart parser serves this plugin's routes only; its own limits back up the route's.
    await app.register(multipart, {
      limits: { fileSize: ADDRESS_BOOK_IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });
    app.get(
      `${BASE}/typologies-mapping/`,
      { config, schema: { tags, response: { 200: addressBookTypologiesSchema } } },
      () => ({ results: [...ADDRESS_BOOK_TYPOLOGY_DEFINITIONS] }),
    );
    app.get(
      `${BASE}/export/`,
      {
        config,
        schema: { tags, description: "Every contact as an xlsx file (an export is a valid import)." },
      },
      (request, reply) => sendWorkbook(reply, spreadsheets.exportFile(viewerOf(request))),
    );
    app.get(
      `${BASE}/generate-template/`,
      { config, schema: { tags, description: "The empty import template, with its instructions sheet." } },
      (request, reply) => sendWorkbook(reply, spreadsheets.template(request.language), "-template"),
    );
    app.post(
      `${BASE}/import/`,
      {
        config,
        schema: {
          tags,
          description: "Multipart, field `file`: an .xlsx or .xls of contacts (≤ 5 MB, ≤ 5,000 rows).",
          consumes: ["multipart/form-data"],
          response: { 200: addressBookImportResultSchema },
        },
      },
      async (request) => spreadsheets.import(viewerOf(request), await uploadedFile(request)),
    );
    app.post(
      `${BASE}/import-rejected/`,
      {
        config,
        schema: {
          tags,
          description:
            "The same file as `import/`: its refused rows as an xlsx with a reason column. Saves nothing.",
          consumes: ["multipart/form-data"],
        },
      },
      async (request, reply) =>
        sendWorkbook(
          reply,
          await spreadsheets.rejectedFile(viewerOf(request), await uploadedFile(request)),
          request.language === "en" ? "-rejected" : "-scartati",
        ),
    );
    app.get(
      "/api/agreement/customer/file-progress/",
      { config, schema: { tags, response: { 200: fileProgressSchema } } },
      (request) => progress.of(viewerOf(request).userId),
    );
    await resource(app as unknown as FastifyInstance);
  };
}
