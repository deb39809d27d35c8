import type { AgreementValues } from "@app/contracts";
import * as XLSX from "@e965/xlsx";

// A bulk drafting spreadsheet (issue 48) as a user fills the model in, for the tests of the
// batches through app.inject, of the own-data export and of two real server processes.

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

/** A sheet's rows as arrays (header rows included). */
export const sheetRows = (book: XLSX.WorkBook, name?: string) =>
  XLSX.utils.sheet_to_json<(string | number | boolean | null)[]>(
    book.Sheets[name ?? (book.SheetNames[0] as string)] as XLSX.WorkSheet,
    { header: 1, defval: null, raw: true },
  );

/** The model's two header rows (labels, keys), read from its bytes by SheetJS (not our writer). */
export function modelHeadersOf(model: Uint8Array) {
  const [labels, keys] = sheetRows(XLSX.read(model, { type: "buffer" })) as string[][];
  return { labels: labels ?? [], keys: keys ?? [] };
}

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
