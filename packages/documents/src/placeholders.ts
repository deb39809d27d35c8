/** The placeholder kinds of the template language (spec §3). */
export type Placeholder =
  | { kind: "field"; slug: string; raw: string }
  | { kind: "note"; slug: string; raw: string }
  | { kind: "link"; label: string; idLink: string; raw: string }
  | { kind: "mementolink"; linkName: string; idLink: string; raw: string };

const PLACEHOLDER = /\{\{(field|note|link|mementolink)::([^{}]*?)\}\}/g;

function toPlaceholder(kind: string, inner: string, raw: string): Placeholder | null {
  const parts = inner.split("::");
  if (kind === "field" || kind === "note") {
    return parts.length === 1 && parts[0] ? { kind, slug: parts[0], raw } : null;
  }
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  return kind === "link"
    ? { kind: "link", label: parts[0], idLink: parts[1], raw }
    : { kind: "mementolink", linkName: parts[0], idLink: parts[1], raw };
}

/**
 * The template logic of issue 32, written in the same `{{…}}` style: conditions, repetition,
 * role nouns and clause references (docs/decisions/0025). Kept apart from `Placeholder`, the
 * spec's four kinds, which every screen resolves; these are resolved once, by `resolveTemplate`.
 */
export type LogicPlaceholder =
  | { kind: "if"; expression: string; raw: string; item?: ItemBinding }
  | { kind: "elif"; expression: string; raw: string; item?: ItemBinding }
  | { kind: "else"; raw: string }
  | { kind: "endif"; raw: string }
  | { kind: "each"; group: string; inline: boolean; raw: string }
  | { kind: "endeach"; raw: string }
  | { kind: "term"; party: string; capital: boolean; preposition?: TermPreposition; raw: string }
  | { kind: "ref"; label: string; raw: string };

/**
 * Which item of each group a condition inside `{{each::GROUP}}` stands at, innermost last: set
 * when the repetition is resolved, so the condition reads that item's answers (resolve-template.ts).
 */
export type ItemBinding = readonly (readonly [group: string, index: number])[];

/** The prepositions a term may join with its article: "del Conduttore", "ai Conduttori". */
export const TERM_PREPOSITIONS = ["di", "a", "da", "in", "su"] as const;
export type TermPreposition = (typeof TERM_PREPOSITIONS)[number];
const isPreposition = (mode: string): mode is TermPreposition =>
  (TERM_PREPOSITIONS as readonly string[]).includes(mode);

/** Anything the template language writes between `{{` and `}}`. */
export type TemplatePlaceholder = Placeholder | LogicPlaceholder;

export const LOGIC_KINDS = ["if", "elif", "else", "endif", "each", "endeach", "term", "ref"] as const;
const LOGIC: ReadonlySet<string> = new Set(LOGIC_KINDS);

export function isLogicPlaceholder(placeholder: TemplatePlaceholder): placeholder is LogicPlaceholder {
  return LOGIC.has(placeholder.kind);
}

const TOKEN =
  /\{\{(field|note|link|mementolink|if|elif|else|endif|each|endeach|term|ref)(?:::([^{}]*?))?\}\}/g;
const NAME = /^[a-z][a-z0-9_]*$/;

function toLogic(kind: string, inner: string | undefined, raw: string): LogicPlaceholder | null {
  switch (kind) {
    case "if":
    case "elif": {
      // The whole rest is the expression: a condition may hold `::` in no form, but `:` in a string.
      const expression = inner?.trim();
      return expression ? { kind, expression, raw } : null;
    }
    case "else":
    case "endif":
    case "endeach":
      return inner === undefined ? { kind, raw } : null;
    case "each": {
      const [group, mode, ...rest] = (inner ?? "").split("::");
      if (!group || !NAME.test(group) || rest.length || (mode !== undefined && mode !== "inline"))
        return null;
      return { kind, group, inline: mode === "inline", raw };
    }
    case "term": {
      // `{{term::PARTY}}`, then at most a preposition and `capital`, in this order.
      const [party, ...modes] = (inner ?? "").split("::");
      if (!party || !NAME.test(party) || modes.length > 2) return null;
      const capital = modes.at(-1) === "capital";
      const [preposition, ...left] = capital ? modes.slice(0, -1) : modes;
      if (left.length || (preposition !== undefined && !isPreposition(preposition))) return null;
      return preposition ? { kind, party, capital, preposition, raw } : { kind, party, capital, raw };
    }
    default: {
      const label = inner?.trim();
      return label && NAME.test(label) ? { kind: "ref", label, raw } : null;
    }
  }
}

/**
 * Splits a text into literal strings and every kind of placeholder, logic included, in order;
 * malformed ones stay text. What the document parser reads.
 */
export function splitTemplateTokens(text: string): (string | TemplatePlaceholder)[] {
  const parts: (string | TemplatePlaceholder)[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const kind = match[1] as string;
    const inner = match[2];
    const placeholder = LOGIC.has(kind)
      ? toLogic(kind, inner, match[0])
      : inner === undefined
        ? null
        : toPlaceholder(kind, inner, match[0]);
    if (!placeholder) continue;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(placeholder);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** Splits a text into literal strings and placeholders, in order. Malformed ones stay text. */
export function splitPlaceholders(text: string): (string | Placeholder)[] {
  const parts: (string | Placeholder)[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const placeholder = toPlaceholder(match[1] as string, match[2] as string, match[0]);
    if (!placeholder) continue;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(placeholder);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

export function listPlaceholders(text: string): Placeholder[] {
  return splitPlaceholders(text).filter((p): p is Placeholder => typeof p !== "string");
}

/** Renames a field or note slug everywhere it is cited (spec §4: the slug changes throughout). */
export function renameSlug(text: string, kind: "field" | "note", from: string, to: string): string {
  return text.split(`{{${kind}::${from}}}`).join(`{{${kind}::${to}}}`);
}

/** Normalises a slug as editors type it: lower-case ascii, `_` for anything else. */
export function normaliseSlug(input: string): string {
  const slug = input
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  return /^[a-z]/.test(slug) ? slug : `f_${slug}`;
}
