import type { PlaceholderCheckResult } from "@app/contracts";
import { listPlaceholders, type Placeholder, splitPlaceholders } from "./placeholders";

const unique = (values: string[]) => [...new Set(values)];

/**
 * What the editor's check lists (spec §2): placeholders citing no field or note, and fields or
 * notes no placeholder cites. `texts` are the body and the discipline.
 */
export function checkPlaceholders(
  texts: string[],
  fields: { slug: string }[],
  notes: { slug: string }[],
): PlaceholderCheckResult {
  const cited = texts.flatMap(listPlaceholders);
  const citedOf = (kind: "field" | "note") => unique(cited.flatMap((p) => (p.kind === kind ? [p.slug] : [])));
  const fieldSlugs = new Set(fields.map((f) => f.slug));
  const noteSlugs = new Set(notes.map((n) => n.slug));
  const citedFields = citedOf("field");
  const citedNotes = citedOf("note");
  return {
    missing_fields: citedFields.filter((slug) => !fieldSlugs.has(slug)),
    unused_fields: unique(fields.map((f) => f.slug)).filter((slug) => !citedFields.includes(slug)),
    missing_notes: citedNotes.filter((slug) => !noteSlugs.has(slug)),
    unused_notes: unique(notes.map((n) => n.slug)).filter((slug) => !citedNotes.includes(slug)),
  };
}

const ANY_PLACEHOLDER = /\{\{(field|note|link|mementolink)::[^{}]*\}\}/g;

/**
 * Placeholders the parser cannot read, e.g. a link without its name or id (`{{link::::12}}`,
 * `{{mementolink::Art. 1}}`): spec §5 requires linkName and idLink.
 */
export function findMalformedPlaceholders(text: string): string[] {
  const valid = new Set(listPlaceholders(text).map((p) => p.raw));
  const malformed = [...text.matchAll(ANY_PLACEHOLDER)]
    .map((m) => m[0])
    .filter((raw) => !valid.has(raw) || /::\s*(::|\}\})/.test(raw));
  return unique(malformed);
}

/**
 * Rewrites field and note placeholders after slugs were renamed, all at once (so swapping two
 * slugs works): `renames` maps old slug → new slug per kind.
 */
export function renamePlaceholders(
  text: string,
  renames: { field?: Map<string, string>; note?: Map<string, string> },
): string {
  if (!renames.field?.size && !renames.note?.size) return text;
  return splitPlaceholders(text)
    .map((part: string | Placeholder) => {
      if (typeof part === "string") return part;
      if (part.kind !== "field" && part.kind !== "note") return part.raw;
      const to = renames[part.kind]?.get(part.slug);
      return to ? `{{${part.kind}::${to}}}` : part.raw;
    })
    .join("");
}
