// The parts of an xlsx package besides the worksheet's rows (docs/decisions/0009): XML text, the
// content types, relationships, properties, styles, the workbook, drop-down lists and note sheets.

/**
 * A date of its own in any column (a sheet of items and values, a column of days and moments):
 * an Excel serial shown as the workbook's date-time, or as a day alone (`dd/mm/yyyy`).
 */
export interface XlsxDate {
  serial: number;
  day?: boolean;
}

/** A cell: text, a number, a date, or nothing. A number in a `date` column is a date too. */
export type XlsxValue = string | number | XlsxDate | null | undefined;

/** How far down a column's drop-down list reaches: past any import's largest size. */
const LIST_ROWS = 10_000;
export const MAIN_NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
export const REL_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
export const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** Style indexes in styles.xml's cellXfs. */
export const STYLE_DATE = 1;
export const STYLE_HEADER = 2;
export const STYLE_DAY = 3;
/** Text ("@"): what is typed stays as typed (a phone's leading 0, a code of digits). */
export const STYLE_TEXT = 4;

const DAY_MS = 86_400_000;
/** A day (`YYYY-MM-DD`) as a date cell: serial days since 1899-12-30, no time. */
export const xlsxDay = (day: string): XlsxDate => ({
  serial: Date.parse(`${day}T00:00:00Z`) / DAY_MS + 25_569,
  day: true,
});

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

export function cell(ref: string, value: XlsxValue, style: number): string {
  if (typeof value === "object" && value !== null)
    return cell(ref, value.serial, value.day ? STYLE_DAY : STYLE_DATE);
  const s = style ? ` s="${style}"` : "";
  if (typeof value === "number") return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : "";
  if (value === null || value === undefined || value === "") return "";
  const text = xmlText(value);
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : "";
  return `<c r="${ref}"${s} t="inlineStr"><is><t${space}>${text}</t></is></c>`;
}

export function contentTypes(sheets: number): string {
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

export function relationships(targets: [type: string, target: string][]): string {
  const items = targets.map(
    ([type, target], i) => `<Relationship Id="rId${i + 1}" Type="${type}" Target="${target}"/>`,
  );
  return `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items.join("")}</Relationships>`;
}

export function coreProperties(title: string, now: Date): string {
  const when = now.toISOString().replace(/\.\d{3}Z$/, "Z");
  return `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" \
xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" \
xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\
<dc:title>${xmlText(title)}</dc:title><dcterms:created xsi:type="dcterms:W3CDTF">${when}</dcterms:created>\
<dcterms:modified xsi:type="dcterms:W3CDTF">${when}</dcterms:modified></cp:coreProperties>`;
}

export function appProperties(application: string): string {
  return `${XML_HEAD}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" \
xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">\
<Application>${xmlText(application)}</Application></Properties>`;
}

/** Four cell formats: 0 plain, 1 the date format, 2 bold (the header), 3 a day alone. */
export function styles(dateFormat: string): string {
  const font = (bold: boolean) =>
    `<font>${bold ? "<b/>" : ""}<sz val="11"/><name val="Calibri"/><family val="2"/></font>`;
  return `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">\
<numFmts count="2"><numFmt numFmtId="164" formatCode="${xmlText(dateFormat)}"/>\
<numFmt numFmtId="165" formatCode="dd/mm/yyyy"/></numFmts>\
<fonts count="2">${font(false)}${font(true)}</fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>\
<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>\
<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>\
<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>\
<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;
}

/** The workbook, with each data sheet's autofilter range (`filterRefs`, one per data sheet). */
export function workbook(sheetNames: string[], filterRefs: string[]): string {
  const sheets = sheetNames
    .map((name, i) => `<sheet name="${xmlText(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join("");
  const filters = filterRefs
    .map((ref, i) => {
      const quoted = `'${xmlText(sheetNames[i] ?? "").replace(/'/g, "''")}'`;
      return `<definedName name="_xlnm._FilterDatabase" localSheetId="${i}" hidden="1">${quoted}!${ref}</definedName>`;
    })
    .join("");
  return `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews>\
<sheets>${sheets}</sheets><definedNames>${filters}</definedNames></workbook>`;
}

/** Excel's list validation: a drop-down of the values, and a refusal of anything else. */
export function dataValidations(lists: { column: number; values: string[] }[]): string {
  if (lists.length === 0) return "";
  const items = lists.map(({ column, values }) => {
    const letter = columnName(column);
    const formula = xmlText(`"${values.join(",")}"`);
    return `<dataValidation type="list" allowBlank="1" showErrorMessage="1" sqref="${letter}2:${letter}${LIST_ROWS}"><formula1>${formula}</formula1></dataValidation>`;
  });
  return `<dataValidations count="${lists.length}">${items.join("")}</dataValidations>`;
}

/** A sheet of text in one wide column, wrapped; its first row bold. */
export function notesSheet(width: number, rows: string[][]): string {
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
