import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create, type Font } from "fontkit";
import type { Marks } from "./document-model";

/**
 * The PDF's typeface: Tinos (Google's Times-metric serif, SIL Open Font License 1.1, which allows
 * embedding) from the `@expo-google-fonts/tinos` package, embedded as subsets. It has every
 * Italian accent and the euro sign, and Times New Roman's metrics, so a page of the PDF breaks
 * where the DOCX's does in Word.
 */
export type FontKey = "regular" | "bold" | "italic" | "boldItalic";

const FILES: Record<FontKey, string> = {
  regular: "400Regular/Tinos_400Regular.ttf",
  bold: "700Bold/Tinos_700Bold.ttf",
  italic: "400Regular_Italic/Tinos_400Regular_Italic.ttf",
  boldItalic: "700Bold_Italic/Tinos_700Bold_Italic.ttf",
};

export const FONT_FAMILY = "Tinos";

let faces: Record<FontKey, Font> | null = null;

/**
 * The four faces, read and parsed once per process and shared by every document: fontkit
 * decodes tables and glyphs lazily and keeps them, so a warm document does not parse again.
 * (Each document still embeds its own subset.)
 */
export function fontFaces(): Record<FontKey, Font> {
  if (!faces) {
    const require = createRequire(import.meta.url);
    const open = (file: string) => {
      const font = create(readFileSync(require.resolve(`@expo-google-fonts/tinos/${file}`)));
      if (!("layout" in font)) throw new Error(`${file} is a font collection`);
      // fontkit keeps the first glyph object it makes for an id, with the characters it was made
      // for. The subsetter makes the base letters of accented glyphs (u in ù) with none, which
      // would leave a later document's plain "u" out of its text layer: make every mapped glyph
      // from its character first.
      for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
      return font;
    };
    faces = {
      regular: open(FILES.regular),
      bold: open(FILES.bold),
      italic: open(FILES.italic),
      boldItalic: open(FILES.boldItalic),
    };
  }
  return faces;
}

export function fontKey(marks: Marks): FontKey {
  if (marks.bold) return marks.italic ? "boldItalic" : "bold";
  return marks.italic ? "italic" : "regular";
}

/** The part of pdfkit's font object the layout needs (not in its public typings). */
interface PdfKitFont {
  ascender: number;
  descender: number;
  widthOfString(text: string, size: number): number;
  /** Shaped words, by text: pdfkit's per-document cache, which we share across documents. */
  layoutCache?: Record<string, unknown>;
}

/** What a document needs to measure and place text: pdfkit with the four faces registered. */
export interface FontDoc {
  registerFont(name: string, src: Font): unknown;
  font(name: string): unknown;
}

// Advance widths at 1 pt per face, shared across documents: the same words come back in every
// contract, and shaping them again is most of the cost of laying out a page.
const widthCache = new Map<string, number>();
const WIDTH_CACHE_LIMIT = 100_000;
const layoutCaches = {} as Record<FontKey, Record<string, unknown>>;
let documents = 0;

export class PdfFonts {
  private readonly faces = {} as Record<FontKey, PdfKitFont>;
  /** Ascender of the regular face, as a fraction of the font size. */
  readonly ascent: number;
  readonly descent: number;

  constructor(doc: FontDoc) {
    const files = fontFaces();
    // Now and then, start the shared shaping caches afresh so they cannot grow without bound.
    if (++documents % 200 === 0)
      for (const key of Object.keys(layoutCaches)) delete layoutCaches[key as FontKey];
    for (const key of Object.keys(files) as FontKey[]) {
      doc.registerFont(key, files[key]);
      doc.font(key);
      const face = (doc as unknown as { _font: PdfKitFont })._font;
      layoutCaches[key] ??= Object.create(null) as Record<string, unknown>;
      if (face.layoutCache) face.layoutCache = layoutCaches[key];
      this.faces[key] = face;
    }
    doc.font("regular");
    this.ascent = this.faces.regular.ascender / 1000;
    this.descent = -this.faces.regular.descender / 1000;
  }

  /** The width of `text` set in `key` at `size` points. */
  width(key: FontKey, size: number, text: string): number {
    const cacheKey = `${key}\u0000${text}`;
    let width = widthCache.get(cacheKey);
    if (width === undefined) {
      width = this.faces[key].widthOfString(text, 1);
      if (widthCache.size >= WIDTH_CACHE_LIMIT) widthCache.clear();
      widthCache.set(cacheKey, width);
    }
    return width * size;
  }
}
