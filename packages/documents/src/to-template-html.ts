import type { Block, DocumentModel, Inline, Marks, TableBlock } from "./document-model";
import { parseHtml } from "./parse-html";

/**
 * Writes a document model back as template HTML — what a template's body or an agreement's
 * customised text holds: the tags and attributes of the server sanitiser's allow-list only,
 * alignment as `style="text-align: …"`, placeholders as their `{{…}}` text. Unlike `toHtml` it
 * resolves nothing: `parseHtml(toTemplateHtml(m))` gives `m` back (tested).
 */

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escapeText = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c] as string);

function withMarks(html: string, marks: Marks): string {
  let out = html;
  if (marks.strike) out = `<s>${out}</s>`;
  if (marks.underline) out = `<u>${out}</u>`;
  if (marks.italic) out = `<em>${out}</em>`;
  if (marks.bold) out = `<strong>${out}</strong>`;
  return out;
}

function inlineHtml(children: Inline[]): string {
  return children
    .map((run) => {
      if (run.type === "break") return "<br>";
      return withMarks(escapeText(run.type === "text" ? run.text : run.placeholder.raw), run);
    })
    .join("");
}

const alignAttr = (align: string | undefined) => (align ? ` style="text-align: ${align}"` : "");

const LIST_TYPES = {
  decimal: "1",
  "lower-alpha": "a",
  "upper-alpha": "A",
  "lower-roman": "i",
  "upper-roman": "I",
};

function tableHtml(table: TableBlock): string {
  const row = (r: TableBlock["rows"][number]) =>
    `<tr>${r.cells
      .map((cell) => {
        const tag = cell.header ? "th" : "td";
        const span =
          (cell.colspan > 1 ? ` colspan="${cell.colspan}"` : "") +
          (cell.rowspan > 1 ? ` rowspan="${cell.rowspan}"` : "");
        return `<${tag}${span}>${blocksHtml(cell.blocks)}</${tag}>`;
      })
      .join("")}</tr>`;
  const head = table.rows.filter((r) => r.header);
  const body = table.rows.filter((r) => !r.header);
  return `<table>${head.length ? `<thead>${head.map(row).join("")}</thead>` : ""}<tbody>${body.map(row).join("")}</tbody></table>`;
}

function blockHtml(block: Block): string {
  switch (block.type) {
    case "heading":
      return `<h${block.level}${alignAttr(block.align)}>${inlineHtml(block.children)}</h${block.level}>`;
    case "paragraph": {
      let html = `<p${alignAttr(block.align)}>${inlineHtml(block.children) || "<br>"}</p>`;
      for (let i = 0; i < (block.quote ?? 0); i++) html = `<blockquote>${html}</blockquote>`;
      return html;
    }
    case "list": {
      const items = block.items
        .map((i) => `<li${i.clause ? ` data-clause="${i.clause}"` : ""}>${blocksHtml(i.blocks)}</li>`)
        .join("");
      if (!block.ordered) return `<ul>${items}</ul>`;
      const start = block.start !== 1 ? ` start="${block.start}"` : "";
      const type = block.style !== "decimal" ? ` type="${LIST_TYPES[block.style]}"` : "";
      return `<ol${start}${type}>${items}</ol>`;
    }
    case "table":
      return tableHtml(block);
    case "pageBreak":
      return "<hr>";
  }
}

function blocksHtml(blocks: Block[]): string {
  return blocks.map(blockHtml).join("\n");
}

export function toTemplateHtml(model: DocumentModel): string {
  return blocksHtml(model.blocks);
}

/**
 * One spelling for the same document: any template HTML (as typed, as stored, as the sanitiser
 * re-serialised it) becomes what `toTemplateHtml` writes for its model, so two texts can be
 * compared as strings.
 */
export function canonicalTemplateHtml(html: string): string {
  return toTemplateHtml(parseHtml(html));
}
