import type { AgreementValues, TemplateDetail } from "@app/contracts";
import * as XLSX from "@e965/xlsx";
import { authHeader, type TestApp } from "../../test/test-app";

export const B = "/api/agreement/customer/bulk";

/** A multipart body: the fields, then the file, as a browser's FormData sends them. */
export function bulkMultipart(bytes: Buffer | null, fields: Record<string, string>, fileName = "lotto.xlsx") {
  const boundary = `----vitest${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (bytes)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from("\r\n"),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

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

/** A sheet's rows as arrays (header rows included). */
export const sheetRows = (book: XLSX.WorkBook, name?: string) =>
  XLSX.utils.sheet_to_json<(string | number | boolean | null)[]>(
    book.Sheets[name ?? (book.SheetNames[0] as string)] as XLSX.WorkSheet,
    { header: 1, defval: null, raw: true },
  );

/** A cell as a user would type it: 31/12/2026 for a date, Sì/No for yes/no. */
function typed(value: unknown): string | number | null {
  if (value === true) return "Sì";
  if (value === false) return "No";
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split("-");
    return `${d}/${m}/${y}`;
  }
  return value === undefined || value === null ? null : String(value);
}

/** A filled-in model: the two header rows, then one row per `rows` (title and values). */
export function filledWorkbook(
  keys: string[],
  labels: string[],
  rows: { title: string; values: AgreementValues; override?: Record<string, string> }[],
): Buffer {
  const data = rows.map(({ title, values, override }) =>
    keys.map((key) => {
      if (override && key in override) return override[key] ?? null;
      if (key === "titolo") return title;
      if (key === "email") return null;
      const [group, n, slug] = key.split(".");
      if (n === undefined) return typed(values[key]);
      const items = values[group ?? ""] as Record<string, unknown>[] | undefined;
      return typed(items?.[Number(n) - 1]?.[slug ?? ""]);
    }),
  );
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([labels, keys, ...data]), "Contratti");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
}

/** The model's two header rows for a template. */
export async function modelHeaders(t: TestApp, token: string, template: TemplateDetail) {
  const { book } = await downloadModel(t, token, template.id);
  if (!book) throw new Error("no model");
  const [labels, keys] = sheetRows(book) as string[][];
  return { labels: labels ?? [], keys: keys ?? [] };
}
