import { compile } from "@app/calc";
import type { TemplateField, TemplateParty } from "@app/contracts";
import { articulate, TERM_PREPOSITIONS, type TermPreposition } from "@app/documents";

/**
 * The template logic read out in words for the editors (issue 32): the text editor shows
 * `{{if::cedolare_secca}}` with «Se «Cedolare secca» è sì» beside it, a repetition with the group
 * it repeats, so an editor checks the logic without decoding expressions. Fields are named by
 * their labels and choices by their option labels; anything the words do not cover is shown as
 * written.
 */

type Language = "it" | "en";
type Node = { type: string; [key: string]: unknown };

const WORDS = {
  it: {
    if: "Se",
    elif: "Altrimenti, se",
    else: "Altrimenti",
    endif: "Fine della condizione",
    each: "Per ogni",
    eachOf: "di",
    endeach: "Fine della ripetizione",
    term: "Ruolo accordato",
    ref: "Numero dell'articolo",
    and: "e",
    or: "o",
    not: "non",
    is: "è",
    isNot: "non è",
    yes: "sì",
    no: "no",
    count: "il numero di",
    empty: "non è compilato",
    feminine: "sono tutte donne",
    compare: { ">": "è maggiore di", "<": "è minore di", ">=": "è almeno", "<=": "è al massimo" },
  },
  en: {
    if: "If",
    elif: "Otherwise, if",
    else: "Otherwise",
    endif: "End of the condition",
    each: "For each",
    eachOf: "of",
    endeach: "End of the repetition",
    term: "Role, agreed",
    ref: "Number of the article",
    and: "and",
    or: "or",
    not: "not",
    is: "is",
    isNot: "is not",
    yes: "yes",
    no: "no",
    count: "the number of",
    empty: "is not filled in",
    feminine: "are all women",
    compare: { ">": "is more than", "<": "is less than", ">=": "is at least", "<=": "is at most" },
  },
} as const;

export interface LogicContext {
  fields: readonly TemplateField[];
  parties: readonly TemplateParty[];
  language: Language;
}

const quoted = (text: string, language: Language) => (language === "en" ? `“${text}”` : `«${text}»`);

function fieldOf(name: string, ctx: LogicContext): TemplateField | undefined {
  return (
    ctx.fields.find((f) => f.slug === name) ??
    (ctx.fields.flatMap((f) => f.fields ?? []).find((f) => f.slug === name) as TemplateField | undefined)
  );
}

const nameOf = (name: string, ctx: LogicContext) => quoted(fieldOf(name, ctx)?.label || name, ctx.language);

function literal(value: unknown, field: TemplateField | undefined, ctx: LogicContext): string {
  const w = WORDS[ctx.language];
  if (typeof value === "boolean") return value ? w.yes : w.no;
  if (typeof value === "number") return value.toLocaleString(ctx.language === "en" ? "en-GB" : "it-IT");
  const option = field?.attributes.options?.find((o) => o.value === String(value));
  return option ? quoted(option.label, ctx.language) : quoted(String(value), ctx.language);
}

function words(node: Node, ctx: LogicContext): string {
  const w = WORDS[ctx.language];
  switch (node.type) {
    case "Identifier": {
      const field = fieldOf(String(node.name), ctx);
      return field?.type === "boolean"
        ? `${nameOf(String(node.name), ctx)} ${w.is} ${w.yes}`
        : nameOf(String(node.name), ctx);
    }
    case "Literal":
      return literal(node.value, undefined, ctx);
    case "UnaryExpression": {
      const argument = node.argument as Node;
      if (argument.type === "Identifier" && fieldOf(String(argument.name), ctx)?.type === "boolean")
        return `${nameOf(String(argument.name), ctx)} ${w.is} ${w.no}`;
      return `${w.not} (${words(argument, ctx)})`;
    }
    case "CallExpression": {
      const callee = String((node.callee as Node).name);
      const [first] = node.arguments as Node[];
      const argument = first?.type === "Identifier" ? nameOf(String(first.name), ctx) : "";
      if (callee === "count") return `${w.count} ${argument}`;
      if (callee === "empty") return `${argument} ${w.empty}`;
      if (callee === "feminine") return `${argument} ${w.feminine}`;
      return `${callee}(${argument})`;
    }
    case "BinaryExpression": {
      const operator = String(node.operator);
      const left = node.left as Node;
      const right = node.right as Node;
      if (operator === "&&" || operator === "and") return `${words(left, ctx)} ${w.and} ${words(right, ctx)}`;
      if (operator === "||" || operator === "or") return `${words(left, ctx)} ${w.or} ${words(right, ctx)}`;
      const field = left.type === "Identifier" ? fieldOf(String(left.name), ctx) : undefined;
      const value = right.type === "Literal" ? literal(right.value, field, ctx) : words(right, ctx);
      const verb =
        operator === "=="
          ? w.is
          : operator === "!="
            ? w.isNot
            : (w.compare[operator as keyof typeof w.compare] ?? operator);
      const subject = left.type === "Identifier" ? nameOf(String(left.name), ctx) : words(left, ctx);
      return `${subject} ${verb} ${value}`;
    }
    default:
      return "";
  }
}

/** A condition in words, or null when it does not compile (the logic check names the error). */
export function conditionInWords(expression: string, ctx: LogicContext): string | null {
  const compiled = compile(expression, null);
  if (!compiled.ok) return null;
  return words(compiled.expression.ast as Node, ctx) || null;
}

/** What a logic token does, in words: the reading the text editor shows beside it. */
export function logicTokenInWords(kind: string, argument: string, ctx: LogicContext): string | null {
  const w = WORDS[ctx.language];
  switch (kind) {
    case "if":
    case "elif": {
      const condition = conditionInWords(argument, ctx);
      return condition ? `${w[kind]} ${condition}` : null;
    }
    case "else":
    case "endif":
    case "endeach":
      return w[kind];
    case "each": {
      const [slug = ""] = argument.split("::");
      const group = ctx.fields.find((f) => f.slug === slug);
      const item = group?.item_label || slug;
      return `${w.each} ${quoted(item, ctx.language)} ${w.eachOf} ${nameOf(slug, ctx)}`;
    }
    case "term": {
      // The singular as it prints, with its preposition and capital: «del Conduttore», «Il Locatore».
      const [slug = "", ...modes] = argument.split("::");
      const party = ctx.parties.find((p) => p.slug === slug);
      let form = party?.forms?.singular ?? party?.label ?? slug;
      const preposition = modes.find((m): m is TermPreposition =>
        (TERM_PREPOSITIONS as readonly string[]).includes(m),
      );
      if (preposition) form = articulate(form, preposition, ctx.language);
      if (modes.includes("capital")) form = form.charAt(0).toLocaleUpperCase(ctx.language) + form.slice(1);
      return `${form} (${w.term.toLowerCase()})`;
    }
    case "ref":
      return `${w.ref} ${quoted(argument, ctx.language)}`;
    default:
      return null;
  }
}
