import type { Block } from "./document-model";
import { BLANK } from "./format-value";
import { formatOrdinal, itemLabel, type NumberChain } from "./list-numbering";
import { isLogicRun, type Run, textRun, withRuns } from "./logic-runs";

// Step 3 of resolveTemplate (resolve-template.ts): references print the labelled clause's number.

/** Each labelled clause's number as the writers print it ("3", "3.2", "b"), the first of a label. */
export function clauseNumbers(blocks: Block[]): Map<string, string> {
  const numbers = new Map<string, string>();
  const visit = (list: Block[], depth: number, chain: NumberChain) => {
    for (const block of list) {
      if (block.type === "list") {
        block.items.forEach((item, index) => {
          const label = itemLabel(block, index, depth, chain);
          if (item.clause && block.ordered && !numbers.has(item.clause))
            numbers.set(item.clause, label.chain ?? formatOrdinal(block.start + index, block.style));
          visit(item.blocks, depth + 1, label.chain);
        });
      } else if (block.type === "table") {
        for (const row of block.rows) for (const cell of row.cells) visit(cell.blocks, depth, null);
      }
    }
  };
  visit(blocks, 0, null);
  return numbers;
}

export function printRefs(blocks: Block[], numbers: ReadonlyMap<string, string>): Block[] {
  return blocks.map((block): Block => {
    switch (block.type) {
      case "heading":
      case "paragraph": {
        if (!block.children.some(isLogicRun)) return block;
        const runs = block.children.flatMap((run): Run[] => {
          if (!isLogicRun(run)) return [run];
          // Only references are left here; any other marker, unpaired, prints nothing.
          return run.placeholder.kind === "ref"
            ? [textRun(numbers.get(run.placeholder.label) ?? BLANK, run)]
            : [];
        });
        return withRuns(block, runs);
      }
      case "list":
        return {
          ...block,
          items: block.items.map((item) => ({ ...item, blocks: printRefs(item.blocks, numbers) })),
        };
      case "table":
        return {
          ...block,
          rows: block.rows.map((row) => ({
            ...row,
            cells: row.cells.map((cell) => ({ ...cell, blocks: printRefs(cell.blocks, numbers) })),
          })),
        };
      default:
        return block;
    }
  });
}
