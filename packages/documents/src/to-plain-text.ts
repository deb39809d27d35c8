import type { Block, DocumentModel, Inline } from "./document-model";
import { itemLabel, type NumberChain } from "./list-numbering";
import { type RenderContext, resolveRuns } from "./render-context";

export function inlineText(children: Inline[], ctx: RenderContext): string {
  return resolveRuns(children, ctx)
    .map((run) => (run.kind === "break" ? "\n" : run.text))
    .join("");
}

function indent(text: string, prefix: string, hanging: string): string {
  return text
    .split("\n")
    .map((line, i) => (i === 0 ? prefix : hanging) + line)
    .join("\n");
}

function blockText(block: Block, ctx: RenderContext, depth: number, chain: NumberChain): string {
  switch (block.type) {
    case "heading":
    case "paragraph":
      return inlineText(block.children, ctx);
    case "list":
      return block.items
        .map((item, index) => {
          const label = itemLabel(block, index, depth, chain);
          const content = blocksText(item.blocks, ctx, depth + 1, label.chain, "\n");
          return indent(content, `${label.label} `, " ".repeat(label.label.length + 1));
        })
        .join("\n");
    case "table":
      return block.rows
        .map((row) => row.cells.map((cell) => blocksText(cell.blocks, ctx, depth, null, " ")).join("\t"))
        .join("\n");
    case "pageBreak":
      return "";
  }
}

/** Blocks as plain text (the clause comparison reads each clause so). */
export function blocksText(
  blocks: Block[],
  ctx: RenderContext,
  depth: number,
  chain: NumberChain,
  separator: string,
): string {
  return blocks
    .map((b) => blockText(b, ctx, depth, chain))
    .filter((text, i, all) => text !== "" || (all.length === 1 && i === 0))
    .join(separator);
}

/**
 * The document as plain text in reading order, fields filled in (blanks for empty ones), notes
 * left out, clause numbers kept: for full-text search, e-mail bodies and tests.
 */
export function toPlainText(model: DocumentModel, ctx: RenderContext): string {
  return blocksText(model.blocks, ctx, 0, null, "\n\n");
}
