import type { Language } from "@app/contracts";
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

/**
 * Each labelled clause's heading as written, the first of a label: the bold words that open it
 * («Cedolare secca» from «<strong>Cedolare secca.</strong> Il locatore…»), or a heading that
 * opens it; up to the first placeholder or condition, without the closing stop.
 */
export function clauseHeadings(blocks: Block[]): Map<string, string> {
  const headings = new Map<string, string>();
  const visit = (list: Block[]) => {
    for (const block of list) {
      if (block.type === "list")
        for (const item of block.items) {
          const heading = item.clause && !headings.has(item.clause) ? openingWords(item.blocks[0]) : "";
          if (item.clause && heading) headings.set(item.clause, heading);
          visit(item.blocks);
        }
      else if (block.type === "table")
        for (const row of block.rows) for (const cell of row.cells) visit(cell.blocks);
    }
  };
  visit(blocks);
  return headings;
}

function openingWords(block: Block | undefined): string {
  if (block?.type !== "heading" && block?.type !== "paragraph") return "";
  let text = "";
  for (const [index, run] of block.children.entries()) {
    // A clause its own condition opens («{{if::arredi}}<b>Arredi.</b> …») is headed all the same.
    if (run.type === "placeholder" && run.placeholder.kind === "if" && text.trim() === "") continue;
    if (run.type === "text" && !run.bold && !run.text.trim() && index === 0) continue;
    if (run.type !== "text" || (block.type === "paragraph" && !run.bold)) break;
    text += run.text;
  }
  return text.trim().replace(/[\s.:;,–—-]+$/u, "");
}

/**
 * The document with its references printed: the clause's number, or, when the answers left the
 * clause out, its heading as written between quotation marks («all'articolo «Cedolare secca»»),
 * which a reader understands where a blank would not (docs/decisions/0028).
 */
export function printRefs(
  blocks: Block[],
  numbers: ReadonlyMap<string, string>,
  headings: ReadonlyMap<string, string> = new Map(),
  language: Language = "it",
): Block[] {
  return blocks.map((block): Block => {
    switch (block.type) {
      case "heading":
      case "paragraph": {
        if (!block.children.some(isLogicRun)) return block;
        const runs = block.children.flatMap((run): Run[] => {
          if (!isLogicRun(run)) return [run];
          // Only references are left here; any other marker, unpaired, prints nothing.
          return run.placeholder.kind === "ref"
            ? [textRun(refText(run.placeholder.label, numbers, headings, language), run)]
            : [];
        });
        return withRuns(block, runs);
      }
      case "list":
        return {
          ...block,
          items: block.items.map((item) => ({
            ...item,
            blocks: printRefs(item.blocks, numbers, headings, language),
          })),
        };
      case "table":
        return {
          ...block,
          rows: block.rows.map((row) => ({
            ...row,
            cells: row.cells.map((cell) => ({
              ...cell,
              blocks: printRefs(cell.blocks, numbers, headings, language),
            })),
          })),
        };
      default:
        return block;
    }
  });
}

/** Quotation marks as each language prints a title: «…» in Italian, “…” in English. */
const QUOTES: Record<Language, [string, string]> = { it: ["«", "»"], en: ["“", "”"] };

function refText(
  label: string,
  numbers: ReadonlyMap<string, string>,
  headings: ReadonlyMap<string, string>,
  language: Language,
): string {
  const number = numbers.get(label);
  if (number) return number;
  const heading = headings.get(label);
  if (!heading) return BLANK;
  const [open, close] = QUOTES[language];
  return `${open}${heading}${close}`;
}
