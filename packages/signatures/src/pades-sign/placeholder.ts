import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFPage,
  type PDFRef,
  PDFString,
} from "@cantoo/pdf-lib";
import { appearanceLines, BOX, signatureAppearance } from "./appearance";
import type { ByteRange, PadesSignerOptions } from "./types";

/** Ten characters: a ByteRange number written over it fits (files under 10 GB), space-padded. */
const RANGE_MARK = "**********";

/** The app's page margin (2.5 cm): the boxes sit in the bottom one, left and right of the footer. */
const MARGIN = 70.87;
const BOTTOM = 12;
const GAP = 6;

export interface Placeholder {
  pdf: Uint8Array;
  byteRange: ByteRange;
  fieldName: string;
}

const name = PDFName.of;

/** The signature fields' widgets already on the page: a new box takes the next free slot. */
function signatureWidgets(page: PDFPage): number {
  const annots = page.node.lookupMaybe(name("Annots"), PDFArray);
  if (!annots) return 0;
  return annots.asArray().filter((item) => {
    const annot = page.doc.context.lookup(item);
    if (!(annot instanceof PDFDict)) return false;
    const parent = annot.lookupMaybe(name("Parent"), PDFDict);
    const type = annot.lookupMaybe(name("FT"), PDFName) ?? parent?.lookupMaybe(name("FT"), PDFName);
    return type === name("Sig");
  }).length;
}

/**
 * The widget added to the page's /Annots, and nothing else of the page touched: pdf-lib's own
 * addAnnot normalises the page first (its content wrapped in q/Q, its resources rewritten), which
 * a verifier would count as a change to the signed page.
 */
function addAnnotation(page: PDFPage, widget: PDFRef) {
  const annots = page.node.lookupMaybe(name("Annots"), PDFArray);
  if (annots) annots.push(widget);
  else page.node.set(name("Annots"), page.doc.context.obj([widget]));
}

/** Slot 0 left of the footer, 1 right of it, then rows upward, two boxes a row. */
function boxRect(page: PDFPage, slot: number): [number, number, number, number] {
  const { x, y, width } = page.getMediaBox();
  const column = slot % 2;
  const row = Math.floor(slot / 2);
  const left = column === 0 ? x + MARGIN : x + width - MARGIN - BOX.width;
  const bottom = y + BOTTOM + row * (BOX.height + GAP);
  return [left, bottom, left + BOX.width, bottom + BOX.height];
}

/** The top-level fields' names, so the new one is not taken for one of them. */
function uniqueFieldName(doc: PDFDocument): string {
  const fields = doc.catalog.getAcroForm()?.getFields() ?? [];
  const taken = new Set(fields.map(([field]) => field.getPartialName()));
  let index = fields.length + 1;
  while (taken.has(`Firma${index}`)) index++;
  return `Firma${index}`;
}

function indexOfOnly(haystack: Buffer, needle: string, what: string): number {
  const at = haystack.indexOf(needle, 0, "latin1");
  if (at === -1 || haystack.indexOf(needle, at + 1, "latin1") !== -1)
    throw new Error(`PAdES: the incremental update does not hold exactly one ${what}`);
  return at;
}

/**
 * Writes the ByteRange over its marks, now that the update's offsets are known: the file around
 * the /Contents hex string, its angle brackets included (ISO 32000-1 §12.8.1).
 */
function fillByteRange(pdf: Uint8Array, originalLength: number, contentsBytes: number): ByteRange {
  const update = Buffer.from(pdf.buffer, pdf.byteOffset + originalLength, pdf.byteLength - originalLength);
  const hex = `<${"0".repeat(contentsBytes * 2)}>`;
  const contentsStart = originalLength + indexOfOnly(update, hex, "signature placeholder");
  const contentsEnd = contentsStart + hex.length;
  const range: ByteRange = [0, contentsStart, contentsEnd, pdf.byteLength - contentsEnd];
  const marks = `/${RANGE_MARK} /${RANGE_MARK} /${RANGE_MARK}`;
  const at = originalLength + indexOfOnly(update, marks, "ByteRange");
  const numbers = range
    .slice(1)
    .map((n) => String(n).padEnd(RANGE_MARK.length + 1, " "))
    .join(" ");
  Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).write(numbers, at, "latin1");
  return range;
}

async function loadForUpdate(pdf: Uint8Array): Promise<PDFDocument> {
  try {
    return await PDFDocument.load(pdf, { forIncrementalUpdate: true, updateMetadata: false });
  } catch (error) {
    throw new Error(`PAdES: the file is not a PDF that can be read (${(error as Error).message})`);
  }
}

export interface PlaceholderOptions extends PadesSignerOptions {
  /** The room for the CMS in /Contents, in bytes (written as twice as many hex digits). */
  contentsBytes: number;
}

/**
 * Appends to `pdf` an incremental update (ISO 32000-1 §7.5.6) that adds a signature field on the
 * last page, its widget showing the visible box, and the signature dictionary with an empty
 * /Contents: @cantoo/pdf-lib writes only the new and changed objects, and a cross-reference
 * section of the kind the file already has, whose /Prev points to the previous one. The original
 * bytes, and so every earlier signature, stay as they were.
 */
export async function addSignaturePlaceholder(
  pdf: Uint8Array,
  options: PlaceholderOptions,
): Promise<Placeholder> {
  const doc = await loadForUpdate(pdf);
  if (doc.isEncrypted) throw new Error("PAdES: an encrypted PDF cannot be signed here");
  const page = doc.getPages().at(-1);
  if (!page) throw new Error("PAdES: the PDF has no page");
  const fieldName = uniqueFieldName(doc);
  const lines = appearanceLines(options.signerName, options.signingTime, options.language ?? "it");
  const appearance = await signatureAppearance(doc, lines);
  const text = (value: string) => PDFHexString.fromText(value);
  const signature = doc.context.register(
    doc.context.obj({
      Type: "Sig",
      Filter: "Adobe.PPKLite",
      SubFilter: "ETSI.CAdES.detached",
      ByteRange: [PDFNumber.of(0), name(RANGE_MARK), name(RANGE_MARK), name(RANGE_MARK)],
      Contents: PDFHexString.of("0".repeat(options.contentsBytes * 2)),
      M: PDFString.fromDate(options.signingTime),
      Name: text(options.signerName),
      ...(options.reason ? { Reason: text(options.reason) } : {}),
      ...(options.location ? { Location: text(options.location) } : {}),
    }),
  );
  // One dictionary is both the field and its widget; /F 4 prints it, as PDF/A asks.
  const widget: PDFRef = doc.context.register(
    doc.context.obj({
      Type: "Annot",
      Subtype: "Widget",
      FT: "Sig",
      T: PDFString.of(fieldName),
      V: signature,
      P: page.ref,
      Rect: boxRect(page, signatureWidgets(page)),
      F: 4,
      AP: { N: appearance },
    }),
  );
  addAnnotation(page, widget);
  const form = doc.catalog.getOrCreateAcroForm();
  form.addField(widget);
  // SignaturesExist | AppendOnly: readers must keep saving the file incrementally.
  form.dict.set(name("SigFlags"), PDFNumber.of(3));
  const bytes = await doc.save({ useObjectStreams: doc.context.pdfFileDetails.useObjectStreams });
  const byteRange = fillByteRange(bytes, pdf.byteLength, options.contentsBytes);
  return { pdf: bytes, byteRange, fieldName };
}
