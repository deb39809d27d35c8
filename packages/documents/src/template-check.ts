import { calcMessage, compile } from "@app/calc";
import type { Language, TemplateField, TemplateParty } from "@app/contracts";
import { clauseHeadings } from "./logic-references";
import { parseHtml } from "./parse-html";
import { isLogicPlaceholder, type TemplatePlaceholder } from "./placeholders";
import { BALANCE, MAX_LOGIC_DEPTH, message } from "./template-check-messages";
import { scanTemplate, type TemplateLocation } from "./template-scan";

export { MAX_LOGIC_DEPTH } from "./template-check-messages";
export { describeLocation, type TemplateLocation } from "./template-scan";

/**
 * A template body checked when it is saved (issue 32): what would print wrong or not at all.
 * Each problem names the placeholder as written and where it stands: its clause, heading,
 * paragraph or table cell and the words around it (issue 44), in Italian or English, the same
 * on the editors' screen and in the server's answer. Whatever the body, it answers a list and
 * never throws.
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
  | "expression"
  | "conditional_ref";

export interface TemplateCheckIssue {
  code: TemplateCheckCode;
  /**
   * An error the save refuses; a warning (a reference to a clause a condition can leave out)
   * is said, and the text is saved.
   */
  severity: "error" | "warning";
  /** The placeholder as written, `{{endif}}` (a clause's label for `duplicate_label`). */
  placeholder: string;
  /** Where it stands: its clause, heading, paragraph or cell, and the words around it. */
  location: TemplateLocation;
  message: string;
}

/**
 * What a body may cite: the template's fields (groups with their item fields), notes, parties.
 * A field's label, when given, is how it reads in the words around a problem.
 */
export interface TemplateCheckContext {
  fields: readonly (Pick<TemplateField, "slug" | "type" | "fields"> & { label?: string })[];
  notes?: readonly { slug: string }[];
  parties?: readonly Pick<TemplateParty, "slug">[];
}

interface Located {
  raw: string;
  location: TemplateLocation;
  /** Its place in reading order: the issues are listed so. */
  seq: number;
}

/**
 * An open block. A condition's branch holds when its own condition does and every earlier one
 * does not: `conditions` are those read so far, `sawElse` once the last branch is reached.
 */
type Frame = {
  at: Located;
  kind: "if" | "each";
  sawElse: boolean;
  group?: string;
  conditions: string[];
};

/**
 * A condition as compared between blocks: its words, with the spaces that do not matter gone,
 * and a negation written `not x` or `!x` alike (so `{{else}}` of `x` meets `{{if::not x}}`).
 */
function normalised(expression: string): string {
  const text = expression.replace(/\s+/g, " ").trim();
  const negated = /^(?:not\s+|!\s*)(.+)$/.exec(text)?.[1];
  if (negated === undefined) return text;
  const inner = /^\((.*)\)$/.exec(negated)?.[1] ?? negated;
  return `!${inner.trim()}`;
}

const negation = (condition: string) => (condition.startsWith("!") ? condition.slice(1) : `!${condition}`);

/**
 * What must hold for the text at this point to print, as the conditions it needs: a branch its
 * own condition (`{{elif::b}}` needs `b`; that the earlier ones fail is left aside, since the
 * branches of one condition are written to exclude each other), `{{else}}` every condition
 * failing. Two places written under the same conditions, in one block or in blocks apart, print
 * together.
 */
function guardsOf(stack: readonly Frame[]): Set<string> {
  const guards = new Set<string>();
  for (const frame of stack) {
    if (frame.kind !== "if") continue;
    if (frame.sawElse) for (const condition of frame.conditions) guards.add(negation(condition));
    else guards.add(frame.conditions.at(-1) ?? "");
  }
  return guards;
}

/** A labelled clause as read: where it stands, and what must hold for any of its text to print. */
interface ClauseRead {
  location: TemplateLocation;
  /** The conditions every piece of its text stands under; null until its first text. */
  guards: Set<string> | null;
  open: boolean;
}

/** A clause's name in a message: its heading as written («Cedolare secca»), else its label. */
function clauseName(heading: string | undefined, label: string) {
  return heading || label;
}

/** A field placeholder's label, as its chip reads: «Canone», an item's «Nome e cognome». */
function fieldLabel(
  token: TemplatePlaceholder,
  fields: ReadonlyMap<string, TemplateCheckContext["fields"][number]>,
): string | undefined {
  if (token.kind !== "field") return undefined;
  const [slug, itemSlug] = token.slug.split(".");
  const field = fields.get(slug ?? "");
  if (itemSlug === undefined) return field?.type === "group" ? undefined : field?.label || undefined;
  return field?.fields?.find((f) => f.slug === itemSlug)?.label || undefined;
}

/** The body's problems, in reading order; empty when it is well formed. */
export function checkTemplate(
  body: string,
  context: TemplateCheckContext,
  language: Language = "it",
): TemplateCheckIssue[] {
  const found: { seq: number; issue: TemplateCheckIssue }[] = [];
  const add = (code: TemplateCheckCode, at: Located, detail?: string) =>
    found.push({
      seq: at.seq,
      issue: {
        code,
        severity: code === "conditional_ref" ? "warning" : "error",
        placeholder: at.raw,
        location: at.location,
        message: message(language, code, at.raw, at.location, detail),
      },
    });

  const fields = new Map(context.fields.map((f) => [f.slug, f]));
  // A party that is no group reads as one row (logic-scope.ts): `feminine(venditore)`.
  const singleParties = (context.parties ?? [])
    .map((p) => p.slug)
    .filter((slug) => !context.fields.some((f) => f.slug === slug));
  const names = [...context.fields.map((f) => f.slug), ...singleParties];
  const groups = [...context.fields.filter((f) => f.type === "group").map((f) => f.slug), ...singleParties];
  const notes = new Set((context.notes ?? []).map((n) => n.slug));
  const parties = new Set((context.parties ?? []).map((p) => p.slug));
  const model = parseHtml(body);
  const headings = clauseHeadings(model.blocks);
  const clauses = new Map<string, ClauseRead>();
  const refs: { at: Located; label: string; guards: Set<string> }[] = [];
  const stack: Frame[] = [];
  const unbalanced = (at: Located, reason: string) => add("unbalanced", at, BALANCE[language][reason]);

  for (const [seq, event] of scanTemplate(
    model,
    (token) => fieldLabel(token, fields) ?? token.raw,
  ).entries()) {
    if (event.type === "malformed") {
      add("malformed", { ...event, seq });
      continue;
    }
    if (event.type === "clause-start") {
      const read = clauses.get(event.label);
      // A label given twice: reported where it is given again, once.
      if (
        read &&
        !found.some(({ issue }) => issue.code === "duplicate_label" && issue.placeholder === event.label)
      )
        add("duplicate_label", { raw: event.label, location: event.location, seq });
      if (!read) clauses.set(event.label, { location: event.location, guards: null, open: true });
      continue;
    }
    if (event.type === "clause-end") {
      const read = clauses.get(event.label);
      if (read) read.open = false;
      continue;
    }
    if (event.type === "text" || (event.type === "token" && !isLogicPlaceholder(event.token))) {
      // What a clause prints stands under the conditions open here.
      const guards = guardsOf(stack);
      for (const read of clauses.values())
        if (read.open)
          read.guards = read.guards ? new Set([...read.guards].filter((g) => guards.has(g))) : guards;
      if (event.type === "text") continue;
    }
    const { token, location } = event;
    const at = { raw: token.raw, location, seq };
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
          if (stack.length >= MAX_LOGIC_DEPTH) unbalanced(at, "tooDeep");
          stack.push({ at, kind: "if", sawElse: false, conditions: [normalised(token.expression)] });
        } else if (top?.kind !== "if") unbalanced(at, stack.length ? "crossing" : "unopened");
        else if (top.sawElse) unbalanced(at, "afterElse");
        else top.conditions.push(normalised(token.expression));
        // Inside `{{each::GROUP}}` a condition reads the item's own answers too.
        const itemNames = stack.flatMap((frame) =>
          frame.kind === "each" ? (fields.get(frame.group ?? "")?.fields ?? []).map((f) => f.slug) : [],
        );
        const compiled = compile(
          token.expression,
          itemNames.length ? [...names, ...itemNames] : names,
          [],
          groups,
        );
        if (!compiled.ok) add("expression", at, calcMessage(compiled.error, language));
        break;
      }
      case "else":
        if (top?.kind !== "if") unbalanced(at, stack.length ? "crossing" : "unopened");
        else if (top.sawElse) unbalanced(at, "afterElse");
        else top.sawElse = true;
        break;
      case "each":
        if (fields.get(token.group)?.type !== "group") add("unknown_group", at);
        if (stack.length >= MAX_LOGIC_DEPTH) unbalanced(at, "tooDeep");
        stack.push({ at, kind: "each", sawElse: false, group: token.group, conditions: [] });
        break;
      case "endif":
      case "endeach": {
        const kind = token.kind === "endif" ? "if" : "each";
        if (top?.kind === kind) stack.pop();
        else if (stack.some((frame) => frame.kind === kind)) {
          unbalanced(at, "crossing");
          // Close up to the block it ends, so one mistake is reported once.
          while (stack.length && stack.at(-1)?.kind !== kind) stack.pop();
          stack.pop();
        } else unbalanced(at, "unopened");
        break;
      }
      case "term":
        if (!parties.has(token.party)) add("unknown_party", at);
        break;
      case "ref":
        refs.push({ at, label: token.label, guards: guardsOf(stack) });
        break;
    }
  }
  for (const frame of stack) unbalanced(frame.at, "unclosed");
  for (const ref of refs) {
    const clause = clauses.get(ref.label);
    if (!clause) add("unknown_label", ref.at);
    // A reference printed where its clause may be left out: the clause needs a condition the
    // reference does not stand under.
    else if ([...(clause.guards ?? [])].some((guard) => !ref.guards.has(guard)))
      add("conditional_ref", ref.at, clauseName(headings.get(ref.label), ref.label));
  }
  return found.sort((a, b) => a.seq - b.seq).map(({ issue }) => issue);
}

export { checkFieldConditions } from "./field-conditions-check";
