import { calcMessage, compile } from "@app/calc";
import type { Language, TemplateField, TemplateParty } from "@app/contracts";
import type { Block } from "./document-model";
import { parseHtml } from "./parse-html";
import { isLogicPlaceholder, splitTemplateTokens, type TemplatePlaceholder } from "./placeholders";

/**
 * A template body checked when it is saved (issue 32): what would print wrong or not at all.
 * Each problem names the placeholder as written and where it stands (its character offset in the
 * body, from 1), in Italian or English. Whatever the body, it answers a list and never throws.
 */

export type TemplateCheckCode =
  | "malformed"
  | "unknown_field"
  | "unknown_note"
  | "unknown_group"
  | "unknown_party"
  | "outside_each"
  | "unbalanced"
  | "unknown_label"
  | "duplicate_label"
  | "expression";

export interface TemplateCheckIssue {
  code: TemplateCheckCode;
  /** The placeholder as written, `{{endif}}`. */
  placeholder: string;
  /** Where it starts in the body: 1 is the first character. */
  position: number;
  message: string;
}

/** What a body may cite: the template's fields (groups with their item fields), notes, parties. */
export interface TemplateCheckContext {
  fields: readonly Pick<TemplateField, "slug" | "type" | "fields">[];
  notes?: readonly { slug: string }[];
  parties?: readonly Pick<TemplateParty, "slug">[];
}

const MESSAGES: Record<Language, Record<TemplateCheckCode, string>> = {
  it: {
    malformed: "Il segnaposto {placeholder} (posizione {position}) non è scritto correttamente",
    unknown_field: "Il segnaposto {placeholder} (posizione {position}) cita un campo che il modello non ha",
    unknown_note: "Il segnaposto {placeholder} (posizione {position}) cita una nota che il modello non ha",
    unknown_group:
      "Il segnaposto {placeholder} (posizione {position}) non cita un gruppo ripetibile del modello",
    unknown_party: "Il segnaposto {placeholder} (posizione {position}) cita una parte che il modello non ha",
    outside_each:
      "Il segnaposto {placeholder} (posizione {position}) cita un campo del gruppo {detail} fuori da {{each::{detail}}}",
    unbalanced: "Il segnaposto {placeholder} (posizione {position}) {detail}",
    unknown_label:
      "Il segnaposto {placeholder} (posizione {position}) rinvia a una clausola che nessun articolo porta",
    duplicate_label: "L'etichetta {placeholder} è data a più di una clausola",
    expression: "La condizione di {placeholder} (posizione {position}) non è valida: {detail}",
  },
  en: {
    malformed: "The placeholder {placeholder} (position {position}) is not well formed",
    unknown_field:
      "The placeholder {placeholder} (position {position}) cites a field the template does not have",
    unknown_note:
      "The placeholder {placeholder} (position {position}) cites a note the template does not have",
    unknown_group:
      "The placeholder {placeholder} (position {position}) does not cite a repeating group of the template",
    unknown_party:
      "The placeholder {placeholder} (position {position}) cites a party the template does not have",
    outside_each:
      "The placeholder {placeholder} (position {position}) cites a field of the group {detail} outside {{each::{detail}}}",
    unbalanced: "The placeholder {placeholder} (position {position}) {detail}",
    unknown_label:
      "The placeholder {placeholder} (position {position}) refers to a clause no article is labelled with",
    duplicate_label: "The label {placeholder} is given to more than one clause",
    expression: "The condition of {placeholder} (position {position}) is not valid: {detail}",
  },
};

/**
 * How deep blocks may nest. A contract needs two or three levels; a body nesting thousands (a
 * pasted or hostile text) would exhaust the stack of every writer that resolves it.
 */
export const MAX_LOGIC_DEPTH = 16;

const BALANCE: Record<Language, Record<string, string>> = {
  it: {
    unopened: "non chiude né continua alcun blocco aperto",
    unclosed: "apre un blocco che non è chiuso",
    afterElse: "viene dopo {{else}} nella stessa condizione",
    crossing: "chiude un blocco aperto dentro un altro ancora aperto",
    tooDeep: `apre un blocco dentro altri ${MAX_LOGIC_DEPTH}: semplifica le condizioni annidate`,
  },
  en: {
    unopened: "closes or continues no open block",
    unclosed: "opens a block that is never closed",
    afterElse: "comes after {{else}} in the same condition",
    crossing: "closes a block opened inside another still open",
    tooDeep: `opens a block inside ${MAX_LOGIC_DEPTH} others: simplify the nested conditions`,
  },
};

function message(
  language: Language,
  code: TemplateCheckCode,
  placeholder: string,
  position: number,
  detail = "",
) {
  return MESSAGES[language][code]
    .replace("{placeholder}", placeholder)
    .replace("{position}", String(position))
    .replaceAll("{detail}", detail);
}

// Logic written wrongly: the kind is right, the rest is not (`{{if}}`, `{{each::Conduttori}}`).
const LOOSE = /\{\{\s*(field|note|link|mementolink|if|elif|else|endif|each|endeach|term|ref)\b[^{}]*\}\}/g;

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  "#39": "'",
};
/** The body's text as the parser reads it, for placeholders typed with `&gt;` in their conditions. */
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name) => ENTITIES[name] ?? "");

interface Located {
  token: TemplatePlaceholder;
  position: number;
}

/** Every well-formed token of the body with its offset; the malformed ones apart. */
function scan(body: string): { tokens: Located[]; malformed: { raw: string; position: number }[] } {
  const tokens: Located[] = [];
  const malformed: { raw: string; position: number }[] = [];
  for (const match of body.matchAll(LOOSE)) {
    const raw = decode(match[0]);
    const [token] = splitTemplateTokens(raw);
    const position = match.index + 1;
    if (!token || typeof token === "string" || token.raw !== raw) malformed.push({ raw: match[0], position });
    else tokens.push({ token, position });
  }
  return { tokens, malformed };
}

function clauseLabels(blocks: Block[], into: string[]) {
  for (const block of blocks) {
    if (block.type === "list")
      for (const item of block.items) {
        if (item.clause) into.push(item.clause);
        clauseLabels(item.blocks, into);
      }
    else if (block.type === "table")
      for (const row of block.rows) for (const cell of row.cells) clauseLabels(cell.blocks, into);
  }
  return into;
}

type Frame = { token: Located; kind: "if" | "each"; sawElse: boolean; group?: string };

/** The body's problems, in order of position; empty when it is well formed. */
export function checkTemplate(
  body: string,
  context: TemplateCheckContext,
  language: Language = "it",
): TemplateCheckIssue[] {
  const issues: TemplateCheckIssue[] = [];
  const add = (code: TemplateCheckCode, at: { raw: string; position: number }, detail?: string) =>
    issues.push({
      code,
      placeholder: at.raw,
      position: at.position,
      message: message(language, code, at.raw, at.position, detail),
    });
  const { tokens, malformed } = scan(body);
  for (const bad of malformed) add("malformed", bad);

  const fields = new Map(context.fields.map((f) => [f.slug, f]));
  const names = context.fields.map((f) => f.slug);
  const notes = new Set((context.notes ?? []).map((n) => n.slug));
  const parties = new Set((context.parties ?? []).map((p) => p.slug));
  const labels = clauseLabels(parseHtml(body).blocks, []);
  const stack: Frame[] = [];
  const unbalanced = (at: Located, reason: string) =>
    add("unbalanced", { raw: at.token.raw, position: at.position }, BALANCE[language][reason]);

  for (const located of tokens) {
    const { token } = located;
    const at = { raw: token.raw, position: located.position };
    if (!isLogicPlaceholder(token)) {
      if (token.kind === "note" && !notes.has(token.slug)) add("unknown_note", at);
      if (token.kind !== "field") continue;
      const [slug, itemSlug, ...rest] = token.slug.split(".");
      const field = fields.get(slug ?? "");
      if (itemSlug === undefined) {
        if (!field || field.type === "group") add("unknown_field", at);
      } else if (rest.length || field?.type !== "group" || !field.fields?.some((f) => f.slug === itemSlug))
        add("unknown_field", at);
      else if (!stack.some((frame) => frame.kind === "each" && frame.group === slug))
        add("outside_each", at, slug);
      continue;
    }
    const top = stack.at(-1);
    switch (token.kind) {
      case "if":
      case "elif": {
        if (token.kind === "if") {
          if (stack.length >= MAX_LOGIC_DEPTH) unbalanced(located, "tooDeep");
          stack.push({ token: located, kind: "if", sawElse: false });
        } else if (top?.kind !== "if") unbalanced(located, stack.length ? "crossing" : "unopened");
        else if (top.sawElse) unbalanced(located, "afterElse");
        // Inside `{{each::GROUP}}` a condition reads the item's own answers too.
        const itemNames = stack.flatMap((frame) =>
          frame.kind === "each" ? (fields.get(frame.group ?? "")?.fields ?? []).map((f) => f.slug) : [],
        );
        const compiled = compile(token.expression, itemNames.length ? [...names, ...itemNames] : names);
        if (!compiled.ok) add("expression", at, calcMessage(compiled.error, language));
        break;
      }
      case "else":
        if (top?.kind !== "if") unbalanced(located, stack.length ? "crossing" : "unopened");
        else if (top.sawElse) unbalanced(located, "afterElse");
        else top.sawElse = true;
        break;
      case "each":
        if (fields.get(token.group)?.type !== "group") add("unknown_group", at);
        if (stack.length >= MAX_LOGIC_DEPTH) unbalanced(located, "tooDeep");
        stack.push({ token: located, kind: "each", sawElse: false, group: token.group });
        break;
      case "endif":
      case "endeach": {
        const kind = token.kind === "endif" ? "if" : "each";
        if (top?.kind === kind) stack.pop();
        else if (stack.some((frame) => frame.kind === kind)) {
          unbalanced(located, "crossing");
          // Close up to the block it ends, so one mistake is reported once.
          while (stack.length && stack.at(-1)?.kind !== kind) stack.pop();
          stack.pop();
        } else unbalanced(located, "unopened");
        break;
      }
      case "term":
        if (!parties.has(token.party)) add("unknown_party", at);
        break;
      case "ref":
        if (!labels.includes(token.label)) add("unknown_label", at);
        break;
    }
  }
  for (const frame of stack) unbalanced(frame.token, "unclosed");
  // A label given twice: reported where it is given again, once.
  const seen = new Set<string>();
  for (const label of new Set(labels)) {
    const attribute = new RegExp(`data-clause\\s*=\\s*["']?\\s*${label}\\b`, "g");
    const [, again] = [...body.matchAll(attribute)];
    if (labels.indexOf(label) !== labels.lastIndexOf(label) && !seen.has(label))
      add("duplicate_label", { raw: label, position: (again?.index ?? -1) + 1 });
    seen.add(label);
  }
  return issues.sort((a, b) => a.position - b.position);
}

/**
 * The fields' own conditions checked when saved (issue 32): each `visible_if` must compile over
 * the template's slugs (an item field's over its item's too), keyed as the request sends it:
 * `fields.3.visible_if`, `fields.4.fields.1.visible_if`.
 */
export function checkFieldConditions(
  fields: readonly Pick<TemplateField, "slug" | "visible_if" | "fields">[],
  language: Language = "it",
): Record<string, string> {
  const errors: Record<string, string> = {};
  const names = fields.map((f) => f.slug);
  const check = (source: string | null | undefined, key: string, known: string[]) => {
    if (!source) return;
    const compiled = compile(source, known);
    if (!compiled.ok) errors[key] = calcMessage(compiled.error, language);
  };
  fields.forEach((field, i) => {
    check(field.visible_if, `fields.${i}.visible_if`, names);
    const itemNames = [...names, ...(field.fields ?? []).map((f) => f.slug)];
    (field.fields ?? []).forEach((item, j) => {
      check(item.visible_if, `fields.${i}.fields.${j}.visible_if`, itemNames);
    });
  });
  return errors;
}
