import type { TemplateDetail } from "@app/contracts";
import * as XLSX from "@e965/xlsx";
import { bulkMultipart, modelHeadersOf } from "../../test/bulk-workbook";
import { authHeader, type TestApp } from "../../test/test-app";

export { bulkMultipart, filledWorkbook, sheetRows } from "../../test/bulk-workbook";

export const B = "/api/agreement/customer/bulk";

/** Uploads a bulk file to `check/` or `create/` as `token`'s user. */
export async function bulkUploadCall(
  t: TestApp,
  token: string,
  path: "check" | "create",
  bytes: Buffer | null,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const body = bulkMultipart(bytes, fields);
  const response = await t.app.inject({
    method: "POST",
    url: `${B}/${path}/`,
    payload: body.payload,
    headers: { ...authHeader(token), ...body.headers, "accept-language": "it", ...headers },
  });
  return { status: response.statusCode, body: response.json() };
}

/** The model's workbook for a template, as SheetJS (not our writer) reads it back. */
export async function downloadModel(t: TestApp, token: string, templateId: number, language = "it") {
  const response = await t.app.inject({
    method: "GET",
    url: `${B}/template/${templateId}/`,
    headers: { ...authHeader(token), "accept-language": language },
  });
  if (response.statusCode !== 200)
    return { status: response.statusCode, book: null, raw: response.rawPayload };
  return { status: 200, book: XLSX.read(response.rawPayload, { type: "buffer" }), raw: response.rawPayload };
}

/** The model's two header rows for a template. */
export async function modelHeaders(t: TestApp, token: string, template: TemplateDetail) {
  const { status, raw } = await downloadModel(t, token, template.id);
  if (status !== 200) throw new Error("no model");
  return modelHeadersOf(raw);
}
