import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import {
  beginText,
  endText,
  type PDFDocument,
  type PDFFont,
  type PDFRef,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingGrayscaleColor,
  setFontAndSize,
  setLineWidth,
  setStrokingGrayscaleColor,
  setTextMatrix,
  showText,
  stroke,
} from "@cantoo/pdf-lib";
import * as fontkit from "fontkit";

/** The visible box's size, in points: it fits beside the app's centred page footer. */
export const BOX = { width: 180, height: 46 } as const;

const PADDING = 6;
const FONT = "F1";

let tinos: Uint8Array | null = null;

/**
 * Tinos Regular (SIL OFL 1.1), the typeface of the app's PDFs, embedded as a subset: PDF/A
 * forbids a font the file does not carry, so the standard Helvetica cannot print the box.
 */
function tinosRegular(): Uint8Array {
  if (!tinos) {
    const require = createRequire(import.meta.url);
    tinos = readFileSync(require.resolve("@expo-google-fonts/tinos/400Regular/Tinos_400Regular.ttf"));
  }
  return tinos;
}

/** The three lines the box prints: who signed, and when, in Italy's time (Europe/Rome). */
export function appearanceLines(signerName: string, signingTime: Date, language: "it" | "en"): string[] {
  const locale = language === "it" ? "it-IT" : "en-GB";
  const zone = { timeZone: "Europe/Rome" } as const;
  const day = new Intl.DateTimeFormat(locale, { ...zone, dateStyle: "long" }).format(signingTime);
  const time = new Intl.DateTimeFormat(locale, { ...zone, timeStyle: "medium" }).format(signingTime);
  return language === "it"
    ? ["Firmato digitalmente da", signerName, `il ${day} alle ${time} (ora italiana)`]
    : ["Digitally signed by", signerName, `on ${day} at ${time} (Italian time)`];
}

/** The size at which `text` fits `width` (down to 5 pt), and the text cut with "…" if even that is too wide. */
function fitted(font: PDFFont, text: string, size: number, width: number): { text: string; size: number } {
  let fit = size;
  while (fit > 5 && font.widthOfTextAtSize(text, fit) > width) fit -= 0.5;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(cut, fit) > width) cut = `${cut.slice(0, -2)}…`;
  return { text: cut, size: fit };
}

/**
 * The widget's normal appearance (/AP /N): a grey frame and the lines in black, gray colours
 * only (DeviceGray suits any PDF/A output intent), the name larger than the rest.
 */
export async function signatureAppearance(doc: PDFDocument, lines: string[]): Promise<PDFRef> {
  // Upstream fontkit (v2, the documents package's too): @cantoo/pdf-lib supports it as is.
  doc.registerFontkit(fontkit as unknown as Parameters<PDFDocument["registerFontkit"]>[0]);
  const font = await doc.embedFont(tinosRegular(), { subset: true });
  const width = BOX.width - 2 * PADDING;
  const sizes = [7, 10, 7];
  const gaps = [0, 12, 11];
  let baseline = BOX.height - PADDING - 7;
  const text = lines.flatMap((line, index) => {
    const fit = fitted(font, line, sizes[index] ?? 7, width);
    baseline -= gaps[index] ?? 11;
    return [
      setFontAndSize(FONT, fit.size),
      setTextMatrix(1, 0, 0, 1, PADDING, baseline),
      showText(font.encodeText(fit.text)),
    ];
  });
  const operators = [
    pushGraphicsState(),
    setLineWidth(0.75),
    setStrokingGrayscaleColor(0.45),
    rectangle(0.5, 0.5, BOX.width - 1, BOX.height - 1),
    stroke(),
    setFillingGrayscaleColor(0),
    beginText(),
    ...text,
    endText(),
    popGraphicsState(),
  ];
  const stream = doc.context.formXObject(operators, {
    BBox: [0, 0, BOX.width, BOX.height],
    Resources: { Font: { [FONT]: font.ref } },
  });
  return doc.context.register(stream);
}
