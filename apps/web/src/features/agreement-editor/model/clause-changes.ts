import { type Block, type DocumentModel, type Inline, type ListItem, leadingBoldRuns } from "@app/documents";
import type { TFunction } from "../../../lib/translator";

/**
 * The clauses (list items) of a resolved contract, in the order the preview draws its `<li>`s,
 * each known by its label or else by where it stands in the template as written (its `origin`,
 * `withClauseOrigins`): typing a value changes no clause, an answer that brings a clause in or
 * leaves it out does (issue 32), and an answer that only rewords one («con gli interessi», «la
 * Conduttrice» for «il Conduttore») leaves it the same clause (issue 44).
 */
export interface Clause {
  /** The label, the origin, or (in a model without origins) the wording with placeholders as written. */
  key: string;
  /** How the notice names it when it went away: its heading, or its first words. */
  name: string;
}

/**
 * The model with each list item's place in the text as written (`1.3` is the fourth item of the
 * second block's list), set once per parse: resolution copies it to every repetition and keeps it
 * through conditions, so the same place is the same clause whatever the answers.
 */
export function withClauseOrigins(model: DocumentModel): DocumentModel {
  const mark = (blocks: Block[], path: string): Block[] =>
    blocks.map((block, index) => {
      const here = path ? `${path}.${index}` : String(index);
      if (block.type === "list")
        return {
          ...block,
          items: block.items.map(
            (item, i): ListItem => ({
              ...item,
              origin: `${here}.${i}`,
              blocks: mark(item.blocks, `${here}.${i}`),
            }),
          ),
        };
      if (block.type === "table")
        return {
          ...block,
          rows: block.rows.map((row, r) => ({
            ...row,
            cells: row.cells.map((cell, c) => ({ ...cell, blocks: mark(cell.blocks, `${here}.${r}.${c}`) })),
          })),
        };
      return block;
    });
  return { blocks: mark(model.blocks, "") };
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

/** The longest a name made of a clause's first words gets, cut at a word. */
const NAME_LENGTH = 80;

/** A clause's heading («Restituzione.» as «Restituzione»), else its first words, whole. */
function clauseName(item: ListItem): string {
  const first = item.blocks[0];
  const heading =
    first && (first.type === "paragraph" || first.type === "heading")
      ? leadingBoldRuns(first.children)
          .map((run) => runText(run, true))
          .join("")
          .replace(/\s+/g, " ")
          .replace(/[\s.:;,]+$/u, "")
          .trim()
      : "";
  if (heading) return heading;
  const text = blocksText(item.blocks, true).replace(/\s+/g, " ").trim();
  if (text.length <= NAME_LENGTH) return text;
  const cut = text.slice(0, NAME_LENGTH + 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, NAME_LENGTH)).replace(/[\s,;:.]+$/u, "")}…`;
}

/** Every list item, depth first, as the document view renders them. */
export function clausesOf(model: DocumentModel): Clause[] {
  const out: Clause[] = [];
  const visit = (blocks: Block[]) => {
    for (const block of blocks) {
      if (block.type === "list")
        for (const item of block.items) {
          const key = item.clause
            ? `label:${item.clause}`
            : item.origin !== undefined
              ? `origin:${item.origin}`
              : `text:${blocksText(item.blocks, false)}`;
          out.push({ key, name: clauseName(item) });
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
 * that came in, and the names of those that went away. A clause counts once per repetition (a
 * tenant's), so one tenant fewer is one clause gone.
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
    .map((clause) => clause.name);
  return { appeared, gone };
}

/** The notice above the preview: the clauses gone, each named, in the singular or the plural. */
export function goneNotice(t: TFunction, language: string, names: readonly string[]): string {
  const quoted = names.map((name) => t("agreementEditor.preview.clauseName", { name }));
  // British English, as the interface writes it: «A, B and C».
  const locale = language === "en" ? "en-GB" : "it-IT";
  const clauses = new Intl.ListFormat(locale, { type: "conjunction" }).format(quoted);
  return t("agreementEditor.preview.clauseGone", { count: names.length, clauses });
}
