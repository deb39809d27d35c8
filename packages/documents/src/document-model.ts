import type { TemplatePlaceholder } from "./placeholders";

/**
 * The intermediate document (DESIGN §7): one parse of the sanitised template HTML, many writers.
 * Plain data (no classes) so it can be cached, serialised and sent to a worker.
 */

/** A block's alignment. Absent means the writer's default: justified text, a centred title. */
export type Alignment = "left" | "center" | "right" | "justify";

/** Character formatting shared by text and placeholder runs. */
export interface Marks {
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strike?: boolean;
}

export interface TextRun extends Marks {
  type: "text";
  text: string;
}

export interface LineBreakRun {
  type: "break";
}

/**
 * A `{{field::…}}`, `{{note::…}}`, `{{link::…}}` or `{{mementolink::…}}`, resolved at render time;
 * or a piece of template logic (`{{if::…}}`, `{{each::…}}`, `{{term::…}}`, `{{ref::…}}`), which
 * `resolveTemplate` turns into the document for an agreement's answers before any writer runs.
 */
export interface PlaceholderRun extends Marks {
  type: "placeholder";
  placeholder: TemplatePlaceholder;
}

export type Inline = TextRun | LineBreakRun | PlaceholderRun;

export interface HeadingBlock {
  type: "heading";
  level: 1 | 2 | 3 | 4;
  align?: Alignment;
  children: Inline[];
}

export interface ParagraphBlock {
  type: "paragraph";
  align?: Alignment;
  /** Quotation depth (`<blockquote>`): each level indents the paragraph on both sides. */
  quote?: number;
  children: Inline[];
}

/** How an ordered list counts, from the HTML `type` attribute (`1`, `a`, `A`, `i`, `I`). */
export type ListStyle = "decimal" | "lower-alpha" | "upper-alpha" | "lower-roman" | "upper-roman";

export interface ListItem {
  /** The item's content: usually one paragraph, sometimes several and a nested list. */
  blocks: Block[];
  /**
   * The clause's label (`<li data-clause="cedolare">`), which `{{ref::cedolare}}` cites: the
   * reference prints the number the clause has once the document is resolved (issue 32).
   */
  clause?: string;
  /**
   * Where the item stands in the template as written, when the reader sets it (the live preview,
   * before resolving): resolution keeps it on each repetition and through conditions, so an
   * answer that rewords a clause is told from one that leaves it out (issue 44). Writers ignore it.
   */
  origin?: string;
}

export interface ListBlock {
  type: "list";
  ordered: boolean;
  /** Ordered lists only. */
  style: ListStyle;
  /** The first item's number (HTML `start`), 1 by default. */
  start: number;
  items: ListItem[];
}

export interface TableCell {
  blocks: Block[];
  /** A `<th>`: set in bold. */
  header: boolean;
  colspan: number;
  rowspan: number;
}

export interface TableRow {
  /** A heading row (in `<thead>` or made of `<th>` only): repeated at the top of every page. */
  header: boolean;
  cells: TableCell[];
}

export interface TableBlock {
  type: "table";
  rows: TableRow[];
}

/** A forced page break (`<hr>` in the template language). */
export interface PageBreakBlock {
  type: "pageBreak";
}

export type Block = HeadingBlock | ParagraphBlock | ListBlock | TableBlock | PageBreakBlock;

export interface DocumentModel {
  blocks: Block[];
}

/** Every placeholder in the document, in reading order (tables row by row, lists item by item). */
export function modelPlaceholders(model: DocumentModel): TemplatePlaceholder[] {
  const found: TemplatePlaceholder[] = [];
  const visit = (blocks: Block[]) => {
    for (const block of blocks) {
      if (block.type === "heading" || block.type === "paragraph") {
        for (const run of block.children) if (run.type === "placeholder") found.push(run.placeholder);
      } else if (block.type === "list") {
        for (const item of block.items) visit(item.blocks);
      } else if (block.type === "table") {
        for (const row of block.rows) for (const cell of row.cells) visit(cell.blocks);
      }
    }
  };
  visit(model.blocks);
  return found;
}
