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
