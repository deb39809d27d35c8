import type { DocumentModel } from "@app/documents";

/**
 * A contract's clauses, as the live preview draws them a few at a time (issue 44): each top-level
 * block, and each item of a top-level list (a contract is often one long list of articles).
 */
export function clauseCount(model: DocumentModel): number {
  return model.blocks.reduce((count, block) => count + (block.type === "list" ? block.items.length : 1), 0);
}

/**
 * The model's first `limit` clauses: its blocks up to the one where the count runs out, a list cut
 * after the item that reaches it (the items kept keep their numbers: a label depends only on the
 * item's place). The model itself when it has no more.
 */
export function firstClauses(model: DocumentModel, limit: number): DocumentModel {
  if (clauseCount(model) <= limit) return model;
  const blocks: DocumentModel["blocks"] = [];
  let left = limit;
  for (const block of model.blocks) {
    if (left <= 0) break;
    if (block.type !== "list") {
      blocks.push(block);
      left -= 1;
      continue;
    }
    blocks.push(block.items.length <= left ? block : { ...block, items: block.items.slice(0, left) });
    left -= block.items.length;
  }
  return { ...model, blocks };
}
