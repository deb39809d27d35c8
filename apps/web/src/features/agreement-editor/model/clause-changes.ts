import type { Block, DocumentModel, Inline } from "@app/documents";

/**
 * The clauses (list items) of a resolved contract, in the order the preview draws its `<li>`s,
 * each known by its label or else by its wording with the answers left out: typing a value
 * changes no clause, an answer that brings a clause in or leaves it out does (issue 32). A
 * labelled clause keeps its identity while its words agree anew («la Conduttrice accetta»
 * becoming «i Conduttori accettano» when a tenant is added is not a clause gone).
 */
export interface Clause {
  /** The label, or the wording with placeholders as written: the clause between two answers. */
  key: string;
  /** Its first words, to name a clause that went away. */
  summary: string;
}

const runText = (run: Inline, withValues: boolean) =>
  run.type === "text" ? run.text : run.type === "break" ? " " : withValues ? "" : run.placeholder.raw;

function blocksText(blocks: Block[], withValues: boolean): string {
  return blocks
    .map((block) => {
      if (block.type === "heading" || block.type === "paragraph")
        return block.children.map((run) => runText(run, withValues)).join("");
      if (block.type === "list")
        return block.items.map((item) => blocksText(item.blocks, withValues)).join(" ");
      if (block.type === "table")
        return block.rows
          .map((row) => row.cells.map((cell) => blocksText(cell.blocks, withValues)).join(" "))
          .join(" ");
      return "";
    })
    .join(" ");
}

/** Every list item, depth first, as the document view renders them. */
export function clausesOf(model: DocumentModel): Clause[] {
  const out: Clause[] = [];
  const visit = (blocks: Block[]) => {
    for (const block of blocks) {
      if (block.type === "list")
        for (const item of block.items) {
          const summary = blocksText(item.blocks, true).replace(/\s+/g, " ").trim();
          const key = item.clause ? `label:${item.clause}` : blocksText(item.blocks, false);
          out.push({ key, summary: summary.slice(0, 80) });
          visit(item.blocks);
        }
      else if (block.type === "table")
        for (const row of block.rows) for (const cell of row.cells) visit(cell.blocks);
    }
  };
  visit(model.blocks);
  return out;
}

/**
 * What changed between two versions of the contract: the indexes (in `after`) of the clauses
 * that came in, and the summaries of those that went away. A clause counts by its wording, so
 * one repeated (a tenant's) counts once per repetition.
 */
export function clauseChanges(before: readonly Clause[], after: readonly Clause[]) {
  const remaining = new Map<string, number>();
  for (const clause of before) remaining.set(clause.key, (remaining.get(clause.key) ?? 0) + 1);
  const appeared: number[] = [];
  after.forEach((clause, index) => {
    const left = remaining.get(clause.key) ?? 0;
    if (left > 0) remaining.set(clause.key, left - 1);
    else appeared.push(index);
  });
  const gone = before
    .filter((clause) => {
      const left = remaining.get(clause.key) ?? 0;
      if (left <= 0) return false;
      remaining.set(clause.key, left - 1);
      return true;
    })
    .map((clause) => clause.summary);
  return { appeared, gone };
}
