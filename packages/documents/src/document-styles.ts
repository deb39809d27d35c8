/**
 * The house typography, shared by the DOCX and PDF writers so the two read alike: A4, 2.5 cm
 * margins, an 11 pt Times-metric serif (Times New Roman in Word, Tinos — same metrics — in the
 * PDF), justified text, clause labels hanging in the margin of their text. Sizes in points.
 */
export const PAGE = {
  /** A4 in points. */
  width: 595.28,
  height: 841.89,
  margin: { top: 70.87, bottom: 70.87, left: 70.87, right: 70.87 },
  /** From the page edge to the header's top and to the footer's bottom (1.25 cm). */
  headerDistance: 35.43,
  footerDistance: 35.43,
};

export const TYPE = {
  bodySize: 11,
  /** Line pitch as a multiple of the font size (Word's "single" for Times New Roman is 1.15). */
  lineHeight: 1.22,
  paragraphAfter: 6,
  headerSize: 8.5,
  tableSize: 10,
  headings: {
    1: { size: 16, before: 0, after: 14, italic: false },
    2: { size: 13, before: 14, after: 6, italic: false },
    3: { size: 11.5, before: 10, after: 4, italic: false },
    4: { size: 11, before: 8, after: 4, italic: true },
  } as Record<1 | 2 | 3 | 4, { size: number; before: number; after: number; italic: boolean }>,
  /** Each blockquote level indents both sides by this much. */
  quoteIndent: 24,
  /** Cell padding in tables. */
  cellPadding: { x: 5, y: 3 },
  /** Border width and colour of table rules, and the heading row's shade. */
  ruleWidth: 0.6,
  ruleColor: "444444",
  headerShade: "EEEEEE",
};

/**
 * How far each list level's text sits from its label's start ("1." at level 0, "1.1" at level 1,
 * "a)" below): the hanging indent. A level's text starts at the sum of the indents up to it.
 */
const LIST_INDENTS = [26, 30, 22, 22, 22, 22, 22, 22, 22];

export function listIndent(level: number): number {
  return LIST_INDENTS[Math.min(level, LIST_INDENTS.length - 1)] as number;
}

/** Where a list level's text starts, from the text's left edge. */
export function listTextStart(level: number): number {
  let total = 0;
  for (let l = 0; l <= level; l++) total += listIndent(l);
  return total;
}

/** Points to twentieths of a point (Word's twips). */
export function twips(points: number): number {
  return Math.round(points * 20);
}
