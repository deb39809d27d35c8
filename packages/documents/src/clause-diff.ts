import type { ClauseChange, ClauseChangeStatus, PrintedClause, DiffSegment as Segment } from "@app/contracts";
import { diffArrays, diffWordsWithSpace } from "diff";
import type { Block, DocumentModel, Inline } from "./document-model";
import { itemLabel } from "./list-numbering";
import type { RenderContext } from "./render-context";
import { blocksText, inlineText } from "./to-plain-text";

/**
 * Two versions of a contract compared clause by clause (issue 18), both printed with the same
 * contract's values: what the editors changed is what the customer reads, not placeholders.
 */

/**
 * A clause as printed ("4." and "Canone." of an article, or a paragraph of the preamble), with
 * what identifies it across versions: its heading, or for an untitled block its text.
 */
export interface Clause extends PrintedClause {
  key: string;
}

/** Headings compare whatever their case, spacing and closing full stop. */
const normalise = (text: string) =>
  text
    .normalize("NFC")
    .toLocaleLowerCase("it")
    .replace(/\s+/g, " ")
    .replace(/[\s.:;,–—-]+$/u, "")
    .trim();

/** The bold text runs an article opens with ("Canone."): its heading; none when it has none. */
export function leadingBoldRuns(children: Inline[]): Inline[] {
  const bold: Inline[] = [];
  for (const run of children) {
    if (run.type === "text" && run.text.trim() === "" && bold.length === 0) continue;
    if (run.type !== "text" || !run.bold) break;
    bold.push(run);
  }
  return bold;
}

const leadingBold = (children: Inline[], ctx: RenderContext) =>
  inlineText(leadingBoldRuns(children), ctx).trim();

function firstInlines(blocks: Block[]): Inline[] {
  const first = blocks[0];
  if (!first) return [];
  if (first.type === "paragraph" || first.type === "heading") return first.children;
  return [];
}

function clause(label: string | null, title: string, text: string): Clause {
  return { key: title ? `t:${normalise(title)}` : `p:${normalise(text)}`, label, title, text };
}

/**
 * The document's clauses in reading order: each item of a top-level list (an article, its
 * number as printed), each heading, paragraph and table outside lists. Empty blocks are left out.
 */
export function documentClauses(model: DocumentModel, ctx: RenderContext): Clause[] {
  const clauses: Clause[] = [];
  for (const block of model.blocks) {
    if (block.type === "list") {
      block.items.forEach((item, index) => {
        const { label, chain } = itemLabel(block, index, 0, null);
        const text = blocksText(item.blocks, ctx, 1, chain, "\n").trim();
        if (text) clauses.push(clause(label, leadingBold(firstInlines(item.blocks), ctx), text));
      });
      continue;
    }
    if (block.type === "pageBreak") continue;
    const text = blocksText([block], ctx, 0, null, "\n").trim();
    if (!text) continue;
    clauses.push(
      clause(null, block.type === "heading" ? text : leadingBold(firstInlines([block]), ctx), text),
    );
  }
  return clauses;
}

/** Word by word, with adjacent runs of the same kind joined. */
export function wordDiff(oldText: string, newText: string): Segment[] {
  const segments: Segment[] = [];
  for (const part of diffWordsWithSpace(oldText, newText)) {
    const op = part.added ? "insert" : part.removed ? "delete" : "equal";
    const last = segments.at(-1);
    if (last?.op === op) last.text += part.value;
    else segments.push({ op, text: part.value });
  }
  return segments;
}

/** The share of the longer text both keep (0 to 1). */
function similarity(segments: Segment[], a: string, b: string): number {
  const kept = segments.filter((s) => s.op === "equal").reduce((n, s) => n + s.text.trim().length, 0);
  return kept / Math.max(1, a.length, b.length);
}

const strip = ({ key: _key, ...printed }: Clause) => printed;

function pair(status: ClauseChangeStatus, before: Clause, after: Clause): ClauseChange {
  const same = before.text === after.text;
  return {
    status: same && status === "changed" ? "same" : status,
    old: strip(before),
    new: strip(after),
    segments: same ? [{ op: "equal", text: after.text }] : wordDiff(before.text, after.text),
  };
}

/** Below this share of words kept, a replaced clause reads as one deleted and one inserted. */
const SAME_CLAUSE = 0.5;

/**
 * Aligns two versions' clauses: clauses keep their identity by heading (or, untitled, by text),
 * in the longest common order; a clause found elsewhere is moved; a clause replaced in place by
 * one with another heading but mostly the same words is changed; the rest are inserted or
 * deleted. The result follows the new version's order, deleted clauses where they stood.
 */
export function diffClauses(before: Clause[], after: Clause[]): ClauseChange[] {
  type Entry = { status: "common" | "deleted" | "inserted"; old?: Clause; new?: Clause };
  const entries: Entry[] = [];
  let i = 0;
  let j = 0;
  for (const part of diffArrays(
    before.map((c) => c.key),
    after.map((c) => c.key),
  )) {
    for (let k = 0; k < part.count; k++) {
      if (part.added) entries.push({ status: "inserted", new: after[j++] });
      else if (part.removed) entries.push({ status: "deleted", old: before[i++] });
      else entries.push({ status: "common", old: before[i++], new: after[j++] });
    }
  }

  const result: (ClauseChange | null)[] = [];
  const deletedAt = new Map<string, number>();
  const insertedAt = new Map<string, number>();
  for (const entry of entries) {
    if (entry.status === "common" && entry.old && entry.new)
      result.push(pair("changed", entry.old, entry.new));
    else if (entry.status === "deleted" && entry.old) {
      deletedAt.set(entry.old.key, result.length);
      result.push({
        status: "deleted",
        old: strip(entry.old),
        new: null,
        segments: [{ op: "delete", text: entry.old.text }],
      });
    } else if (entry.new) {
      insertedAt.set(entry.new.key, result.length);
      result.push({
        status: "inserted",
        old: null,
        new: strip(entry.new),
        segments: [{ op: "insert", text: entry.new.text }],
      });
    }
  }
  const byKey = (list: Clause[]) => new Map(list.map((c) => [c.key, c]));
  const olds = byKey(before);
  const news = byKey(after);

  // The same heading deleted here and inserted there: moved, shown where it now stands.
  for (const [key, at] of insertedAt) {
    const from = deletedAt.get(key);
    const was = olds.get(key);
    const now = news.get(key);
    if (from === undefined || !was || !now) continue;
    result[at] = pair("moved", was, now);
    result[from] = null;
    deletedAt.delete(key);
    insertedAt.delete(key);
  }

  // Clauses deleted right before as many inserted, mostly the same words: changed in place.
  const compact = result.filter((c): c is ClauseChange => c !== null);
  const out: ClauseChange[] = [];
  for (let k = 0; k < compact.length; ) {
    const deleted: ClauseChange[] = [];
    while (compact[k]?.status === "deleted") deleted.push(compact[k++] as ClauseChange);
    const inserted: ClauseChange[] = [];
    while (deleted.length && compact[k]?.status === "inserted") inserted.push(compact[k++] as ClauseChange);
    if (deleted.length === 0) {
      out.push(compact[k++] as ClauseChange);
      continue;
    }
    const paired = deleted.map((removed, x) => {
      const added = inserted[x];
      if (!added?.new || !removed.old) return null;
      const segments = wordDiff(removed.old.text, added.new.text);
      return similarity(segments, removed.old.text, added.new.text) >= SAME_CLAUSE
        ? ({ status: "changed", old: removed.old, new: added.new, segments } as ClauseChange)
        : null;
    });
    out.push(...deleted.map((removed, x) => paired[x] ?? removed));
    out.push(...inserted.filter((_, x) => !paired[x]));
  }
  return out;
}

/** How many clauses changed in each way. */
export function countChanges(changes: ClauseChange[]) {
  const counts = { changed: 0, inserted: 0, deleted: 0, moved: 0 };
  for (const change of changes) if (change.status !== "same") counts[change.status] += 1;
  return counts;
}
