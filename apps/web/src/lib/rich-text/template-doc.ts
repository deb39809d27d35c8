import {
  type Alignment,
  type Block,
  type DocumentModel,
  type Inline,
  type ListStyle,
  type Marks,
  parseHtml,
  splitPlaceholders,
  type TableBlock,
  toTemplateHtml,
} from "@app/documents";
import type { JSONContent } from "@tiptap/core";

/**
 * Template HTML ↔ the editor's document, through the documents package's model: the same parser
 * that feeds the preview and the PDF reads what the editor gets, and the same writer that the
 * round-trip tests check writes what it gives back. The editor never parses template HTML itself,
 * so `{{…}}` text becomes a placeholder node exactly where the writers see a placeholder.
 */

const MARKS: (keyof Marks)[] = ["bold", "italic", "underline", "strike"];
const ALIGNMENTS = new Set<string>(["left", "center", "right", "justify"]);
const LIST_TYPES: Record<ListStyle, string | null> = {
  decimal: null,
  "lower-alpha": "a",
  "upper-alpha": "A",
  "lower-roman": "i",
  "upper-roman": "I",
};
/** An ordered list's HTML `type` (the editor's `type` attribute) as the model's list style. */
export const LIST_STYLES: Record<string, ListStyle> = {
  "1": "decimal",
  a: "lower-alpha",
  A: "upper-alpha",
  i: "lower-roman",
  I: "upper-roman",
};

const EMPTY_PARAGRAPH: JSONContent = { type: "paragraph", attrs: { textAlign: null } };

function marksJson(run: Marks): Pick<JSONContent, "marks"> {
  const marks = MARKS.filter((mark) => run[mark]).map((type) => ({ type }));
  return marks.length ? { marks } : {};
}

function inlineJson(children: Inline[]): JSONContent[] {
  const out: JSONContent[] = [];
  for (const run of children) {
    if (run.type === "break") out.push({ type: "hardBreak" });
    else if (run.type === "placeholder")
      out.push({ type: "placeholder", attrs: { raw: run.placeholder.raw }, ...marksJson(run) });
    // ProseMirror has no empty text nodes.
    else if (run.text) out.push({ type: "text", text: run.text, ...marksJson(run) });
  }
  return out;
}

/** ProseMirror's list items and table cells must start with (or hold) a paragraph. */
function blocksJson(blocks: Block[], mustStartWithParagraph: boolean): JSONContent[] {
  const content = blocks.map(blockJson);
  if (content.length === 0 || (mustStartWithParagraph && content[0]?.type !== "paragraph"))
    content.unshift(EMPTY_PARAGRAPH);
  return content;
}

function tableJson(table: TableBlock): JSONContent {
  return {
    type: "table",
    content: table.rows.map((row) => ({
      type: "tableRow",
      content: row.cells.map((cell) => ({
        type: cell.header ? "tableHeader" : "tableCell",
        attrs: { colspan: cell.colspan, rowspan: cell.rowspan, colwidth: null },
        content: blocksJson(cell.blocks, false),
      })),
    })),
  };
}

function blockJson(block: Block): JSONContent {
  switch (block.type) {
    case "heading":
      return {
        type: "heading",
        attrs: { level: block.level, textAlign: block.align ?? null },
        content: inlineJson(block.children),
      };
    case "paragraph": {
      let node: JSONContent = {
        type: "paragraph",
        attrs: { textAlign: block.align ?? null },
        content: inlineJson(block.children),
      };
      for (let i = 0; i < (block.quote ?? 0); i++) node = { type: "blockquote", content: [node] };
      return node;
    }
    case "list":
      return {
        type: block.ordered ? "orderedList" : "bulletList",
        ...(block.ordered ? { attrs: { start: block.start, type: LIST_TYPES[block.style] } } : {}),
        content: block.items.map((item) => ({
          type: "listItem",
          ...(item.clause ? { attrs: { clause: item.clause } } : {}),
          content: blocksJson(item.blocks, true),
        })),
      };
    case "table":
      return tableJson(block);
    case "pageBreak":
      return { type: "horizontalRule" };
  }
}

/** The editor's document for a model. */
export function modelToDoc(model: DocumentModel): JSONContent {
  return { type: "doc", content: blocksJson(model.blocks, false) };
}

/** The editor's document for template HTML. */
export function templateHtmlToDoc(html: string): JSONContent {
  return modelToDoc(parseHtml(html));
}

// --- and back ---

function runMarks(node: JSONContent): Marks {
  const marks: Marks = {};
  for (const mark of node.marks ?? []) {
    if (MARKS.includes(mark.type as keyof Marks)) marks[mark.type as keyof Marks] = true;
  }
  return marks;
}

function inlineModel(content: JSONContent[] | undefined): Inline[] {
  const out: Inline[] = [];
  for (const node of content ?? []) {
    if (node.type === "hardBreak") out.push({ type: "break" });
    else if (node.type === "text" && node.text)
      out.push({ type: "text", text: node.text, ...runMarks(node) });
    else if (node.type === "placeholder") {
      const raw = String(node.attrs?.raw ?? "");
      const [only, ...rest] = splitPlaceholders(raw);
      if (only && typeof only !== "string" && rest.length === 0)
        out.push({ type: "placeholder", placeholder: only, ...runMarks(node) });
      else if (raw) out.push({ type: "text", text: raw, ...runMarks(node) });
    }
  }
  return out;
}

const alignOf = (node: JSONContent): { align?: Alignment } => {
  const align = node.attrs?.textAlign;
  return typeof align === "string" && ALIGNMENTS.has(align) ? { align: align as Alignment } : {};
};

const isEmptyParagraph = (block: Block | undefined) =>
  block?.type === "paragraph" && block.children.length === 0;

function blocksModel(content: JSONContent[] | undefined, quote: number): Block[] {
  const out: Block[] = [];
  for (const node of content ?? []) {
    switch (node.type) {
      case "paragraph":
        out.push({
          type: "paragraph",
          ...alignOf(node),
          ...(quote ? { quote } : {}),
          children: inlineModel(node.content),
        });
        break;
      case "heading": {
        const level = Math.min(4, Math.max(1, Number(node.attrs?.level) || 1)) as 1 | 2 | 3 | 4;
        out.push({ type: "heading", level, ...alignOf(node), children: inlineModel(node.content) });
        break;
      }
      case "blockquote":
        out.push(...blocksModel(node.content, quote + 1));
        break;
      case "orderedList":
      case "bulletList": {
        const ordered = node.type === "orderedList";
        const start = Number(node.attrs?.start);
        out.push({
          type: "list",
          ordered,
          style: (ordered && LIST_STYLES[String(node.attrs?.type)]) || "decimal",
          start: ordered && Number.isInteger(start) && start >= 1 ? start : 1,
          items: (node.content ?? []).map((item) => {
            const blocks = blocksModel(item.content, 0);
            // The paragraph ProseMirror needs before an item's nested list is not the author's.
            if (isEmptyParagraph(blocks[0]) && blocks.length > 1 && blocks[1]?.type !== "paragraph")
              blocks.shift();
            // A clause's label (issue 32) goes back as it came.
            const clause = item.attrs?.clause;
            return typeof clause === "string" && clause ? { blocks, clause } : { blocks };
          }),
        });
        break;
      }
      case "table":
        out.push(tableModel(node));
        break;
      case "horizontalRule":
        out.push({ type: "pageBreak" });
        break;
    }
  }
  return out;
}

function tableModel(node: JSONContent): TableBlock {
  return {
    type: "table",
    rows: (node.content ?? []).map((row) => {
      const cells = (row.content ?? []).map((cell) => {
        const blocks = blocksModel(cell.content, 0);
        const span = (value: unknown) =>
          Number.isInteger(value) && (value as number) > 1 ? (value as number) : 1;
        return {
          // An empty cell holds the one empty paragraph ProseMirror requires.
          blocks: blocks.length === 1 && isEmptyParagraph(blocks[0]) ? [] : blocks,
          header: cell.type === "tableHeader",
          colspan: span(cell.attrs?.colspan),
          rowspan: span(cell.attrs?.rowspan),
        };
      });
      return { header: cells.length > 0 && cells.every((c) => c.header), cells };
    }),
  };
}

/** The model of the editor's document. */
export function docToModel(doc: JSONContent): DocumentModel {
  const blocks = blocksModel(doc.content, 0);
  // The empty paragraph the editor keeps at the end, to type after a final list, is not text.
  if (isEmptyParagraph(blocks.at(-1))) blocks.pop();
  return { blocks };
}

/** The editor's document as canonical template HTML (see `canonicalTemplateHtml`). */
export function docToTemplateHtml(doc: JSONContent): string {
  // Written, then read and written again: white space collapses and runs merge as the
  // documents' parser does, so the same text always gives the same string.
  return toTemplateHtml(parseHtml(toTemplateHtml(docToModel(doc))));
}
