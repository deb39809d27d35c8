import type { Block, DocumentModel, HeadingBlock, ParagraphBlock } from "@app/documents";
import type { BlockPath } from "../document/document-view";

/** A heading or a paragraph: the blocks the customer rewrites one at a time. */
export type TextBlock = HeadingBlock | ParagraphBlock;

export function isTextBlock(block: Block | undefined): block is TextBlock {
  return block?.type === "heading" || block?.type === "paragraph";
}

/**
 * Walks a path (see DocumentView): a block index, then for a list an item and a block index,
 * for a table a row, a cell and a block index.
 */
export function blockAt(model: DocumentModel, path: BlockPath): Block | undefined {
  let blocks: Block[] | undefined = model.blocks;
  let block: Block | undefined;
  let i = 0;
  while (blocks && i < path.length) {
    block = blocks[path[i] as number];
    i += 1;
    if (i === path.length || !block) break;
    if (block.type === "list") {
      blocks = block.items[path[i] as number]?.blocks;
      i += 1;
    } else if (block.type === "table") {
      blocks = block.rows[path[i] as number]?.cells[path[i + 1] as number]?.blocks;
      i += 2;
    } else return undefined;
  }
  return i === path.length ? block : undefined;
}

function replaceIn(blocks: Block[], path: BlockPath, replacement: Block[]): Block[] {
  const [index, ...rest] = path as [number, ...number[]];
  const target = blocks[index];
  if (!target) return blocks;
  if (rest.length === 0) return [...blocks.slice(0, index), ...replacement, ...blocks.slice(index + 1)];
  let updated: Block | null = target;
  if (target.type === "list") {
    const [item, ...inner] = rest as [number, ...number[]];
    const items = target.items.map((it, i) =>
      i === item ? { blocks: replaceIn(it.blocks, inner, replacement) } : it,
    );
    // A clause emptied of all its text goes, and the following ones are renumbered.
    const kept = items.filter((it) => it.blocks.length > 0);
    updated = kept.length > 0 ? { ...target, items: kept } : null;
  } else if (target.type === "table") {
    const [row, cell, ...inner] = rest as [number, number, ...number[]];
    updated = {
      ...target,
      rows: target.rows.map((r, ri) =>
        ri !== row
          ? r
          : {
              ...r,
              cells: r.cells.map((c, ci) =>
                ci === cell ? { ...c, blocks: replaceIn(c.blocks, inner, replacement) } : c,
              ),
            },
      ),
    };
  }
  return updated
    ? [...blocks.slice(0, index), updated, ...blocks.slice(index + 1)]
    : [...blocks.slice(0, index), ...blocks.slice(index + 1)];
}

/** The model with the block at `path` replaced by `replacement` (none: the block is deleted). */
export function replaceBlock(model: DocumentModel, path: BlockPath, replacement: Block[]): DocumentModel {
  return { blocks: replaceIn(model.blocks, path, replacement) };
}
