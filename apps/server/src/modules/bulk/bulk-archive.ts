import type { Readable } from "node:stream";
import type { Language } from "@app/contracts";
import { strToU8, Zip, ZipPassThrough } from "fflate";
import { safeFileName } from "../../platform/http/content-disposition";
import { type XlsxColumn, type XlsxValue, xlsxStream } from "../../platform/spreadsheet/xlsx-stream";
import type { BulkRowFiles, BulkRowWithoutFiles } from "./bulk.repository";
import type { BulkJobRow, BulkJobRowRow } from "./bulk.table";
import { ERROR_COLUMN_KEY } from "./bulk-sheet";

const WORDS = {
  it: {
    manifest: ["riga", "titolo", "file", "id contratto", "stato", "errore"],
    status: {
      done: "redatto",
      failed: "errore",
      cancelled: "annullato",
      pending: "non redatto",
      drafted: "non redatto",
    },
    sheet: "Contratti",
    error: "Errore",
  },
  en: {
    manifest: ["row", "title", "file", "agreement id", "status", "error"],
    status: {
      done: "drafted",
      failed: "error",
      cancelled: "cancelled",
      pending: "not drafted",
      drafted: "not drafted",
    },
    sheet: "Contracts",
    error: "Error",
  },
} as const;

/** `001 - Mario Rossi - Locazione`: the row's number, its title, the template's; unique by the number. */
export function documentBaseName(row: Pick<BulkJobRowRow, "row_number" | "title">, template: string): string {
  const number = String(row.row_number).padStart(3, "0");
  const title = safeFileName(row.title).slice(0, 80);
  const tail = safeFileName(template).slice(0, 60);
  return title.includes(tail) ? `${number} - ${title}` : `${number} - ${title} - ${tail}`;
}

/** A CSV field, quoted when it must be (RFC 4180); a leading = + - @ is defused for spreadsheets. */
function csvField(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * `errori.xlsx`: the failed rows as they were uploaded, under the model's two header rows, with
 * an error column last, so the file can be fixed and uploaded again (its error column ignored).
 */
async function errorsXlsx(
  job: BulkJobRow,
  failed: BulkRowWithoutFiles[],
  language: Language,
): Promise<Buffer> {
  const words = WORDS[language];
  type Row = { keys: string[] } | { cells: BulkJobRowRow["cells"]; error: string };
  const { labels, keys } = job.headers;
  const cellOf = (value: unknown): XlsxValue =>
    typeof value === "boolean" ? String(value) : ((value ?? null) as XlsxValue);
  const columns: XlsxColumn<Row>[] = [
    ...keys.map((key, i) => ({
      header: labels[i] ?? key,
      width: 18,
      value: (r: Row) => ("keys" in r ? r.keys[i] : cellOf(r.cells[i])),
    })),
    { header: words.error, width: 60, value: (r) => ("keys" in r ? ERROR_COLUMN_KEY : r.error) },
  ];
  async function* rows(): AsyncGenerator<Row[]> {
    yield [{ keys }, ...failed.map((r) => ({ cells: r.cells, error: r.error ?? "" }))];
  }
  return bytesOf(xlsxStream({ sheetName: words.sheet, columns, dateFormat: "dd/mm/yyyy", batches: rows() }));
}

/** Rows whose documents are read at once while the ZIP is written: a page, never the batch. */
export const ARCHIVE_PAGE_ROWS = 10;

/** Reads the documents of some rows of the batch (`filesOf` of the repository). */
export type RowFilesReader = (rowNumbers: number[]) => Promise<Map<number, BulkRowFiles>>;

/**
 * The most bytes of the ZIP written or read in one statement: a part of 256 KB crosses the
 * database connection in a millisecond or two, where a ZIP of megabytes in one value held the
 * server's event loop (and every other user's call) for up to 130 ms (bench/results/bulk.md).
 */
export const ARCHIVE_PART_BYTES = 256 * 1024;

/** Keeps a part of the ZIP (`part` from 0, in order); awaited before the ZIP goes on. */
export type ArchivePartWriter = (part: number, bytes: Buffer) => Promise<void>;

/**
 * A ZIP written entry by entry, uncompressed, handed on in parts of `ARCHIVE_PART_BYTES` as they
 * fill (the last one shorter): at most a part and the entry in hand are held at once.
 */
function storedZipInParts(writePart: ArchivePartWriter) {
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let written = 0;
  let parts = 0;
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else {
      pending.push(chunk);
      pendingBytes += chunk.length;
    }
  });
  async function flush(last: boolean) {
    if (failure) throw failure;
    if (pendingBytes < ARCHIVE_PART_BYTES && !(last && pendingBytes > 0)) return;
    const joined = Buffer.concat(pending, pendingBytes);
    let at = 0;
    for (; joined.length - at >= ARCHIVE_PART_BYTES; at += ARCHIVE_PART_BYTES)
      await writePart(parts++, joined.subarray(at, at + ARCHIVE_PART_BYTES));
    if (last && at < joined.length) {
      await writePart(parts++, joined.subarray(at));
      at = joined.length;
    }
    written += at;
    pending = at < joined.length ? [joined.subarray(at)] : [];
    pendingBytes = joined.length - at;
  }
  return {
    async add(name: string, bytes: Uint8Array) {
      const entry = new ZipPassThrough(name);
      zip.add(entry);
      entry.push(bytes, true);
      await flush(false);
    },
    /** Ends the ZIP: its size in bytes. */
    async end(): Promise<number> {
      zip.end();
      await flush(true);
      return written;
    },
  };
}

/**
 * The batch's ZIP (issue 48 §2): each drafted row's documents, `manifest.csv` (row, title, file,
 * agreement id, status, error; UTF-8 with a BOM so Excel reads its accents) and, when rows
 * failed, `errori.xlsx`, by that name in either language (a spreadsheet upload's only: contacts have no sheet to fix).
 * The documents are read a page of rows at a time and written as they come (DESIGN §11's memory:
 * a batch of 500 rows in both formats holds tens of MB of documents), the ZIP handed to
 * `writePart` part by part. Answers the ZIP's size in bytes.
 */
export async function bulkArchive(
  job: BulkJobRow,
  rows: BulkRowWithoutFiles[],
  filesOf: RowFilesReader,
  writePart: ArchivePartWriter,
): Promise<number> {
  const language: Language = job.language === "en" ? "en" : "it";
  const words = WORDS[language];
  const zip = storedZipInParts(writePart);
  const manifest = [words.manifest.join(",")];
  for (let first = 0; first < rows.length; first += ARCHIVE_PAGE_ROWS) {
    const page = rows.slice(first, first + ARCHIVE_PAGE_ROWS);
    const files = await filesOf(page.filter((row) => row.status === "done").map((row) => row.row_number));
    for (const row of page) {
      const base = documentBaseName(row, job.template_title);
      const names: string[] = [];
      const written = files.get(row.row_number);
      // Documents are compressed already (PDF streams, DOCX a zip): stored, not deflated again.
      for (const extension of ["pdf", "docx"] as const) {
        const bytes = written?.[extension];
        if (!bytes) continue;
        await zip.add(`${base}.${extension}`, bytes);
        names.push(`${base}.${extension}`);
      }
      manifest.push(
        [row.row_number, row.title, names.join(" | "), row.agreement_id, words.status[row.status], row.error]
          .map((v) => csvField(v ?? null))
          .join(","),
      );
    }
  }
  await zip.add("manifest.csv", strToU8(`\uFEFF${manifest.join("\r\n")}\r\n`));
  const failed = rows.filter((r) => r.status === "failed");
  if (failed.length > 0 && job.source === "spreadsheet")
    await zip.add("errori.xlsx", await errorsXlsx(job, failed, language));
  return zip.end();
}
