import type { Alignment } from "./document-model";
import { type FontKey, fontKey, type PdfFonts } from "./pdf-fonts";
import type { ResolvedRun } from "./render-context";

/** A stretch of one word in one face. */
interface Piece {
  text: string;
  key: FontKey;
  underline: boolean;
  strike: boolean;
  width: number;
}

/** What the line breaker moves around: a word (maybe in several faces) and the space after it. */
interface Word {
  pieces: Piece[];
  width: number;
  spaceAfter: number;
  breakAfter: boolean;
}

export interface TextLine {
  words: Word[];
  width: number;
  /** A full line in justified text; the last line of a paragraph, or one ended by `<br>`, is not. */
  justify: boolean;
}

/** Splits resolved runs into words; a run boundary without a space keeps one word ("**Art.**1"). */
function toWords(runs: ResolvedRun[], fonts: PdfFonts, size: number, bold: boolean): Word[] {
  const words: Word[] = [];
  let current: Word | null = null;
  for (const run of runs) {
    if (run.kind === "break") {
      if (!current) {
        current = { pieces: [], width: 0, spaceAfter: 0, breakAfter: false };
        words.push(current);
      }
      current.breakAfter = true;
      current = null;
      continue;
    }
    const key = fontKey({ ...run.marks, bold: run.marks.bold || bold });
    for (const part of run.text.split(/([ \t]+)/)) {
      if (!part) continue;
      if (/^[ \t]/.test(part)) {
        if (current) current.spaceAfter = fonts.width(key, size, " ");
        current = current ? null : current;
        continue;
      }
      if (!current) {
        current = { pieces: [], width: 0, spaceAfter: 0, breakAfter: false };
        words.push(current);
      }
      const width = fonts.width(key, size, part);
      current.pieces.push({
        text: part,
        key,
        underline: !!run.marks.underline,
        strike: !!run.marks.strike,
        width,
      });
      current.width += width;
    }
  }
  return words;
}

/** A word wider than the line (a long code or address) is cut where it must. */
function splitLongWord(word: Word, max: number, fonts: PdfFonts, size: number): Word[] {
  const out: Word[] = [];
  let current: Word = { pieces: [], width: 0, spaceAfter: 0, breakAfter: false };
  for (const piece of word.pieces) {
    for (const char of piece.text) {
      const width = fonts.width(piece.key, size, char);
      if (current.width + width > max && current.width > 0) {
        out.push(current);
        current = { pieces: [], width: 0, spaceAfter: 0, breakAfter: false };
      }
      const last = current.pieces.at(-1);
      if (
        last &&
        last.key === piece.key &&
        last.underline === piece.underline &&
        last.strike === piece.strike
      ) {
        last.text += char;
        last.width += width;
      } else current.pieces.push({ ...piece, text: char, width });
      current.width += width;
    }
  }
  current.spaceAfter = word.spaceAfter;
  current.breakAfter = word.breakAfter;
  out.push(current);
  return out;
}

/** Greedy line breaking at spaces; `<br>` ends a line. */
export function breakLines(
  runs: ResolvedRun[],
  fonts: PdfFonts,
  size: number,
  maxWidth: number,
  bold = false,
): TextLine[] {
  const lines: TextLine[] = [];
  let line: Word[] = [];
  let width = 0;
  const words = toWords(runs, fonts, size, bold).flatMap((w) =>
    w.width > maxWidth ? splitLongWord(w, maxWidth, fonts, size) : [w],
  );
  for (const word of words) {
    const gap = line.length ? (line.at(-1) as Word).spaceAfter : 0;
    if (line.length && width + gap + word.width > maxWidth + 0.01) {
      lines.push({ words: line, width, justify: true });
      line = [];
      width = 0;
    }
    width += (line.length ? gap : 0) + word.width;
    line.push(word);
    if (word.breakAfter) {
      lines.push({ words: line, width, justify: false });
      line = [];
      width = 0;
    }
  }
  if (line.length) lines.push({ words: line, width, justify: false });
  return lines;
}

/** The drawing side of pdfkit the writer uses. */
export interface TextDoc {
  font(name: string): TextDoc;
  fontSize(size: number): TextDoc;
  text(text: string, x: number, y: number, options?: { lineBreak?: boolean; wordSpacing?: number }): TextDoc;
  moveTo(x: number, y: number): TextDoc;
  lineTo(x: number, y: number): TextDoc;
  lineWidth(width: number): TextDoc;
  stroke(color?: string): TextDoc;
}

interface Segment {
  text: string;
  key: FontKey;
  underline: boolean;
  strike: boolean;
  x: number;
  width: number;
}

/** Draws a line with its top at `y`, in a box `x`…`x + maxWidth`. */
export function drawLine(
  doc: TextDoc,
  fonts: PdfFonts,
  line: TextLine,
  box: { x: number; y: number; width: number; size: number; lineHeight: number; align: Alignment },
) {
  const { size, align } = box;
  const free = Math.max(0, box.width - line.width);
  const gaps = line.words.length - 1;
  const extra = align === "justify" && line.justify && gaps > 0 ? free / gaps : 0;
  let x = box.x + (align === "right" ? free : align === "center" ? free / 2 : 0);
  const segments: Segment[] = [];
  let current: Segment | null = null;
  line.words.forEach((word, i) => {
    word.pieces.forEach((piece, j) => {
      const same =
        current &&
        current.key === piece.key &&
        current.underline === piece.underline &&
        current.strike === piece.strike;
      if (same && current) {
        if (j === 0) current.text += " ";
        current.text += piece.text;
        current.width = x + piece.width - current.x;
      } else {
        current = { ...piece, x, width: piece.width };
        segments.push(current);
      }
      x += piece.width;
    });
    if (i < gaps) {
      x += word.spaceAfter + extra;
      // A gap between two faces is a place to start a new segment.
      if (word.pieces.length === 0) current = null;
    }
  });
  const top = box.y + (box.lineHeight - (fonts.ascent + fonts.descent) * size) / 2;
  const baseline = top + fonts.ascent * size;
  for (const s of segments) {
    doc.font(s.key).fontSize(size);
    doc.text(
      s.text,
      s.x,
      top,
      extra && s.text.includes(" ") ? { lineBreak: false, wordSpacing: extra } : { lineBreak: false },
    );
    if (s.underline || s.strike) {
      const ruleY = s.underline ? baseline + size * 0.12 : baseline - size * 0.28;
      doc
        .lineWidth(size * 0.05)
        .moveTo(s.x, ruleY)
        .lineTo(s.x + s.width, ruleY)
        .stroke();
    }
  }
}
