import type { Language } from "@app/contracts";
import type { Block, DocumentModel, Inline, ListItem } from "./document-model";
import { itemLabel, type NumberChain } from "./list-numbering";
import type { TemplatePlaceholder } from "./placeholders";

/**
 * A template body read as the editors see it (issue 44): every token in reading order, each with
 * the paragraph, heading, clause or table cell it stands in and the words around it. Read from
 * the document model, never from the HTML's characters, so the screen's live check and the
 * server's (which reads the body once sanitised, a few characters longer or shorter) place a
 * problem alike.
 */

export interface TemplateLocation {
  /** A numbered clause (an ordered list's item), a heading, a paragraph, a table's cell. */
  kind: "clause" | "heading" | "paragraph" | "cell";
  /**
   * The clause's number as the editor and the writers print it ("3", "2.1", "b"); a heading's
   * or a paragraph's count from the top, one count each; a cell's table, row and column ("1.2.3").
   */
  number: string;
  /** The last words before the token in its block, as written; "" at the block's start. */
  before: string;
  /** The first words after it; "" at the block's end. */
  after: string;
}

/** What the body holds, in reading order. */
export type ScanEvent =
  | { type: "token"; token: TemplatePlaceholder; location: TemplateLocation }
  /** Logic written wrongly (`{{if}}`, `{{each::Conduttori}}`): it stays text, as written. */
  | { type: "malformed"; raw: string; location: TemplateLocation }
  /** Text a reader would see (not only spaces). */
  | { type: "text" }
  | { type: "clause-start"; label: string; location: TemplateLocation }
  | { type: "clause-end"; label: string };

// Logic written wrongly: the kind is right, the rest is not (`{{if}}`, `{{each::Conduttori}}`).
const LOOSE = /\{\{\s*(field|note|link|mementolink|if|elif|else|endif|each|endeach|term|ref)\b[^{}]*\}\}/g;

/** How many words around a token a location quotes. */
const WORDS = 4;
/** How far a location reads around a token: a long block is not split whole for each of its tokens. */
const REACH = 400;
/** The most a location quotes on either side: tokens written without spaces make one long "word". */
const QUOTED = 60;

function wordsBefore(text: string, end: number): string {
  const start = Math.max(0, end - REACH);
  const words = text.slice(start, end).trim().split(/\s+/).filter(Boolean);
  const kept = words.slice(-WORDS).join(" ");
  if (kept.length > QUOTED) return `…${kept.slice(-QUOTED)}`;
  return words.length > WORDS || start > 0 ? `…${kept}` : kept;
}

function wordsAfter(text: string, start: number): string {
  const end = Math.min(text.length, start + REACH);
  const words = text.slice(start, end).trim().split(/\s+/).filter(Boolean);
  const kept = words.slice(0, WORDS).join(" ");
  if (kept.length > QUOTED) return `${kept.slice(0, QUOTED)}…`;
  return words.length > WORDS || end < text.length ? `${kept}…` : kept;
}

/**
 * How a placeholder reads among the words around another: a field by its label, as its chip
 * shows it on the editors' screen; anything else as written.
 */
export type TokenWords = (token: TemplatePlaceholder) => string;

/** A block's runs as one text, each placeholder as it reads, with where each placeholder stands. */
function blockText(children: Inline[], words: TokenWords) {
  let text = "";
  const placeholders: { token: TemplatePlaceholder; from: number; to: number }[] = [];
  const texts: { from: number; to: number }[] = [];
  for (const run of children) {
    if (run.type === "break") text += " ";
    else if (run.type === "text") {
      texts.push({ from: text.length, to: text.length + run.text.length });
      text += run.text;
    } else {
      const from = text.length;
      text += words(run.placeholder);
      placeholders.push({ token: run.placeholder, from, to: text.length });
    }
  }
  return { text, placeholders, texts };
}

class Scanner {
  readonly events: ScanEvent[] = [];
  private readonly counts = { heading: 0, paragraph: 0, table: 0 };

  constructor(private readonly words: TokenWords) {}

  blocks(blocks: Block[], clause: string | null, depth: number, chain: NumberChain) {
    for (const block of blocks) {
      switch (block.type) {
        case "heading":
        case "paragraph": {
          const kind = clause === null ? block.type : "clause";
          const number = clause ?? String(++this.counts[block.type]);
          this.inline(block.children, kind, number);
          break;
        }
        case "list":
          block.items.forEach((item, index) => {
            const label = itemLabel(block, index, depth, chain);
            const number = block.ordered ? label.label.replace(/[.)]$/, "") : clause;
            this.item(item, number, depth + 1, label.chain);
          });
          break;
        case "table": {
          const table = ++this.counts.table;
          block.rows.forEach((row, r) => {
            row.cells.forEach((cell, c) => {
              this.cell(cell.blocks, `${table}.${r + 1}.${c + 1}`);
            });
          });
          break;
        }
        default:
          break;
      }
    }
  }

  private item(item: ListItem, number: string | null, depth: number, chain: NumberChain) {
    const label = item.clause;
    if (label)
      this.events.push({
        type: "clause-start",
        label,
        location: {
          kind: number === null ? "paragraph" : "clause",
          number: number ?? "",
          before: "",
          after: "",
        },
      });
    this.blocks(item.blocks, number, depth, chain);
    if (label) this.events.push({ type: "clause-end", label });
  }

  private cell(blocks: Block[], number: string) {
    for (const block of blocks) {
      if (block.type === "heading" || block.type === "paragraph") this.inline(block.children, "cell", number);
      // A list or a table inside a cell: its own clauses, numbered afresh as the writers do.
      else this.blocks([block], null, 0, null);
    }
  }

  private inline(children: Inline[], kind: TemplateLocation["kind"], number: string) {
    const { text, placeholders, texts } = blockText(children, this.words);
    const at = (from: number, to: number): TemplateLocation => ({
      kind,
      number,
      before: wordsBefore(text, from),
      after: wordsAfter(text, to),
    });
    const found: { from: number; event: ScanEvent }[] = placeholders.map((p) => ({
      from: p.from,
      event: { type: "token", token: p.token, location: at(p.from, p.to) },
    }));
    for (const span of texts) {
      const own = text.slice(span.from, span.to);
      if (own.trim()) found.push({ from: span.from, event: { type: "text" } });
      for (const match of own.matchAll(LOOSE)) {
        const from = span.from + match.index;
        found.push({
          from,
          event: { type: "malformed", raw: match[0], location: at(from, from + match[0].length) },
        });
      }
    }
    // Reading order; at one offset, the text's presence before what it holds.
    found.sort((a, b) => a.from - b.from || (a.event.type === "text" ? -1 : 0));
    for (const { event } of found) this.events.push(event);
  }
}

/** The body's tokens, text and labelled clauses, in reading order. */
export function scanTemplate(model: DocumentModel, words: TokenWords = (token) => token.raw): ScanEvent[] {
  const scanner = new Scanner(words);
  scanner.blocks(model.blocks, null, 0, null);
  return scanner.events;
}

const WHERE: Record<Language, Record<TemplateLocation["kind"], string>> = {
  it: {
    clause: "clausola {number}",
    heading: "titolo {number}",
    paragraph: "paragrafo {number}",
    cell: "tabella {table}, riga {row}, colonna {column}",
  },
  en: {
    clause: "clause {number}",
    heading: "heading {number}",
    paragraph: "paragraph {number}",
    cell: "table {table}, row {row}, column {column}",
  },
};

const AROUND: Record<Language, { between: string; after: string; before: string }> = {
  it: { between: "tra «{before}» e «{after}»", after: "dopo «{before}»", before: "prima di «{after}»" },
  en: { between: "between “{before}” and “{after}”", after: "after “{before}”", before: "before “{after}”" },
};

/**
 * Where a token stands, in words: «clausola 3, tra «da restituire» e «entro il»», «paragrafo 2,
 * prima di «Il comodante»». One sentence for the screen and the server alike.
 */
export function describeLocation(location: TemplateLocation, language: Language): string {
  const [table, row, column] = location.number.split(".");
  const where = WHERE[language][location.kind]
    .replace("{number}", location.number)
    .replace("{table}", table ?? "")
    .replace("{row}", row ?? "")
    .replace("{column}", column ?? "");
  const { before, after } = location;
  const around = AROUND[language];
  const words = before && after ? around.between : before ? around.after : after ? around.before : "";
  if (!words) return where;
  return `${where}, ${words.replace("{before}", before).replace("{after}", after)}`;
}
