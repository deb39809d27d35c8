import type { Language, TemplateField, TemplateParty } from "@app/contracts";
import type { Block, DocumentModel, Inline, Marks, PlaceholderRun, TextRun } from "./document-model";
import { isLogicPlaceholder, type LogicPlaceholder } from "./placeholders";
import type { FieldValues } from "./validate-field";

/** The runs template logic works on, and what the resolution steps share (docs/decisions/0025). */

export interface TemplateLogicInput {
  fields: TemplateField[];
  values: FieldValues;
  language: Language;
  parties?: readonly TemplateParty[];
}

export type Run = Inline;
export type LogicRun = PlaceholderRun & { placeholder: LogicPlaceholder };

export const isLogicRun = (run: Run): run is LogicRun =>
  run.type === "placeholder" && isLogicPlaceholder(run.placeholder);
export const isMarker = (run: Run): run is LogicRun =>
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
export function hasContent(runs: Run[]): boolean {
  return runs.some(
    (run) =>
      (run.type === "text" && run.text.trim() !== "") ||
      (run.type === "placeholder" &&
        (!isLogicRun(run) || run.placeholder.kind === "term" || run.placeholder.kind === "ref")),
  );
}

export function sameMarks(a: Marks, b: Marks): boolean {
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
export function tidy(runs: Run[]): Run[] {
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

export function withRuns<B extends Block & { children: Inline[] }>(block: B, children: Run[]): B {
  return { ...block, children: tidy(children) };
}

export function textRun(text: string, marks: Marks): TextRun {
  const run: TextRun = { type: "text", text };
  if (marks.bold) run.bold = true;
  if (marks.italic) run.italic = true;
  if (marks.underline) run.underline = true;
  if (marks.strike) run.strike = true;
  return run;
}
