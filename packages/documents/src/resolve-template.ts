import type { Language, TemplateField, TemplateParty } from "@app/contracts";
import type {
  Block,
  DocumentModel,
  Inline,
  ListBlock,
  ListItem,
  Marks,
  PlaceholderRun,
  TableBlock,
  TableRow,
  TextRun,
} from "./document-model";
import { BLANK } from "./format-value";
import { formatOrdinal, itemLabel, type NumberChain } from "./list-numbering";
import { conditionHolds, type LogicValues, logicValues } from "./logic-scope";
import { partyTerm } from "./party-terms";
import { isLogicPlaceholder, type LogicPlaceholder } from "./placeholders";
import type { FieldValues } from "./validity";

/**
 * Issue 32: a template's logic resolved for an agreement's answers, before any writer runs, so
 * HTML, DOCX, PDF, text, the preview, the clause comparison and validity all print the same
 * document (docs/decisions/0025). In order:
 *
 * 1. conditions: `{{if::…}}…{{elif::…}}…{{else}}…{{endif}}` keep the branch whose condition
 *    holds; what they leave empty (a paragraph, a list item, a table row, a list) goes, so a
 *    clause left out leaves no gap in the numbering, which the writers compute from the items;
 * 2. repetition: `{{each::GROUP}}…{{endeach}}` repeats the blocks, list items or table rows it
 *    spans (or the paragraph it fills) once per item, `{{field::GROUP.slug}}` becoming
 *    `{{field::GROUP.INDEX.slug}}`; `{{each::GROUP::inline}}` joins the items in the sentence;
 * 3. `{{term::PARTY}}` becomes the role noun, `{{ref::LABEL}}` the labelled clause's number.
 *
 * It never throws: a marker without its partner prints nothing, a reference to no clause and an
 * unknown party print the blank. A model without logic comes back as it is.
 */

export interface TemplateLogicInput {
  fields: TemplateField[];
  values: FieldValues;
  language: Language;
  parties?: readonly TemplateParty[];
}

type Run = Inline;
type LogicRun = PlaceholderRun & { placeholder: LogicPlaceholder };

const isLogicRun = (run: Run): run is LogicRun =>
  run.type === "placeholder" && isLogicPlaceholder(run.placeholder);
const isMarker = (run: Run): run is LogicRun =>
  isLogicRun(run) && (run.placeholder.kind === "each" || run.placeholder.kind === "endeach");

/** Whether the model holds template logic or clause labels at all. */
export function hasTemplateLogic(model: DocumentModel): boolean {
  let found = false;
  const visit = (blocks: Block[]) => {
    for (const block of blocks) {
      if (found) return;
      if (block.type === "heading" || block.type === "paragraph") found = block.children.some(isLogicRun);
      else if (block.type === "list")
        for (const item of block.items) {
          if (item.clause) found = true;
          visit(item.blocks);
        }
      else if (block.type === "table")
        for (const row of block.rows) for (const cell of row.cells) visit(cell.blocks);
    }
  };
  visit(model.blocks);
  return found;
}

/** Whether runs print anything: text that is not blank, a placeholder other than a marker. */
function hasContent(runs: Run[]): boolean {
  return runs.some(
    (run) =>
      (run.type === "text" && run.text.trim() !== "") ||
      (run.type === "placeholder" &&
        (!isLogicRun(run) || run.placeholder.kind === "term" || run.placeholder.kind === "ref")),
  );
}

function sameMarks(a: Marks, b: Marks): boolean {
  return (
    !!a.bold === !!b.bold &&
    !!a.italic === !!b.italic &&
    !!a.underline === !!b.underline &&
    !!a.strike === !!b.strike
  );
}

/**
 * Runs where logic was taken out: neighbouring texts joined, the space doubled where a marker
 * stood made one, none at the start or end of a line, as the parser leaves any paragraph.
 */
function tidy(runs: Run[]): Run[] {
  const out: Run[] = [];
  for (const run of runs) {
    if (run.type !== "text") {
      out.push(run);
      continue;
    }
    const last = out.at(-1);
    let text = run.text;
    const atLineStart = !last || last.type === "break";
    if (atLineStart || (last?.type === "text" && last.text.endsWith(" "))) text = text.replace(/^ +/, "");
    if (!text) continue;
    if (last?.type === "text" && sameMarks(last, run)) last.text += text;
    else out.push({ ...run, text });
  }
  for (let i = out.length - 1; i >= 0; i--) {
    const run = out[i] as Run;
    if (run.type !== "text") break;
    run.text = run.text.replace(/ +$/, "");
    if (run.text) break;
    out.splice(i, 1);
  }
  return out;
}

function withRuns<B extends Block & { children: Inline[] }>(block: B, children: Run[]): B {
  return { ...block, children: tidy(children) };
}

// ——— 1. Conditions ———

class Conditions {
  private readonly stack: { parentActive: boolean; taken: boolean; active: boolean }[] = [];
  constructor(private readonly values: LogicValues) {}

  get active(): boolean {
    return this.stack.at(-1)?.active ?? true;
  }

  /** Takes a condition marker; false for any other run. */
  take(run: Run): boolean {
    if (!isLogicRun(run)) return false;
    const p = run.placeholder;
    const frame = this.stack.at(-1);
    switch (p.kind) {
      case "if": {
        const parentActive = this.active;
        const holds = parentActive && conditionHolds(p.expression, this.values);
        this.stack.push({ parentActive, taken: holds, active: holds });
        return true;
      }
      case "elif":
        if (frame) {
          const holds = !frame.taken && frame.parentActive && conditionHolds(p.expression, this.values);
          frame.active = holds;
          frame.taken ||= holds;
        }
        return true;
      case "else":
        if (frame) {
          frame.active = frame.parentActive && !frame.taken;
          frame.taken = true;
        }
        return true;
      case "endif":
        this.stack.pop();
        return true;
      default:
        return false;
    }
  }
}

function filterRuns(runs: Run[], conditions: Conditions): { runs: Run[]; touched: boolean } {
  const kept: Run[] = [];
  let touched = false;
  for (const run of runs) {
    if (conditions.take(run)) touched = true;
    else if (conditions.active) kept.push(run);
    else touched = true;
  }
  return { runs: kept, touched };
}

function filterBlocks(blocks: Block[], conditions: Conditions): Block[] {
  const out: Block[] = [];
  for (const block of blocks) {
    const filtered = filterBlock(block, conditions);
    if (filtered) out.push(filtered);
  }
  return out;
}

function filterBlock(block: Block, conditions: Conditions): Block | null {
  switch (block.type) {
    case "heading":
    case "paragraph": {
      const activeBefore = conditions.active;
      const { runs, touched } = filterRuns(block.children, conditions);
      if (!touched) return activeBefore ? block : null;
      return hasContent(runs) ? withRuns(block, runs) : null;
    }
    case "pageBreak":
      return conditions.active ? block : null;
    case "list": {
      const items: ListItem[] = [];
      for (const item of block.items) {
        const activeBefore = conditions.active;
        const blocks = filterBlocks(item.blocks, conditions);
        if (item.blocks.length ? blocks.length : activeBefore) items.push({ ...item, blocks });
      }
      return items.length || !block.items.length ? { ...block, items } : null;
    }
    case "table": {
      const rows: TableRow[] = [];
      for (const row of block.rows) {
        let emptied = true;
        const cells = row.cells.map((cell) => {
          const blocks = filterBlocks(cell.blocks, conditions);
          if (blocks.length || !cell.blocks.length) emptied = false;
          return { ...cell, blocks };
        });
        if (!emptied || !row.cells.length) rows.push({ ...row, cells });
      }
      return rows.length || !block.rows.length ? { ...block, rows } : null;
    }
  }
}

// ——— 2. Repetition, terms ———

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

class Expander {
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
        return hasContent(runs) ? withRuns(block, runs) : null;
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
      if (p.kind === "field" && p.slug.includes(".")) {
        const [group, slug] = p.slug.split(".") as [string, string];
        const index = binding.get(group);
        if (index !== undefined) {
          out.push({ ...run, placeholder: { ...p, slug: `${group}.${index}.${slug}`, raw: p.raw } });
          touched = true;
          continue;
        }
      }
      if (p.kind === "term") {
        const party = this.parties.get(p.party);
        const text = party ? partyTerm(party, this.input, p.capital) : BLANK;
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

function textRun(text: string, marks: Marks): TextRun {
  const run: TextRun = { type: "text", text };
  if (marks.bold) run.bold = true;
  if (marks.italic) run.italic = true;
  if (marks.underline) run.underline = true;
  if (marks.strike) run.strike = true;
  return run;
}

// ——— 3. References ———

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

function printRefs(blocks: Block[], numbers: ReadonlyMap<string, string>): Block[] {
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

/** The document this agreement's answers call for: no logic left, for every writer. */
export function resolveTemplate(model: DocumentModel, input: TemplateLogicInput): DocumentModel {
  if (!hasTemplateLogic(model)) return model;
  const conditioned = filterBlocks(model.blocks, new Conditions(logicValues(input.fields, input.values)));
  const expanded = new Expander(conditioned, input).blocks(conditioned, new Map());
  return { blocks: printRefs(expanded, clauseNumbers(expanded)) };
}
