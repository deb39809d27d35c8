import type { TemplateParty } from "@app/contracts";
import type { Block, ListBlock, ListItem, TableBlock, TableRow } from "./document-model";
import { BLANK } from "./format-value";
import {
  hasContent,
  isLogicRun,
  isMarker,
  type LogicRun,
  type Run,
  type TemplateLogicInput,
  textRun,
  withRuns,
} from "./logic-runs";
import { partyTerm } from "./party-terms";

// Step 1 of resolveTemplate (resolve-template.ts): repetition of groups, and the parties' role
// nouns; a condition inside a repetition is told its item, for step 2 to read.

/** The `each` markers inside a block, any depth (kept by block: clones are new blocks). */
const markerCache = new WeakMap<object, Set<Run>>();
function markersIn(block: Block): Set<Run> {
  let found = markerCache.get(block);
  if (found) return found;
  found = new Set();
  const visit = (b: Block) => {
    if (b.type === "heading" || b.type === "paragraph") {
      for (const run of b.children) if (isMarker(run)) (found as Set<Run>).add(run);
    } else if (b.type === "list") for (const item of b.items) for (const inner of item.blocks) visit(inner);
    else if (b.type === "table")
      for (const row of b.rows) for (const cell of row.cells) for (const inner of cell.blocks) visit(inner);
  };
  visit(block);
  markerCache.set(block, found);
  return found;
}
const markersOf = (blocks: Block[]) => {
  const all = new Set<Run>();
  for (const block of blocks) for (const run of markersIn(block)) all.add(run);
  return all;
};

/** Which group item each `{{each::GROUP}}` being repeated stands at. */
type Binding = ReadonlyMap<string, number>;

export class Expander {
  /** Each opener → its closer, matched in reading order. */
  private readonly partner = new Map<Run, Run>();
  /** Markers a repetition of whole blocks, items or rows has taken: they print nothing. */
  private readonly consumed = new Set<Run>();
  private readonly parties: ReadonlyMap<string, TemplateParty>;

  constructor(
    blocks: Block[],
    private readonly input: TemplateLogicInput,
  ) {
    const open: Run[] = [];
    for (const run of markersOf(blocks)) {
      if ((run as LogicRun).placeholder.kind === "each") open.push(run);
      else {
        const opener = open.pop();
        if (opener) this.partner.set(opener, run);
      }
    }
    this.parties = new Map((input.parties ?? []).map((p) => [p.slug, p]));
  }

  private items(opener: Run): number {
    const group = ((opener as LogicRun).placeholder as { group: string }).group;
    const value = this.input.values[group];
    return Array.isArray(value) ? value.length : 0;
  }

  private bind(binding: Binding, opener: Run, index: number): Binding {
    const group = ((opener as LogicRun).placeholder as { group: string }).group;
    return new Map(binding).set(group, index);
  }

  /**
   * The repetition a unit starts: an opener in it whose closer is in a later unit, or (`sole`) a
   * block-level repetition filling this one paragraph. Null when none.
   */
  private startsIn(units: Set<Run>[], index: number): { opener: Run; last: number } | null {
    const here = units[index] as Set<Run>;
    for (const run of here) {
      const closer = this.partner.get(run);
      if (!closer || this.consumed.has(run) || here.has(closer)) continue;
      for (let j = index + 1; j < units.length; j++)
        if ((units[j] as Set<Run>).has(closer)) return { opener: run, last: j };
    }
    return null;
  }

  /** Repeats units (blocks, items or rows) once per item, each copy expanded with its binding. */
  private repeat<U>(
    units: U[],
    opener: Run,
    binding: Binding,
    expand: (units: U[], binding: Binding) => U[],
  ): U[] {
    this.consumed.add(opener);
    this.consumed.add(this.partner.get(opener) as Run);
    const out: U[] = [];
    for (let k = 0; k < this.items(opener); k++) out.push(...expand(units, this.bind(binding, opener, k)));
    return out;
  }

  /** A paragraph wholly one block-level repetition (`<p>{{each::g}}…{{endeach}}</p>`). */
  private soleRepetition(block: Block): Run | null {
    if (block.type !== "paragraph" && block.type !== "heading") return null;
    const runs = block.children.filter((r) => !(r.type === "text" && r.text.trim() === ""));
    const first = runs[0];
    if (!first || !isMarker(first) || first.placeholder.kind !== "each" || first.placeholder.inline)
      return null;
    return this.partner.get(first) === runs.at(-1) && !this.consumed.has(first) ? first : null;
  }

  blocks(blocks: Block[], binding: Binding): Block[] {
    const units = blocks.map(markersIn);
    const out: Block[] = [];
    for (let i = 0; i < blocks.length; i++) {
      const start = this.startsIn(units, i);
      if (start) {
        out.push(
          ...this.repeat(blocks.slice(i, start.last + 1), start.opener, binding, (u, b) => this.blocks(u, b)),
        );
        i = start.last;
        continue;
      }
      const block = blocks[i] as Block;
      const sole = this.soleRepetition(block);
      if (sole) {
        out.push(...this.repeat([block], sole, binding, (u, b) => this.blocks(u, b)));
        continue;
      }
      const expanded = this.block(block, binding);
      if (expanded) out.push(expanded);
    }
    return out;
  }

  private block(block: Block, binding: Binding): Block | null {
    switch (block.type) {
      case "heading":
      case "paragraph": {
        const { runs, touched } = this.runs(block.children, binding);
        if (!touched) return block;
        // A paragraph holding only a condition's marker stays: step 2 needs the marker.
        return hasContent(runs) || runs.some(isLogicRun) ? withRuns(block, runs) : null;
      }
      case "pageBreak":
        return block;
      case "list":
        return this.list(block, binding);
      case "table":
        return this.table(block, binding);
    }
  }

  private list(list: ListBlock, binding: Binding): ListBlock | null {
    const expandItems = (items: ListItem[], b: Binding): ListItem[] => {
      const units = items.map((item) => markersOf(item.blocks));
      const out: ListItem[] = [];
      for (let i = 0; i < items.length; i++) {
        const start = this.startsIn(units, i);
        if (start) {
          out.push(...this.repeat(items.slice(i, start.last + 1), start.opener, b, expandItems));
          i = start.last;
          continue;
        }
        const item = items[i] as ListItem;
        const blocks = this.blocks(item.blocks, b);
        if (blocks.length || !item.blocks.length) out.push({ ...item, blocks });
      }
      return out;
    };
    const items = expandItems(list.items, binding);
    return items.length || !list.items.length ? { ...list, items } : null;
  }

  private table(table: TableBlock, binding: Binding): TableBlock | null {
    const expandRows = (rows: TableRow[], b: Binding): TableRow[] => {
      const units = rows.map((row) => markersOf(row.cells.flatMap((cell) => cell.blocks)));
      const out: TableRow[] = [];
      for (let i = 0; i < rows.length; i++) {
        const start = this.startsIn(units, i);
        if (start) {
          out.push(...this.repeat(rows.slice(i, start.last + 1), start.opener, b, expandRows));
          i = start.last;
          continue;
        }
        const row = rows[i] as TableRow;
        // A repetition from one cell to another of the same row repeats the row.
        const cells = row.cells.map((cell) => markersOf(cell.blocks));
        const here = units[i] as Set<Run>;
        const across = [...here].find((run) => {
          const closer = this.partner.get(run);
          return (
            closer &&
            here.has(closer) &&
            !this.consumed.has(run) &&
            !cells.some((c) => c.has(run) && c.has(closer))
          );
        });
        if (across) {
          out.push(...this.repeat([row], across, b, expandRows));
          continue;
        }
        out.push({
          ...row,
          cells: row.cells.map((cell) => ({ ...cell, blocks: this.blocks(cell.blocks, b) })),
        });
      }
      return out;
    };
    const rows = expandRows(table.rows, binding);
    return rows.length || !table.rows.length ? { ...table, rows } : null;
  }

  /** A paragraph's runs: markers out, inline repetitions joined, item fields bound, terms printed. */
  private runs(children: Run[], binding: Binding): { runs: Run[]; touched: boolean } {
    const out: Run[] = [];
    let touched = false;
    for (let i = 0; i < children.length; i++) {
      const run = children[i] as Run;
      if (run.type !== "placeholder") {
        out.push(run);
        continue;
      }
      const p = run.placeholder;
      if ((p.kind === "if" || p.kind === "elif") && binding.size) {
        out.push({ ...run, placeholder: { ...p, item: [...binding] } });
        touched = true;
        continue;
      }
      if (p.kind === "field" && p.slug.includes(".")) {
        const [group, slug] = p.slug.split(".") as [string, string];
        const index = binding.get(group);
        if (index !== undefined) {
          // Its raw text too: the customise tab writes the resolved text back from `raw`, and a
          // field left as `GROUP.slug` there would print the blank (issue 44).
          const itemSlug = `${group}.${index}.${slug}`;
          out.push({ ...run, placeholder: { ...p, slug: itemSlug, raw: `{{field::${itemSlug}}}` } });
          touched = true;
          continue;
        }
      }
      if (p.kind === "term") {
        const party = this.parties.get(p.party);
        const style = { capital: p.capital, preposition: p.preposition, language: this.input.language };
        // Inside its own group's repetition, the term names that one item: "il Conduttore",
        // "la Conduttrice" under each tenant's signature line, not the whole party's plural.
        const index = binding.get(p.party);
        const items = this.input.values[p.party];
        const values =
          index !== undefined && Array.isArray(items)
            ? { ...this.input.values, [p.party]: items.slice(index, index + 1) }
            : this.input.values;
        const text = party ? partyTerm(party, { fields: this.input.fields, values }, style) : BLANK;
        out.push(textRun(text, run));
        touched = true;
        continue;
      }
      if (p.kind === "each" && !this.consumed.has(run)) {
        const closer = this.partner.get(run);
        const end = closer ? children.indexOf(closer, i + 1) : -1;
        touched = true;
        if (end < 0) continue;
        out.push(...this.inline(children.slice(i + 1, end), run as LogicRun, binding));
        i = end;
        continue;
      }
      if (p.kind === "each" || p.kind === "endeach") {
        touched = true;
        continue;
      }
      out.push(run);
    }
    return { runs: out, touched };
  }

  /** An `each` within a sentence: "A, B e C" (inline) or one line per item. */
  private inline(inner: Run[], opener: LogicRun, binding: Binding): Run[] {
    const count = this.items(opener);
    if (count === 0) return [textRun(BLANK, opener)];
    const inline = opener.placeholder.kind === "each" && opener.placeholder.inline;
    const and = this.input.language === "en" ? " and " : " e ";
    const out: Run[] = [];
    for (let k = 0; k < count; k++) {
      if (k > 0 && inline) out.push(textRun(k === count - 1 ? and : ", ", opener));
      else if (k > 0) out.push({ type: "break" });
      out.push(...this.runs(inner, this.bind(binding, opener, k)).runs);
    }
    return out;
  }
}
