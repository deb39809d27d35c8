import * as XLSX from "@e965/xlsx";
import { authHeader, type TestApp } from "./test-app";

const B = "/api/agreement/customer/address-book";

/** A one-sheet workbook ("Contatti") of `rows`, as a spreadsheet program would write it. */
export const workbook = (rows: (string | number | null)[][], bookType: XLSX.BookType = "xlsx") => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), "Contatti");
  return XLSX.write(book, { type: "buffer", bookType }) as Buffer;
};

/** A multipart body with one part named `field`, as a browser's FormData sends it. */
export function multipart(bytes: Buffer, fileName = "rubrica.xlsx", field = "file") {
  const boundary = `----vitest${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A file uploaded to the address book's import (or `url`) as `token`'s user. */
export async function uploadContacts(
  t: TestApp,
  bytes: Buffer,
  token: string,
  url = `${B}/import/`,
  language = "it",
) {
  const body = multipart(bytes);
  const response = await t.app.inject({
    method: "POST",
    url,
    payload: body.payload,
    headers: { ...authHeader(token), ...body.headers, "accept-language": language },
  });
  const json = response.headers["content-type"]?.includes("json") ? response.json() : undefined;
  return { status: response.statusCode, body: json, raw: response.rawPayload, headers: response.headers };
}

/** Every contact of `token`'s user. */
export const contactsOf = async (t: TestApp, token: string) =>
  (
    await t.app.inject({ method: "GET", url: `${B}/list/?no_page=no_page`, headers: authHeader(token) })
  ).json().results as { id: number; typology: string; data: Record<string, string>; title: string }[];
