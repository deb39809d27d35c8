import type { Inline, Marks, Placeholder } from "@app/documents";

/**
 * A paragraph as the customer edits it in a plain text box (no rich-text library in the app):
 * `**bold**`, `*italic*`, a line break per line, and every placeholder as `[[its label]]`, a
 * token that stays linked to the field (or note, or link) and shows its value once applied.
 * A blank line starts a new paragraph. `\` keeps a `*` or `[[` literal.
 * Underline and strike-through have no notation here: a paragraph rewritten loses them.
 */

/** The readable name of a placeholder in the text box. */
export type PlaceholderLabel = (placeholder: Placeholder) => string;

const escapeText = (text: string) =>
  text.replace(/\\/g, "\\\\").replace(/\*/g, "\\*").replace(/\[\[/g, "\\[[");

interface Open {
  bold: boolean;
  italic: boolean;
}

/**
 * The markers that switch from one formatting to the next: `**` toggles bold, `*` italic, `***`
 * both. Only what changes is written, so a run of asterisks is never ambiguous.
 */
function toggles(from: Open, to: Open): string {
  return (from.bold !== to.bold ? "**" : "") + (from.italic !== to.italic ? "*" : "");
}

/** Writes a paragraph's runs as editable text. */
export function runsToText(children: readonly Inline[], labelOf: PlaceholderLabel): string {
  let out = "";
  let open: Open = { bold: false, italic: false };
  const plain: Open = { bold: false, italic: false };
  for (const run of children) {
    if (run.type === "break") {
      // Each line closes what it opened: easier to read and to edit line by line.
      out += `${toggles(open, plain)}\n`;
      open = plain;
      continue;
    }
    const next: Open = { bold: !!run.bold, italic: !!run.italic };
    out += toggles(open, next);
    open = next;
    out += run.type === "text" ? escapeText(run.text) : `[[${labelOf(run.placeholder)}]]`;
  }
  return out + toggles(open, plain);
}

/** Finds the placeholder a `[[label]]` token names; null when nothing has that name. */
export type PlaceholderLookup = (label: string) => Placeholder | null;

export interface ParsedParagraphs {
  /** One run list per paragraph (a blank line separates them); empty paragraphs are dropped. */
  paragraphs: Inline[][];
  /** Tokens that name nothing: the text cannot be applied until they are fixed. */
  unknown: string[];
}

function pushText(runs: Inline[], text: string, marks: Marks) {
  const last = runs.at(-1);
  if (last?.type === "text" && !!last.bold === !!marks.bold && !!last.italic === !!marks.italic)
    last.text += text;
  else runs.push({ type: "text", text, ...marks });
}

function marksOf(state: Open): Marks {
  return { ...(state.bold ? { bold: true } : {}), ...(state.italic ? { italic: true } : {}) };
}

function parseParagraph(text: string, lookup: PlaceholderLookup, unknown: string[]): Inline[] {
  const runs: Inline[] = [];
  const state: Open = { bold: false, italic: false };
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === "\\" && i + 1 < text.length) {
      const next = text.startsWith("[[", i + 1) ? "[[" : (text[i + 1] as string);
      pushText(runs, next, marksOf(state));
      i += 1 + next.length;
    } else if (text.startsWith("[[", i) && text.indexOf("]]", i + 2) > 0) {
      const end = text.indexOf("]]", i + 2);
      const label = text.slice(i + 2, end);
      const placeholder = lookup(label);
      if (placeholder) runs.push({ type: "placeholder", placeholder, ...marksOf(state) });
      else {
        unknown.push(label);
        pushText(runs, `[[${label}]]`, marksOf(state));
      }
      i = end + 2;
    } else if (c === "*") {
      // A run of asterisks: 1 toggles italic, 2 bold, 3 both (longer runs in threes).
      let n = 0;
      while (text[i + n] === "*") n += 1;
      i += n;
      while (n > 0) {
        const chunk = Math.min(n, 3);
        if (chunk !== 2) state.italic = !state.italic;
        if (chunk >= 2) state.bold = !state.bold;
        n -= chunk;
      }
    } else if (c === "\n") {
      runs.push({ type: "break" });
      i += 1;
    } else {
      pushText(runs, c, marksOf(state));
      i += 1;
    }
  }
  // Spaces that end a line or the paragraph would be dropped by HTML anyway.
  return trimRuns(runs);
}

function trimRuns(runs: Inline[]): Inline[] {
  const out: Inline[] = [];
  for (const run of runs) {
    if (run.type === "break") {
      const last = out.at(-1);
      if (last?.type === "text") last.text = last.text.replace(/[ \t]+$/, "");
    }
    out.push(run);
  }
  const first = out[0];
  if (first?.type === "text") first.text = first.text.replace(/^[ \t]+/, "");
  const last = out.at(-1);
  if (last?.type === "text") last.text = last.text.replace(/[ \t]+$/, "");
  while (out.at(-1)?.type === "break") out.pop();
  return out.filter((run) => run.type !== "text" || run.text !== "");
}

/** Reads the text box back into paragraphs of runs. */
export function textToParagraphs(text: string, lookup: PlaceholderLookup): ParsedParagraphs {
  const unknown: string[] = [];
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((chunk) => parseParagraph(chunk.replace(/^\n+|\n+$/g, ""), lookup, unknown))
    .filter((runs) => runs.length > 0);
  return { paragraphs, unknown };
}
