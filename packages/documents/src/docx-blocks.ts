import {
  AlignmentType,
  BorderStyle,
  HeadingLevel,
  type IBorderOptions,
  PageBreak,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  VerticalAlignTable,
  WidthType,
} from "docx";
import type { Alignment, Block, Inline, ListBlock, TableBlock } from "./document-model";
import { listTextStart, PAGE, TYPE, twips } from "./document-styles";
import type { DocxNumbering } from "./docx-numbering";
import { type RenderContext, resolveRuns } from "./render-context";
import { estimateColumnWeights } from "./table-grid";

const ALIGNMENTS = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
  justify: AlignmentType.JUSTIFIED,
} as const;
const HEADINGS = {
  1: HeadingLevel.HEADING_1,
  2: HeadingLevel.HEADING_2,
  3: HeadingLevel.HEADING_3,
  4: HeadingLevel.HEADING_4,
} as const;

/** Where a block sits: its list level and indent, and the alignment it takes when it names none. */
interface Place {
  /** The list level of the item this block belongs to, -1 outside lists. */
  level: number;
  /** Left indent in points (list text start, blockquote). */
  indent: number;
  defaultAlign: Alignment;
  /** Set on the first paragraph of a list item: it carries the item's number. */
  numbering?: { reference: string; level: number };
  /** Table cells: the text is smaller, and a heading cell bold. */
  size?: number;
  bold?: boolean;
}

export function docxRuns(children: Inline[], ctx: RenderContext, place: Pick<Place, "size" | "bold">) {
  const size = place.size ? place.size * 2 : undefined;
  return resolveRuns(children, ctx).map((run) =>
    run.kind === "break"
      ? new TextRun({ break: 1 })
      : new TextRun({
          text: run.text,
          bold: run.marks.bold || place.bold || undefined,
          italics: run.marks.italic || undefined,
          underline: run.marks.underline ? {} : undefined,
          strike: run.marks.strike || undefined,
          size,
        }),
  );
}

const rule: IBorderOptions = {
  style: BorderStyle.SINGLE,
  size: Math.round(TYPE.ruleWidth * 8),
  color: TYPE.ruleColor,
};

export class DocxBlocks {
  constructor(
    private readonly ctx: RenderContext,
    private readonly numbering: DocxNumbering,
  ) {}

  blocks(blocks: Block[], place: Place): (Paragraph | Table)[] {
    const out: (Paragraph | Table)[] = [];
    blocks.forEach((block, i) => {
      // Only an item's first block carries its number; the rest align with its text.
      const here = i === 0 ? place : { ...place, numbering: undefined };
      out.push(...this.block(block, here));
    });
    return out;
  }

  private block(block: Block, place: Place): (Paragraph | Table)[] {
    switch (block.type) {
      case "heading":
        return [
          new Paragraph({
            heading: HEADINGS[block.level],
            alignment: ALIGNMENTS[block.align ?? (block.level === 1 ? "center" : "left")],
            numbering: place.numbering,
            indent: place.numbering || !place.indent ? undefined : { left: twips(place.indent) },
            children: docxRuns(block.children, this.ctx, place),
          }),
        ];
      case "paragraph": {
        const quote = (block.quote ?? 0) * TYPE.quoteIndent;
        const left = place.indent + quote;
        return [
          new Paragraph({
            alignment: ALIGNMENTS[block.align ?? place.defaultAlign],
            numbering: place.numbering,
            indent:
              place.numbering || (!left && !quote) ? undefined : { left: twips(left), right: twips(quote) },
            spacing: place.size ? { after: 0, line: 240 } : undefined,
            children: docxRuns(block.children, this.ctx, place),
          }),
        ];
      }
      case "list":
        return this.list(block, place);
      case "table":
        return [this.table(block, place), new Paragraph({ spacing: { after: 0, line: 120 }, children: [] })];
      case "pageBreak":
        return [new Paragraph({ children: [new PageBreak()] })];
    }
  }

  private list(list: ListBlock, place: Place): (Paragraph | Table)[] {
    const level = Math.min(place.level + 1, 8);
    const reference = this.numbering.referenceFor(list, level);
    const out: (Paragraph | Table)[] = [];
    for (const item of list.items) {
      const itemPlace: Place = {
        ...place,
        level,
        indent: listTextStart(level),
        numbering: { reference, level },
      };
      // An item that starts with a nested list still shows its own number, on a line of its own.
      const blocks: Block[] =
        item.blocks[0]?.type === "paragraph" || item.blocks[0]?.type === "heading"
          ? item.blocks
          : [{ type: "paragraph", children: [] }, ...item.blocks];
      out.push(...this.blocks(blocks, itemPlace));
    }
    return out;
  }

  private table(table: TableBlock, place: Place): Table {
    const width = PAGE.width - PAGE.margin.left - PAGE.margin.right - place.indent;
    const weights = estimateColumnWeights(table);
    const total = weights.reduce((a, b) => a + b, 0) || 1;
    const columnWidths = weights.map((w) => twips((width * w) / total));
    return new Table({
      width: { size: twips(width), type: WidthType.DXA },
      columnWidths,
      indent: place.indent ? { size: twips(place.indent), type: WidthType.DXA } : undefined,
      borders: {
        top: rule,
        bottom: rule,
        left: rule,
        right: rule,
        insideHorizontal: rule,
        insideVertical: rule,
      },
      margins: {
        top: twips(TYPE.cellPadding.y),
        bottom: twips(TYPE.cellPadding.y),
        left: twips(TYPE.cellPadding.x),
        right: twips(TYPE.cellPadding.x),
      },
      rows: table.rows.map(
        (row) =>
          new TableRow({
            tableHeader: row.header || undefined,
            cantSplit: true,
            children: row.cells.map((cell) => {
              const bold = cell.header || row.header;
              const cellPlace: Place = {
                level: -1,
                indent: 0,
                defaultAlign: "left",
                size: TYPE.tableSize,
                bold,
              };
              const children = this.blocks(cell.blocks, cellPlace);
              return new TableCell({
                columnSpan: cell.colspan > 1 ? cell.colspan : undefined,
                rowSpan: cell.rowspan > 1 ? cell.rowspan : undefined,
                verticalAlign: VerticalAlignTable.TOP,
                shading: bold
                  ? { type: ShadingType.CLEAR, fill: TYPE.headerShade, color: "auto" }
                  : undefined,
                children: children.length ? children : [new Paragraph({ children: [] })],
              });
            }),
          }),
      ),
    });
  }
}
