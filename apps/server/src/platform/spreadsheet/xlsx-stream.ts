import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import { ZipDeflate } from "fflate";
import {
  appProperties,
  cell,
  columnName,
  contentTypes,
  coreProperties,
  dataValidations,
  MAIN_NS,
  notesSheet,
  REL_NS,
  relationships,
  STYLE_DATE,
  STYLE_HEADER,
  STYLE_TEXT,
  styles,
  workbook,
  type XlsxValue,
  XML_HEAD,
} from "./xlsx-parts";
import { zipOutput } from "./zip-output";

/**
 * A one-sheet xlsx written as it goes (docs/decisions/0009): the rows come in batches, each is
 * turned into worksheet XML and deflated straight into the zip stream, so memory holds one batch
 * whatever the number of rows. Strings are inline (no shared-string table to keep until the end);
 * the parts that need the row count (the autofilter) are written after the rows.
 */

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export { columnName, type XlsxDate, type XlsxValue, xlsxDay, xmlText } from "./xlsx-parts";

export interface XlsxColumn<Row> {
  header: string;
  /** Width in characters. */
  width: number;
  /** The values are Excel date serials, shown as `dateFormat`. */
  date?: boolean;
  /** A text column: what a user types in it stays text (a model to fill in). */
  text?: boolean;
  value(row: Row): XlsxValue;
}

/** One sheet of data: a header row, then the rows its batches bring, with an autofilter. */
export interface XlsxDataSheet<Row> {
  sheetName: string;
  columns: XlsxColumn<Row>[];
  /** Pulled one batch at a time, only when the reader wants more bytes. */
  batches: AsyncIterable<Row[]>;
  /** Drop-down lists on columns (by index), from the first data row to `LIST_ROWS`. */
  lists?: { column: number; values: string[] }[];
}

export interface XlsxSheet<Row> extends XlsxDataSheet<Row> {
  /** Number format of the date columns, e.g. `dd/mm/yyyy hh:mm`. */
  dateFormat: string;
  /** The writing application, for docProps/app.xml. */
  application?: string;
  /** Small sheets of text after the data sheet (instructions), one cell per string. */
  notes?: { sheetName: string; width: number; rows: string[][] }[];
}

/** Several data sheets in one workbook (a person's own data, issue 35: one sheet per kind). */
export interface XlsxWorkbook {
  title: string;
  // biome-ignore lint/suspicious/noExplicitAny: each sheet has its own row type
  sheets: XlsxDataSheet<any>[];
  dateFormat: string;
  application?: string;
  notes?: XlsxSheet<unknown>["notes"];
}

/** Rows written between two turns of the event loop: a few milliseconds of work. */
const SLICE_ROWS = 500;
/**
 * Rows become XML strings of about this many characters, each encoded at once: small strings the
 * young generation reclaims at once (larger ones go to V8's large-object space, freed only by
 * full collections).
 */
const STRING_CHARS = 16 * 1024;
/**
 * Bytes handed to the deflater at once. fflate allocates its working buffers (about 200 KB, off
 * the V8 heap) afresh for every chunk it compresses: in 256 KB chunks that garbage stays smaller
 * than the XML itself, where 32 KB chunks made six times as much.
 */
const PUSH_BYTES = 256 * 1024;
/** Deflate level: as fast as 1 on worksheet XML and ~12% smaller; 6 takes twice the CPU. */
const LEVEL = 3;
/**
 * The workbook as a byte stream. The next batch is read only when the consumer has taken what
 * came before (Readable back-pressure); a batch source that throws destroys the stream with
 * that error, so the reader never gets a complete-looking file.
 */
export function xlsxStream<Row>(sheet: XlsxSheet<Row>): Readable {
  return xlsxWorkbookStream({ ...sheet, title: sheet.sheetName, sheets: [sheet] });
}

/** Several data sheets, one after the other, each read batch by batch as `xlsxStream`'s. */
export function xlsxWorkbookStream(book: XlsxWorkbook): Readable {
  async function* bytes(): AsyncGenerator<Buffer> {
    const [firstSheet] = book.sheets;
    if (!firstSheet) throw new Error("a workbook needs a sheet");
    const batches = firstSheet.batches[Symbol.asyncIterator]();
    try {
      // The first batch before the first byte: a database that fails this early still gets a
      // proper error answer, as no header has gone out yet.
      const first = await batches.next();
      yield* zipped(first, batches);
    } finally {
      await batches.return?.();
    }
  }

  async function* zipped(
    first: IteratorResult<unknown[]>,
    firstBatches: AsyncIterator<unknown[]>,
  ): AsyncGenerator<Buffer> {
    const { zip, take } = zipOutput();
    const addFile = (name: string, xml: string) => {
      const file = new ZipDeflate(name, { level: LEVEL });
      zip.add(file);
      file.push(Buffer.from(xml), true);
    };
    const officeRel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
    const notes = book.notes ?? [];
    const sheetCount = book.sheets.length + notes.length;
    addFile("[Content_Types].xml", contentTypes(sheetCount));
    addFile(
      "_rels/.rels",
      relationships([
        [`${officeRel}/officeDocument`, "xl/workbook.xml"],
        [
          "http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties",
          "docProps/core.xml",
        ],
        [`${officeRel}/extended-properties`, "docProps/app.xml"],
      ]),
    );
    addFile("docProps/core.xml", coreProperties(book.title, new Date()));
    addFile("docProps/app.xml", appProperties(book.application ?? "Contratti online"));
    addFile("xl/styles.xml", styles(book.dateFormat));

    // A sheet's deflater is added once the one before it has ended: the zip writes in order.
    const filterRefs: string[] = [];
    for (const [index, sheet] of book.sheets.entries()) {
      const worksheet = new ZipDeflate(`xl/worksheets/sheet${index + 1}.xml`, { level: LEVEL });
      zip.add(worksheet);
      const batches = index === 0 ? firstBatches : sheet.batches[Symbol.asyncIterator]();
      try {
        const next = index === 0 ? first : await batches.next();
        const rows = yield* sheetRows(sheet, worksheet, next, batches, take);
        filterRefs.push(`$A$1:$${columnName(Math.max(0, sheet.columns.length - 1))}$${rows}`);
      } finally {
        if (index > 0) await batches.return?.();
      }
    }
    notes.forEach((note, i) => {
      addFile(`xl/worksheets/sheet${book.sheets.length + i + 1}.xml`, notesSheet(note.width, note.rows));
    });
    addFile(
      "xl/workbook.xml",
      workbook([...book.sheets.map((s) => s.sheetName), ...notes.map((n) => n.sheetName)], filterRefs),
    );
    addFile(
      "xl/_rels/workbook.xml.rels",
      relationships([
        ...Array.from(
          { length: sheetCount },
          (_, i) => [`${officeRel}/worksheet`, `worksheets/sheet${i + 1}.xml`] as [string, string],
        ),
        [`${officeRel}/styles`, "styles.xml"],
      ]),
    );
    zip.end();
    yield take();
  }

  return Readable.from(bytes(), { objectMode: false, highWaterMark: 64 * 1024 });
}

/**
 * One data sheet into its deflater: the header, the rows batch by batch (a few milliseconds of
 * work between two turns of the event loop), then the autofilter. Returns the last row's number.
 */
async function* sheetRows<Row>(
  sheet: XlsxDataSheet<Row>,
  worksheet: ZipDeflate,
  first: IteratorResult<Row[]>,
  batches: AsyncIterator<Row[]>,
  take: () => Buffer,
): AsyncGenerator<Buffer, number> {
  const { columns } = sheet;
  const letters = columns.map((_, i) => columnName(i));
  const last = letters.at(-1) ?? "A";
  const styleOf = columns.map((c) => (c.date ? STYLE_DATE : c.text ? STYLE_TEXT : 0));
  const rowXml = (r: number, row: Row) => {
    let xml = `<row r="${r}">`;
    for (let i = 0; i < columns.length; i++)
      xml += cell(`${letters[i]}${r}`, columns[i]?.value(row), styleOf[i] ?? 0);
    return `${xml}</row>`;
  };
  // One buffer for the XML on its way to the deflater, which copies what it is given. The
  // margin holds a whole string's UTF-8 (at most 3 bytes per UTF-16 unit).
  const scratch = new Uint8Array(PUSH_BYTES + 3 * (STRING_CHARS + 4096));
  const encoder = new TextEncoder();
  let filled = 0;
  const pushScratch = () => {
    if (filled > 0) worksheet.push(scratch.subarray(0, filled));
    filled = 0;
  };
  const write = (xml: string) => {
    const { read, written } = encoder.encodeInto(xml, scratch.subarray(filled));
    filled += written;
    if (read < xml.length) {
      // A string longer than the margin (a very long row): straight through.
      pushScratch();
      worksheet.push(Buffer.from(xml.slice(read)));
    } else if (filled >= PUSH_BYTES) pushScratch();
  };

  // A date or text column's own style too: what a user types below the rows written (a model to
  // fill in) is shown as a date, or kept as typed.
  const widths = columns
    .map(
      (c, i) =>
        `<col min="${i + 1}" max="${i + 1}" width="${c.width + 0.7109375}"${styleOf[i] ? ` style="${styleOf[i]}"` : ""} customWidth="1"/>`,
    )
    .join("");
  const header = columns.map((c, i) => cell(`${letters[i]}1`, c.header, STYLE_HEADER)).join("");
  worksheet.push(
    Buffer.from(
      `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetViews><sheetView workbookViewId="0">\
<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>\
<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>\
<sheetFormatPr defaultRowHeight="15"/><cols>${widths}</cols><sheetData><row r="1">${header}</row>`,
    ),
  );
  yield take();

  let rowNumber = 1;
  for (let next = first; !next.done; next = await batches.next()) {
    const batch = next.value;
    let xml = "";
    for (let i = 0; i < batch.length; i++) {
      xml += rowXml(++rowNumber, batch[i] as Row);
      if (xml.length >= STRING_CHARS || i === batch.length - 1) {
        write(xml);
        xml = "";
      }
      if ((i + 1) % SLICE_ROWS === 0 || i === batch.length - 1) {
        const chunk = take();
        if (chunk.length) yield chunk;
        // Let other requests in between slices: deflating is synchronous work.
        await nextTurn();
      }
    }
  }

  // Known only now: the autofilter spans the header and every row written.
  pushScratch();
  worksheet.push(
    Buffer.from(
      `</sheetData><autoFilter ref="A1:${last}${rowNumber}"/>${dataValidations(sheet.lists ?? [])}\
<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>`,
    ),
    true,
  );
  return rowNumber;
}
