import type { Alignment, Block, Inline, ListBlock } from "./document-model";
import { listIndent, TYPE } from "./document-styles";
import { itemLabel, type NumberChain } from "./list-numbering";
import type { PdfFonts } from "./pdf-fonts";
import { breakLines, drawLine, type TextDoc } from "./pdf-lines";
import { type RenderContext, resolveRuns } from "./render-context";

/**
 * A slice of the laid-out document that the paginator places: a line of text or a table row.
 * Positions across the page are fixed at layout time; the paginator only chooses `y`.
 */
export interface Flow {
  height: number;
  /** Space above it; dropped at the top of a page. */
  spaceBefore: number;
  /** Keep on the same page as the next flow (headings, orphan and widow lines, heading rows). */
  keepWithNext?: boolean;
  pageBreak?: boolean;
  /** The table a row belongs to, whose heading rows start every page it continues on. */
  table?: { headers: Flow[] };
  /** A heading row of its table. */
  header?: boolean;
  draw(y: number): void;
  /** Cuts a flow taller than a page: the part that fits in `height`, and the rest. */
  split?(height: number): [Flow, Flow] | null;
}

export interface PdfLayout {
  doc: TextDoc;
  fonts: PdfFonts;
  ctx: RenderContext;
}

/** The box blocks are laid out in, and what they inherit. */
export interface Frame {
  x: number;
  width: number;
  /** List nesting depth (the next list's level). */
  depth: number;
  chain: NumberChain;
  defaultAlign: Alignment;
  size: number;
  bold?: boolean;
}

/** The label of a list item, drawn with the item's first line in the margin of its text. */
interface PendingLabel {
  text: string;
  x: number;
}

/** Lays out blocks into `out`; returns the space owed below the last one (collapsed with the next). */
export type TableLayouter = (
  table: Extract<Block, { type: "table" }>,
  frame: Frame,
  layout: PdfLayout,
  out: Flow[],
  spaceBefore: number,
) => void;

export class FlowBuilder {
  constructor(
    private readonly layout: PdfLayout,
    private readonly layoutTable: TableLayouter,
  ) {}

  /** Lays blocks out into flows; `space` is owed above the first. Returns the space owed below. */
  blocks(blocks: Block[], frame: Frame, out: Flow[], space: number, label?: PendingLabel): number {
    let owed = space;
    let pending = label;
    for (const block of blocks) {
      if (pending && block.type !== "paragraph" && block.type !== "heading") {
        this.lines([], frame, out, owed, { align: "left", size: frame.size, after: 0 }, pending);
        pending = undefined;
        owed = 0;
      }
      owed = this.block(block, frame, out, owed, pending);
      pending = undefined;
    }
    if (pending)
      owed = this.lines([], frame, out, owed, { align: "left", size: frame.size, after: 0 }, pending);
    return owed;
  }

  private block(block: Block, frame: Frame, out: Flow[], owed: number, label?: PendingLabel): number {
    switch (block.type) {
      case "heading": {
        const h = TYPE.headings[block.level];
        const align = block.align ?? (block.level === 1 ? "center" : "left");
        const style = { align, size: h.size, after: h.after, bold: true, italic: h.italic, keep: true };
        return this.lines(block.children, frame, out, Math.max(owed, h.before), style, label);
      }
      case "paragraph": {
        const quote = (block.quote ?? 0) * TYPE.quoteIndent;
        const inner = quote ? { ...frame, x: frame.x + quote, width: frame.width - 2 * quote } : frame;
        const style = {
          align: block.align ?? frame.defaultAlign,
          size: frame.size,
          after: TYPE.paragraphAfter,
        };
        return this.lines(block.children, inner, out, owed, style, label);
      }
      case "list":
        return this.list(block, frame, out, owed);
      case "table":
        this.layoutTable(block, frame, this.layout, out, Math.max(owed, TYPE.paragraphAfter));
        return TYPE.paragraphAfter + 4;
      case "pageBreak":
        out.push({ height: 0, spaceBefore: 0, pageBreak: true, draw() {} });
        return 0;
    }
  }

  private list(list: ListBlock, frame: Frame, out: Flow[], owed: number): number {
    const indent = listIndent(frame.depth);
    const inner: Frame = {
      ...frame,
      x: frame.x + indent,
      width: frame.width - indent,
      depth: frame.depth + 1,
    };
    let space = owed;
    list.items.forEach((item, index) => {
      const label = itemLabel(list, index, frame.depth, frame.chain);
      space = this.blocks(item.blocks, { ...inner, chain: label.chain }, out, space, {
        text: label.label,
        x: frame.x,
      });
    });
    return space;
  }

  /** A paragraph or heading: its lines, each a flow, with orphan and widow control. */
  private lines(
    children: Inline[],
    frame: Frame,
    out: Flow[],
    owed: number,
    style: {
      align: Alignment;
      size: number;
      after: number;
      bold?: boolean;
      italic?: boolean;
      keep?: boolean;
    },
    label?: PendingLabel,
  ): number {
    const { doc, fonts, ctx } = this.layout;
    let runs = resolveRuns(children, ctx);
    if (style.italic)
      runs = runs.map((r) => (r.kind === "break" ? r : { ...r, marks: { ...r.marks, italic: true } }));
    const lines = breakLines(runs, fonts, style.size, frame.width, style.bold || frame.bold);
    const lineHeight = style.size * TYPE.lineHeight;
    const count = Math.max(lines.length, 1);
    for (let i = 0; i < count; i++) {
      const line = lines[i];
      const labelHere = i === 0 ? label : undefined;
      out.push({
        height: lineHeight,
        spaceBefore: i === 0 ? owed : 0,
        keepWithNext: style.keep || (i === 0 && count >= 2) || (i === count - 2 && count >= 3),
        draw: (y) => {
          if (line) {
            const box = {
              x: frame.x,
              y,
              width: frame.width,
              size: style.size,
              lineHeight,
              align: style.align,
            };
            drawLine(doc, fonts, line, box);
          }
          if (labelHere) drawLabel(this.layout, labelHere, y, frame.size, lineHeight);
        },
      });
    }
    return style.after;
  }
}

function drawLabel(layout: PdfLayout, label: PendingLabel, y: number, size: number, lineHeight: number) {
  const { doc, fonts } = layout;
  const top = y + (lineHeight - (fonts.ascent + fonts.descent) * size) / 2;
  doc.font("regular").fontSize(size).text(label.text, label.x, top, { lineBreak: false });
}
