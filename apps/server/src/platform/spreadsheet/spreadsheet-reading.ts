import { unzipSync } from "fflate";
import { Piscina } from "piscina";

/** A cell as SheetJS reads it, raw: dates stay Excel serials, numbers stay numbers. */
export type SheetCell = string | number | boolean | null;

/** The first sheet of a workbook: its rows from the first used one, and that row's number. */
export interface SheetRows {
  /** The spreadsheet's number (1-based) of `rows[0]`. */
  firstRow: number;
  rows: SheetCell[][];
}

export type SpreadsheetKind = "xlsx" | "xls";

/** Why a file is refused before it is read, or while it is. */
export class SpreadsheetRefused extends Error {
  constructor(readonly reason: "type" | "too_complex" | "unreadable") {
    super(`spreadsheet refused: ${reason}`);
    this.name = "SpreadsheetRefused";
  }
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** The Compound File Binary header of .xls (BIFF8) workbooks. */
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/**
 * Limits on a zip's declared content (DESIGN §5, zip bombs): a 5 MB upload may not unpack to
 * more than this, nor hold more parts than a workbook of a few sheets has.
 */
export const ZIP_LIMITS = { uncompressedBytes: 100 * 1024 * 1024, entries: 500 } as const;

/**
 * What a file is, by its content (never its name): an xlsx is a zip holding `xl/workbook.xml`,
 * an xls a compound file. Anything else (a renamed PDF, a .docx, text) is null. An xlsx's zip
 * directory is checked against ZIP_LIMITS here, without inflating anything.
 */
export function spreadsheetKind(bytes: Uint8Array): SpreadsheetKind | null {
  if (startsWith(bytes, CFB)) return "xls";
  if (!startsWith(bytes, ZIP)) return null;
  let entries = 0;
  let declared = 0;
  let workbook = false;
  try {
    unzipSync(bytes, {
      filter(file) {
        entries++;
        declared += file.originalSize;
        if (file.name === "xl/workbook.xml") workbook = true;
        return false;
      },
    });
  } catch {
    throw new SpreadsheetRefused("unreadable");
  }
  if (entries > ZIP_LIMITS.entries || declared > ZIP_LIMITS.uncompressedBytes)
    throw new SpreadsheetRefused("too_complex");
  return workbook ? "xlsx" : null;
}

export interface SpreadsheetReader {
  /** The first sheet's rows; SpreadsheetRefused("unreadable") when SheetJS cannot read it. */
  read(bytes: Uint8Array): Promise<SheetRows>;
  close(): Promise<void>;
}

/** How long the reading thread outlives its last sheet (see `createSpreadsheetReader`). */
export const SHEET_THREAD_IDLE_MS = 1_000;

/**
 * Reads workbooks with SheetJS on a thread of its own (DESIGN §5: parsed off the request's path).
 * A large sheet takes a second of CPU, which on the event loop would hold every other request.
 * The thread's heap is capped: a file whose zip directory lied about its sizes runs the thread
 * out of memory, which ends that thread and refuses the file, and the server lives on.
 */
export function createSpreadsheetReader(): SpreadsheetReader {
  const pool = new Piscina({
    filename: new URL("./spreadsheet-read.worker.mjs", import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    // The thread goes a second after its last sheet: SheetJS and its heap are not kept for the
    // next import. Kept 30 s, it stayed through the bulk batch its file had started, 30–50 MB of
    // the server's RSS over DESIGN §11's 300 MB (bench/results/bulk.md); starting it again costs
    // a check of 500 rows well under its 2 s.
    idleTimeout: SHEET_THREAD_IDLE_MS,
    resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 64 },
    execArgv: [],
  });
  return {
    async read(bytes) {
      try {
        return (await pool.run(bytes)) as SheetRows;
      } catch {
        throw new SpreadsheetRefused("unreadable");
      }
    },
    close: () => pool.destroy(),
  };
}
