import type { Inline, Marks, TextRun } from "./document-model";
import { splitTemplateTokens } from "./placeholders";

/** Inline content as collected from the HTML, before whitespace is collapsed. */
export type RawInline = TextRun | { type: "break" };

// HTML's white space (not U+00A0, which is how an author asks for a space that stays).
const SPACES = /[ \t\n\r\f]+/g;

function sameMarks(a: Marks, b: Marks): boolean {
  return (
    !!a.bold === !!b.bold &&
    !!a.italic === !!b.italic &&
    !!a.underline === !!b.underline &&
    !!a.strike === !!b.strike
  );
}

function marksOf(run: Marks): Marks {
  const marks: Marks = {};
  if (run.bold) marks.bold = true;
  if (run.italic) marks.italic = true;
  if (run.underline) marks.underline = true;
  if (run.strike) marks.strike = true;
  return marks;
}

/** Drops the spaces that end a line: the last text run's trailing space, across empty runs. */
function trimLineEnd(runs: RawInline[]) {
  for (let i = runs.length - 1; i >= 0; i--) {
    const run = runs[i] as RawInline;
    if (run.type !== "text") return;
    run.text = run.text.replace(/ $/, "");
    if (run.text) return;
    runs.splice(i, 1);
  }
}

/**
 * Collapses white space as a browser lays out a block: runs of spaces and newlines become one
 * space, across tag boundaries; none at the start or end of a line. Then placeholders become
 * runs of their own, keeping the formatting around them, and a trailing line break goes.
 */
export function normaliseRuns(raw: RawInline[]): Inline[] {
  const collapsed: RawInline[] = [];
  let atLineStart = true;
  for (const run of raw) {
    if (run.type === "break") {
      trimLineEnd(collapsed);
      collapsed.push(run);
      atLineStart = true;
      continue;
    }
    let text = run.text.replace(SPACES, " ");
    const previous = collapsed.at(-1);
    if (atLineStart || (previous?.type === "text" && previous.text.endsWith(" ")))
      text = text.replace(/^ /, "");
    if (!text) continue;
    collapsed.push({ type: "text", text, ...marksOf(run) });
    atLineStart = false;
  }
  trimLineEnd(collapsed);
  while (collapsed.at(-1)?.type === "break") collapsed.pop();

  const out: Inline[] = [];
  for (const run of collapsed) {
    if (run.type === "break") {
      out.push(run);
      continue;
    }
    const marks = marksOf(run);
    for (const part of splitTemplateTokens(run.text)) {
      if (typeof part !== "string") {
        out.push({ type: "placeholder", placeholder: part, ...marks });
        continue;
      }
      const last = out.at(-1);
      if (last?.type === "text" && sameMarks(last, marks)) last.text += part;
      else out.push({ type: "text", text: part, ...marks });
    }
  }
  return out;
}
