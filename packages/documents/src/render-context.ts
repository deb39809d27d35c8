import type {
  AgreementValues,
  Language,
  TemplateField,
  TemplateItemField,
  TemplateParty,
} from "@app/contracts";
import type { Inline, Marks } from "./document-model";
import { BLANK, formatFieldValue } from "./format-value";
import { isLogicPlaceholder } from "./placeholders";
import { type FieldValue, isEmptyValue } from "./validate-field";

/** What every writer needs besides the model: the fields, the agreement's values and how to print. */
export interface RenderContext {
  fields: TemplateField[];
  values: AgreementValues;
  /** The document's language: footer wording, number formats, metadata. */
  language: Language;
  /** The template's parties: what `{{term::PARTY}}` prints (issue 32). */
  parties?: readonly TemplateParty[];
  /** The agreement's title: page header and document metadata. */
  title: string;
  /** Who the document metadata names as author (defaults to the product's name). */
  author?: string;
  /**
   * The document's date in its metadata (defaults to now). Given, the same content always
   * gives the same bytes: the agreement's last change makes a download and an e-mail identical.
   */
  date?: Date;
}

export const DEFAULT_AUTHOR = "Contratti online";

/** A run as writers print it: placeholders resolved, notes gone. */
export type ResolvedRun =
  | { kind: "text"; text: string; marks: Marks }
  | { kind: "field"; slug: string; text: string; empty: boolean; marks: Marks }
  | { kind: "break" };

const lookups = new WeakMap<TemplateField[], Map<string, TemplateField>>();
function fieldBySlug(fields: TemplateField[], slug: string): TemplateField | undefined {
  let lookup = lookups.get(fields);
  if (!lookup) {
    lookup = new Map(fields.map((f) => [f.slug, f]));
    lookups.set(fields, lookup);
  }
  return lookup.get(slug);
}

/** What `slug` addresses: a field, or an item's field as `GROUP.INDEX.slug` (issue 32). */
function addressed(
  slug: string,
  ctx: Pick<RenderContext, "fields" | "values">,
): { field: TemplateField | TemplateItemField | undefined; value: unknown } {
  const path = slug.split(".");
  if (path.length !== 3) return { field: fieldBySlug(ctx.fields, slug), value: ctx.values[slug] };
  const [group, index, itemSlug] = path as [string, string, string];
  const items = ctx.values[group];
  const item = Array.isArray(items) ? items[Number(index)] : undefined;
  return {
    field: fieldBySlug(ctx.fields, group)?.fields?.find((f) => f.slug === itemSlug),
    value:
      typeof item === "object" && item !== null ? (item as Record<string, unknown>)[itemSlug] : undefined,
  };
}

/**
 * A field's printed text, or null when it is empty (the writer then prints the blank). `slug`
 * may address a group item's field, `conduttori.1.nome`, as the resolved document writes it.
 */
export function fieldText(slug: string, ctx: RenderContext): string | null {
  const { field, value } = addressed(slug, ctx);
  if (typeof value === "object" && value !== null) return null;
  const scalar = value as FieldValue;
  if (!field) return isEmptyValue(scalar) ? null : String(scalar);
  return formatFieldValue(field, scalar, ctx.language);
}

function marksOf(run: Marks): Marks {
  return { bold: !!run.bold, italic: !!run.italic, underline: !!run.underline, strike: !!run.strike };
}

/**
 * Resolves a block's runs: a field prints its formatted value (its lines kept) or the visible
 * blank; a link its label; a note nothing — and the space doubled where a note stood goes.
 */
export function resolveRuns(children: Inline[], ctx: RenderContext): ResolvedRun[] {
  const out: ResolvedRun[] = [];
  let droppedNote = false;
  const pushText = (text: string, marks: Marks) => {
    const last = out.at(-1);
    if (droppedNote && last?.kind !== "break" && (!last || /\s$/.test(last.text)))
      text = text.replace(/^ /, "");
    droppedNote = false;
    if (text) out.push({ kind: "text", text, marks });
  };
  for (const run of children) {
    if (run.type === "break") {
      out.push({ kind: "break" });
      droppedNote = false;
      continue;
    }
    if (run.type === "text") {
      pushText(run.text, marksOf(run));
      continue;
    }
    const { placeholder } = run;
    // Template logic left in a model that was not resolved prints nothing, as a note does.
    if (placeholder.kind === "note" || isLogicPlaceholder(placeholder)) {
      droppedNote = true;
      continue;
    }
    if (placeholder.kind === "link" || placeholder.kind === "mementolink") {
      pushText(placeholder.kind === "link" ? placeholder.label : placeholder.linkName, marksOf(run));
      continue;
    }
    droppedNote = false;
    const text = fieldText(placeholder.slug, ctx);
    const marks = marksOf(run);
    if (text === null) {
      out.push({ kind: "field", slug: placeholder.slug, text: BLANK, empty: true, marks });
      continue;
    }
    // A multi-line value (a textarea) keeps its lines.
    text.split(/\r?\n/).forEach((line, i) => {
      if (i > 0) out.push({ kind: "break" });
      out.push({ kind: "field", slug: placeholder.slug, text: line, empty: false, marks });
    });
  }
  return out;
}

const PAGE_LABELS: Record<Language, { page: string; of: string }> = {
  it: { page: "Pagina", of: "di" },
  en: { page: "Page", of: "of" },
};

/** The footer's words around the two numbers: "Pagina X di Y" / "Page X of Y". */
export function pageLabel(language: Language): { page: string; of: string } {
  return PAGE_LABELS[language];
}

/** "Pagina 3 di 12" */
export function pageText(language: Language, page: number, pages: number): string {
  const label = PAGE_LABELS[language];
  return `${label.page} ${page} ${label.of} ${pages}`;
}

/** BCP 47 tag for document metadata. */
export function languageTag(language: Language): string {
  return language === "en" ? "en-GB" : "it-IT";
}
