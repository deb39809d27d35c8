import type { Block, DocumentModel, Inline, ListBlock, Marks, TableBlock } from "./document-model";
import { itemLabel, type NumberChain } from "./list-numbering";
import { languageTag, type RenderContext, resolveRuns } from "./render-context";

export interface HtmlOptions {
  /**
   * `print`: the document as the print preview shows it. `preview`: the same, with every field
   * wrapped so the compile screen can scroll to it and highlight it (empty ones in a `<mark>`).
   */
  mode: "print" | "preview";
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes text for an element's content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}

function withMarks(html: string, marks: Marks): string {
  let out = html;
  if (marks.strike) out = `<s>${out}</s>`;
  if (marks.underline) out = `<u>${out}</u>`;
  if (marks.italic) out = `<em>${out}</em>`;
  if (marks.bold) out = `<strong>${out}</strong>`;
  return out;
}

function inlineHtml(children: Inline[], ctx: RenderContext, options: HtmlOptions): string {
  let html = "";
  for (const run of resolveRuns(children, ctx)) {
    if (run.kind === "break") {
      html += "<br>";
      continue;
    }
    let text = escapeHtml(run.text);
    if (run.kind === "field" && options.mode === "preview") {
      const slug = escapeHtml(run.slug);
      text = run.empty
        ? `<mark class="field-empty" data-field="${slug}">${text}</mark>`
        : `<span class="field" data-field="${slug}">${text}</span>`;
    }
    html += withMarks(text, run.marks);
  }
  return html;
}

function classes(...names: (string | false | undefined)[]): string {
  const list = names.filter(Boolean);
  return list.length ? ` class="${list.join(" ")}"` : "";
}

const LIST_TYPES = {
  decimal: "1",
  "lower-alpha": "a",
  "upper-alpha": "A",
  "lower-roman": "i",
  "upper-roman": "I",
};

function listHtml(
  list: ListBlock,
  ctx: RenderContext,
  options: HtmlOptions,
  depth: number,
  chain: NumberChain,
): string {
  const tag = list.ordered ? "ol" : "ul";
  const attrs = list.ordered
    ? `${list.start !== 1 ? ` start="${list.start}"` : ""}${list.style !== "decimal" ? ` type="${LIST_TYPES[list.style]}"` : ""}`
    : "";
  let html = `<${tag}${classes("doc-list")}${attrs}>`;
  list.items.forEach((item, index) => {
    const label = itemLabel(list, index, depth, chain);
    html += `<li data-label="${escapeHtml(label.label)}">`;
    html += blocksHtml(item.blocks, ctx, options, depth + 1, label.chain);
    html += "</li>";
  });
  return `${html}</${tag}>`;
}

function tableHtml(table: TableBlock, ctx: RenderContext, options: HtmlOptions, depth: number): string {
  const head = table.rows.filter((r) => r.header);
  const body = table.rows.filter((r) => !r.header);
  const rows = (rows: TableBlock["rows"]) =>
    rows
      .map((row) => {
        const cells = row.cells.map((cell) => {
          const tag = cell.header || row.header ? "th" : "td";
          const span =
            (cell.colspan > 1 ? ` colspan="${cell.colspan}"` : "") +
            (cell.rowspan > 1 ? ` rowspan="${cell.rowspan}"` : "");
          return `<${tag}${span}>${blocksHtml(cell.blocks, ctx, options, depth, null)}</${tag}>`;
        });
        return `<tr>${cells.join("")}</tr>`;
      })
      .join("");
  return (
    `<table class="doc-table">${head.length ? `<thead>${rows(head)}</thead>` : ""}` +
    `<tbody>${rows(body)}</tbody></table>`
  );
}

function blockHtml(
  block: Block,
  ctx: RenderContext,
  options: HtmlOptions,
  depth: number,
  chain: NumberChain,
): string {
  switch (block.type) {
    case "heading": {
      const tag = `h${block.level}`;
      const align = block.align && `doc-align-${block.align}`;
      return `<${tag}${classes(align)}>${inlineHtml(block.children, ctx, options)}</${tag}>`;
    }
    case "paragraph": {
      const align = block.align && `doc-align-${block.align}`;
      const quote = !!block.quote && `doc-quote-${Math.min(block.quote, 4)}`;
      const content = inlineHtml(block.children, ctx, options);
      return `<p${classes(align, quote)}>${content || "<br>"}</p>`;
    }
    case "list":
      return listHtml(block, ctx, options, depth, chain);
    case "table":
      return tableHtml(block, ctx, options, depth);
    case "pageBreak":
      return '<div class="doc-page-break" role="separator"></div>';
  }
}

function blocksHtml(
  blocks: Block[],
  ctx: RenderContext,
  options: HtmlOptions,
  depth: number,
  chain: NumberChain,
): string {
  return blocks.map((b) => blockHtml(b, ctx, options, depth, chain)).join("");
}

/**
 * The document as safe HTML (every text escaped, only the model's own tags and classes), inside
 * an `<article class="doc">` carrying the language. Style it with `DOCUMENT_CSS`.
 */
export function toHtml(
  model: DocumentModel,
  ctx: RenderContext,
  options: HtmlOptions = { mode: "print" },
): string {
  const body = blocksHtml(model.blocks, ctx, options, 0, null);
  return `<article class="doc doc-${options.mode}" lang="${languageTag(ctx.language)}">${body}</article>`;
}
