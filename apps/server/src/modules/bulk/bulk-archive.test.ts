import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { BulkRowFiles, BulkRowWithoutFiles } from "./bulk.repository";
import type { BulkJobRow } from "./bulk.table";
import { ARCHIVE_PAGE_ROWS, ARCHIVE_PART_BYTES, bulkArchive, type RowFilesReader } from "./bulk-archive";

const job = {
  id: 1,
  template_title: "Locazione",
  language: "it",
  source: "spreadsheet",
  headers: { labels: ["Titolo"], keys: ["titolo"] },
} as BulkJobRow;

function row(n: number, status: BulkRowWithoutFiles["status"]): BulkRowWithoutFiles {
  return {
    job_id: 1,
    row_number: n,
    status,
    title: `Conduttore ${n}`,
    email: null,
    values: {},
    parties: {},
    party_snapshots: {},
    cells: [`Conduttore ${n}`],
    agreement_id: status === "done" ? 100 + n : null,
    error: status === "failed" ? "Data non valida" : null,
    mailed_at: null,
  };
}

/** The ZIP as the database keeps it: its parts, in the order written, one write at a time. */
async function archiveOf(rows: BulkRowWithoutFiles[], filesOf: RowFilesReader) {
  const parts: Buffer[] = [];
  let writing = 0;
  let overlapped = false;
  const bytes = await bulkArchive(job, rows, filesOf, async (part, chunk) => {
    overlapped ||= writing > 0 || part !== parts.length;
    writing += 1;
    await new Promise((r) => setTimeout(r, 1));
    parts.push(Buffer.from(chunk));
    writing -= 1;
  });
  return { parts, bytes, overlapped, zip: Buffer.concat(parts) };
}

describe("the batch's ZIP", () => {
  it("reads the documents a page of rows at a time and writes every one with the manifest", async () => {
    const rows = Array.from({ length: 25 }, (_, i) => row(i + 2, i === 4 ? "failed" : "done"));
    const asked: number[][] = [];
    const filesOf = async (numbers: number[]) => {
      asked.push(numbers);
      return new Map<number, BulkRowFiles>(
        numbers.map((n) => [n, { pdf: Buffer.from(`%PDF row ${n}`), docx: null }]),
      );
    };
    const { zip, bytes } = await archiveOf(rows, filesOf);
    expect(bytes).toBe(zip.length);
    const entries = unzipSync(zip);

    // Never the batch's documents at once: a page, and only the drafted rows'.
    expect(Math.max(...asked.map((page) => page.length))).toBeLessThanOrEqual(ARCHIVE_PAGE_ROWS);
    expect(asked.flat()).toEqual(rows.filter((r) => r.status === "done").map((r) => r.row_number));
    expect(strFromU8(entries["002 - Conduttore 2 - Locazione.pdf"] as Uint8Array)).toBe("%PDF row 2");
    expect(strFromU8(entries["026 - Conduttore 26 - Locazione.pdf"] as Uint8Array)).toBe("%PDF row 26");
    expect(Object.keys(entries).filter((name) => name.endsWith(".pdf"))).toHaveLength(24);
    const manifest = strFromU8(entries["manifest.csv"] as Uint8Array)
      .trim()
      .split("\r\n");
    expect(manifest).toHaveLength(26);
    expect(manifest[5]).toBe("6,Conduttore 6,,,errore,Data non valida");
    expect(entries["errori.xlsx"]).toBeDefined();
  });

  it("is written in parts of at most ARCHIVE_PART_BYTES, in order, each awaited before the next", async () => {
    const rows = Array.from({ length: 12 }, (_, i) => row(i + 2, "done"));
    // Documents of 100 KB: some 1.2 MB in all, five parts.
    const document = (n: number) => Buffer.alloc(100 * 1024, n);
    const filesOf = async (numbers: number[]) =>
      new Map<number, BulkRowFiles>(numbers.map((n) => [n, { pdf: document(n), docx: null }]));
    const { parts, bytes, overlapped, zip } = await archiveOf(rows, filesOf);

    expect(overlapped).toBe(false);
    expect(parts.length).toBe(Math.ceil(bytes / ARCHIVE_PART_BYTES));
    expect(parts.slice(0, -1).every((part) => part.length === ARCHIVE_PART_BYTES)).toBe(true);
    expect(bytes).toBe(zip.length);
    const entries = unzipSync(zip);
    expect(
      Buffer.from(entries["013 - Conduttore 13 - Locazione.pdf"] as Uint8Array).equals(document(13)),
    ).toBe(true);
  });
});
