/**
 * The information pages' documents (privacy, cookie, social media policy, legal notices) live
 * as content files under src/content/legal, one per page and language, fetched with the page
 * that shows them: long legal texts would otherwise weigh on every page's first load.
 *
 * Texts may use `{{group.key}}` placeholders (company data, figures of spec §9) and two inline
 * marks: `**bold**` and `[label](/path or https://url)`.
 */

/** A paragraph, a bulleted list, or a table (first row: headings). */
export type LegalBlock = string | { list: string[] } | { table: string[][] };

export interface LegalSection {
  /** Anchor of the section (`#id`), stable across languages. */
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  /** ISO date of the last revision. */
  updated: string;
  intro: LegalBlock[];
  sections: LegalSection[];
}

export type LegalDocumentName = "privacy-policy" | "cookie-policy" | "social-policy" | "legal-notices";

export type TextValues = Record<string, Record<string, string | number>>;

/** Replaces `{{group.key}}` placeholders; an unknown one is left visible rather than hidden. */
export function interpolate(text: string, values: TextValues): string {
  return text.replace(/\{\{(\w+)\.(\w+)\}\}/g, (whole, group: string, key: string) => {
    const value = values[group]?.[key];
    return value === undefined ? whole : String(value);
  });
}

/** The placeholders a text uses, e.g. `company.name`. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+\.\w+)\}\}/g)].map((match) => match[1] ?? "");
}

export type InlinePart =
  | { kind: "text"; text: string }
  | { kind: "bold"; text: string }
  | { kind: "link"; text: string; href: string; external: boolean };

const INLINE_MARK = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Splits a text into plain runs, bold runs and links. Only site paths and https URLs become links. */
export function parseInline(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE_MARK)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ kind: "text", text: text.slice(last, index) });
    const [whole, bold, label, href] = match;
    if (bold !== undefined) parts.push({ kind: "bold", text: bold });
    else if (label !== undefined && href !== undefined && /^(\/(?!\/)|https:\/\/)/.test(href)) {
      parts.push({ kind: "link", text: label, href, external: href.startsWith("https://") });
    } else parts.push({ kind: "text", text: whole });
    last = index + whole.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}

/** Every text of a document, for checks (placeholders, wording) in the tests. */
export function documentTexts(document: LegalDocument): string[] {
  const blockTexts = (block: LegalBlock): string[] =>
    typeof block === "string" ? [block] : "list" in block ? block.list : block.table.flat();
  return [
    ...document.intro.flatMap(blockTexts),
    ...document.sections.flatMap((section) => [section.heading, ...section.blocks.flatMap(blockTexts)]),
  ];
}
