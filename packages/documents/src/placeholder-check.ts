import { compile } from "@app/calc";
import type { PlaceholderCheckResult } from "@app/contracts";
import {
  isLogicPlaceholder,
  listPlaceholders,
  type Placeholder,
  splitPlaceholders,
  splitTemplateTokens,
  type TemplatePlaceholder,
} from "./placeholders";

const unique = (values: string[]) => [...new Set(values)];

/** The slugs a piece of template logic reads: a condition's names, a repetition's group, a party's. */
function logicReads(token: TemplatePlaceholder): string[] {
  switch (token.kind) {
    case "if":
    case "elif": {
      const compiled = compile(token.expression, null);
      return compiled.ok ? compiled.expression.names : [];
    }
    case "each":
      return [token.group];
    case "term":
      return [token.party];
    default:
      return [];
  }
}

/**
 * What the editor's check lists (spec §2): placeholders citing no field or note, and fields or
 * notes no placeholder cites. `texts` are the body and the discipline. A group's item field is
 * cited as `GROUP.slug` and cites its group; a field only a condition reads, a group only a
 * repetition or a party's role noun reads, is cited too (issue 32).
 */
export function checkPlaceholders(
  texts: string[],
  fields: { slug: string; fields?: { slug: string }[] }[],
  notes: { slug: string }[],
): PlaceholderCheckResult {
  const cited = texts.flatMap((text) =>
    splitTemplateTokens(text).filter((p): p is TemplatePlaceholder => typeof p !== "string"),
  );
  const groups = new Map(fields.map((f) => [f.slug, new Set((f.fields ?? []).map((item) => item.slug))]));
  const known = (slug: string) => {
    const [group, item, ...rest] = slug.split(".");
    return item === undefined ? groups.has(slug) : !rest.length && !!groups.get(group ?? "")?.has(item);
  };
  const citedFields = unique(
    cited.flatMap((p) => (p.kind === "field" ? [p.slug] : isLogicPlaceholder(p) ? logicReads(p) : [])),
  );
  const citedNotes = unique(cited.flatMap((p) => (p.kind === "note" ? [p.slug] : [])));
  const usedFields = new Set(citedFields.map((slug) => slug.split(".")[0]));
  const noteSlugs = new Set(notes.map((n) => n.slug));
  return {
    missing_fields: citedFields.filter(
      (slug) => !known(slug) && cited.some((p) => p.kind === "field" && p.slug === slug),
    ),
    unused_fields: unique(fields.map((f) => f.slug)).filter((slug) => !usedFields.has(slug)),
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
