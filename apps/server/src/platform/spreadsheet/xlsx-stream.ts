import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import { Zip, ZipDeflate } from "fflate";

/**
 * A one-sheet xlsx written as it goes (docs/decisions/0009): the rows come in batches, each is
 * turned into worksheet XML and deflated straight into the zip stream, so memory holds one batch
 * whatever the number of rows. Strings are inline (no shared-string table to keep until the end);
 * the parts that need the row count (the autofilter) are written after the rows.
 */

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A cell: text, a number, or nothing. A date is a number (Excel serial) in a `date` column. */
export type XlsxValue = string | number | null | undefined;

export interface XlsxColumn<Row> {
  header: string;
  /** Width in characters. */
  width: number;
  /** The values are Excel date serials, shown as `dateFormat`. */
  date?: boolean;
  value(row: Row): XlsxValue;
}

export interface XlsxSheet<Row> {
  sheetName: string;
  columns: XlsxColumn<Row>[];
  /** Number format of the date columns, e.g. `dd/mm/yyyy hh:mm`. */
  dateFormat: string;
  /** Pulled one batch at a time, only when the reader wants more bytes. */
  batches: AsyncIterable<Row[]>;
  /** The writing application, for docProps/app.xml. */
  application?: string;
  /** Drop-down lists on columns (by index), from the first data row to `LIST_ROWS`. */
  lists?: { column: number; values: string[] }[];
  /** Small sheets of text after the data sheet (instructions), one cell per string. */
  notes?: { sheetName: string; width: number; rows: string[][] }[];
}

/** How far down a column's drop-down list reaches: past any import's largest size. */
const LIST_ROWS = 10_000;

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
const MAIN_NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** Style indexes in styles.xml's cellXfs. */
const STYLE_DATE = 1;
const STYLE_HEADER = 2;

// Characters XML 1.0 cannot carry at all (C0 controls but tab/LF/CR, U+FFFE/U+FFFF, unpaired
// surrogates): dropped, or the file would not open.
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Whether a text needs any of xmlText's work: most do not. */
const NEEDS_WORK =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF\uD800-\uDFFF&<>"]|_x/;
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/** Text as XML character data. `_xHHHH_` is Excel's own escape, so a literal one is escaped too. */
export function xmlText(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return text
    .replace(NOT_XML, "")
    .replace(/[&<>"]/g, (c) => ENTITIES[c] as string)
    .replace(/_(x[0-9a-fA-F]{4}_)/g, "_x005F_$1");
}

/** Column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cell(ref: string, value: XlsxValue, style: number): string {
  const s = style ? ` s="${style}"` : "";
  if (typeof value === "number") return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : "";
  if (value === null || value === undefined || value === "") return "";
  const text = xmlText(value);
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : "";
  return `<c r="${ref}"${s} t="inlineStr"><is><t${space}>${text}</t></is></c>`;
}

function contentTypes(sheets: number): string {
  const part = (name: string, type: string) => `<Override PartName="${name}" ContentType="${type}"/>`;
  const office = "application/vnd.openxmlformats-officedocument";
  return `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
<Default Extension="xml" ContentType="application/xml"/>\
${part("/xl/workbook.xml", `${office}.spreadsheetml.sheet.main+xml`)}\
${Array.from({ length: sheets }, (_, i) => part(`/xl/worksheets/sheet${i + 1}.xml`, `${office}.spreadsheetml.worksheet+xml`)).join("")}\
${part("/xl/styles.xml", `${office}.spreadsheetml.styles+xml`)}\
${part("/docProps/core.xml", "application/vnd.openxmlformats-package.core-properties+xml")}\
${part("/docProps/app.xml", `${office}.extended-properties+xml`)}</Types>`;
}

function relationships(targets: [type: string, target: string][]): string {
  const items = targets.map(
    ([type, target], i) => `<Relationship Id="rId${i + 1}" Type="${type}" Target="${target}"/>`,
  );
  return `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items.join("")}</Relationships>`;
}

function coreProperties(title: string, now: Date): string {
  const when = now.toISOString().replace(/\.\d{3}Z$/, "Z");
  return `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" \
xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" \
xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\
<dc:title>${xmlText(title)}</dc:title><dcterms:created xsi:type="dcterms:W3CDTF">${when}</dcterms:created>\
<dcterms:modified xsi:type="dcterms:W3CDTF">${when}</dcterms:modified></cp:coreProperties>`;
}

function appProperties(application: string): string {
  return `${XML_HEAD}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" \
xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">\
<Application>${xmlText(application)}</Application></Properties>`;
}

/** Three cell formats: 0 plain, 1 the date format, 2 bold (the header). */
function styles(dateFormat: string): string {
  const font = (bold: boolean) =>
    `<font>${bold ? "<b/>" : ""}<sz val="11"/><name val="Calibri"/><family val="2"/></font>`;
  return `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">\
<numFmts count="1"><numFmt numFmtId="164" formatCode="${xmlText(dateFormat)}"/></numFmts>\
<fonts count="2">${font(false)}${font(true)}</fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>\
<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>\
<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;
}

function workbook(sheetNames: string[], filterRef: string): string {
  const quoted = `'${xmlText(sheetNames[0] ?? "").replace(/'/g, "''")}'`;
  const sheets = sheetNames
    .map((name, i) => `<sheet name="${xmlText(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join("");
  return `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews>\
<sheets>${sheets}</sheets>\
<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">${quoted}!${filterRef}</definedName>\
</definedNames></workbook>`;
}

/** Excel's list validation: a drop-down of the values, and a refusal of anything else. */
function dataValidations(lists: { column: number; values: string[] }[]): string {
  if (lists.length === 0) return "";
  const items = lists.map(({ column, values }) => {
    const letter = columnName(column);
    const formula = xmlText(`"${values.join(",")}"`);
    return `<dataValidation type="list" allowBlank="1" showErrorMessage="1" sqref="${letter}2:${letter}${LIST_ROWS}"><formula1>${formula}</formula1></dataValidation>`;
  });
  return `<dataValidations count="${lists.length}">${items.join("")}</dataValidations>`;
}

/** A sheet of text in one wide column, wrapped; its first row bold. */
function notesSheet(width: number, rows: string[][]): string {
  const body = rows
    .map((cells, r) => {
      const xml = cells.map((text, c) => cell(`${columnName(c)}${r + 1}`, text, r === 0 ? STYLE_HEADER : 0));
      return `<row r="${r + 1}">${xml.join("")}</row>`;
    })
    .join("");
  return `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetFormatPr defaultRowHeight="15"/>\
<cols><col min="1" max="1" width="${width}" customWidth="1"/></cols><sheetData>${body}</sheetData>\
<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>`;
}

/**
 * The workbook as a byte stream. The next batch is read only when the consumer has taken what
 * came before (Readable back-pressure); a batch source that throws destroys the stream with
 * that error, so the reader never gets a complete-looking file.
 */
export function xlsxStream<Row>(sheet: XlsxSheet<Row>): Readable {
  const { columns } = sheet;
  const letters = columns.map((_, i) => columnName(i));
  const last = letters.at(-1) ?? "A";
  const styleOf = columns.map((c) => (c.date ? STYLE_DATE : 0));
  const rowXml = (r: number, row: Row) => {
    let xml = `<row r="${r}">`;
    for (let i = 0; i < columns.length; i++)
      xml += cell(`${letters[i]}${r}`, columns[i]?.value(row), styleOf[i] ?? 0);
    return `${xml}</row>`;
  };

  async function* bytes(): AsyncGenerator<Buffer> {
    const batches = sheet.batches[Symbol.asyncIterator]();
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
    first: IteratorResult<Row[]>,
    batches: AsyncIterator<Row[]>,
  ): AsyncGenerator<Buffer> {
    const out: Uint8Array[] = [];
    let zipError: Error | null = null;
    const zip = new Zip((error, chunk) => {
      if (error) zipError = error;
      else out.push(chunk);
    });
    const take = () => {
      if (zipError) throw zipError;
      return Buffer.concat(out.splice(0));
    };
    const addFile = (name: string, xml: string) => {
      const file = new ZipDeflate(name, { level: LEVEL });
      zip.add(file);
      file.push(Buffer.from(xml), true);
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
    const officeRel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

    const notes = sheet.notes ?? [];
    addFile("[Content_Types].xml", contentTypes(1 + notes.length));
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
    addFile("docProps/core.xml", coreProperties(sheet.sheetName, new Date()));
    addFile("docProps/app.xml", appProperties(sheet.application ?? "Contratti online"));
    addFile("xl/styles.xml", styles(sheet.dateFormat));

    const worksheet = new ZipDeflate("xl/worksheets/sheet1.xml", { level: LEVEL });
    zip.add(worksheet);
    const widths = columns
      .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width + 0.7109375}" customWidth="1"/>`)
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
    const filterRef = `$A$1:$${last}$${rowNumber}`;
    pushScratch();
    worksheet.push(
      Buffer.from(
        `</sheetData><autoFilter ref="A1:${last}${rowNumber}"/>${dataValidations(sheet.lists ?? [])}\
<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>`,
      ),
      true,
    );
    notes.forEach((note, i) => {
      addFile(`xl/worksheets/sheet${i + 2}.xml`, notesSheet(note.width, note.rows));
    });
    addFile("xl/workbook.xml", workbook([sheet.sheetName, ...notes.map((n) => n.sheetName)], filterRef));
    addFile(
      "xl/_rels/workbook.xml.rels",
      relationships([
        ...[0, ...notes.map((_, i) => i + 1)].map(
          (i) => [`${officeRel}/worksheet`, `worksheets/sheet${i + 1}.xml`] as [string, string],
        ),
        [`${officeRel}/styles`, "styles.xml"],
      ]),
    );
    zip.end();
    yield take();
  }

  return Readable.from(bytes(), { objectMode: false, highWaterMark: 64 * 1024 });
}
