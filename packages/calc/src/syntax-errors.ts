import type jsep from "jsep";
import type { CalcError } from "./errors";

/**
 * Why an expression does not parse, in words an editor can act on (issue 44): the parser's own
 * English ("Unclosed ( at character 17") never reaches a screen. Each reason names the text it
 * is about, as written, instead of a character offset.
 */
export type SyntaxReason =
  | "empty"
  | "unclosed_paren"
  | "unclosed_quote"
  | "missing_value"
  | "missing_operator"
  | "missing_colon"
  | "unexpected"
  | "number_name"
  | "member"
  | "operator"
  | "value";

/** How much of the expression a message quotes: enough to find the place, not the whole of it. */
const QUOTED = 30;

/** The text before `index`, its last words when it is long: «…importo >= 1000 and». */
function before(source: string, index: number): string {
  const text = source.slice(0, Math.max(0, index)).trimEnd();
  if (text.length <= QUOTED) return text.trimStart();
  const cut = text.slice(-QUOTED);
  const space = cut.indexOf(" ");
  return `…${space > 0 && space < cut.length - 1 ? cut.slice(space + 1) : cut}`;
}

/** From the name before the first bracket left open to the end: «count(prezzo > 1». */
function unclosedBracket(source: string): string {
  const open: number[] = [];
  let quote: string | null = null;
  for (const [index, char] of [...source].entries()) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "(") open.push(index);
    else if (char === ")") open.pop();
  }
  const at = open[0] ?? source.length;
  const start = /[\p{L}\p{N}_]*\s*$/u.exec(source.slice(0, at))?.index ?? at;
  const text = source.slice(start).trim();
  return text.length <= QUOTED ? text : `${text.slice(0, QUOTED)}…`;
}

const syntax = (reason: SyntaxReason, name?: string): CalcError => ({
  code: "syntax",
  reason,
  ...(name === undefined ? {} : { name }),
});

/** The parser's error (its `description` and `index`) as a reason and the text it is about. */
export function parseError(source: string, error: unknown): CalcError {
  const description = (error as { description?: unknown })?.description;
  const index = Number((error as { index?: unknown })?.index ?? source.length);
  if (typeof description !== "string") return { code: "syntax" };
  if (description === "Unclosed (" || description === "Expected )")
    return syntax("unclosed_paren", unclosedBracket(source));
  if (description.startsWith("Unclosed quote"))
    return syntax("unclosed_quote", source.slice(0, index).trim());
  if (description.startsWith("Expected expression") || description === "missing unaryOp argument")
    return syntax("missing_value", before(source, index));
  if (description === "Expected :") return syntax("missing_colon", before(source, index));
  if (description.startsWith("Variable names cannot start with a number"))
    return syntax("number_name", /\(([^)]*)\)$/.exec(description)?.[1]);
  if (description === "Unexpected period") return syntax("unexpected", ".");
  const unexpected = /^Unexpected(?: token)? "?([^"]*)"?$/.exec(description);
  if (unexpected) return syntax("unexpected", unexpected[1] || source.slice(index, index + 1) || "…");
  // "Unclosed [", "Expected comma", an exponent without digits: something out of place here.
  return syntax("unexpected", source.slice(index, index + 1) || before(source, index) || "…");
}

/** The text a node was written as, near enough for a message: `acquirenti.nome`. */
export function written(node: jsep.Expression): string {
  switch (node.type) {
    case "Identifier":
      return (node as jsep.Identifier).name;
    case "Literal":
      return String((node as jsep.Literal).raw);
    case "MemberExpression": {
      const member = node as jsep.MemberExpression;
      return `${written(member.object)}.${written(member.property)}`;
    }
    case "CallExpression": {
      const call = node as jsep.CallExpression;
      return `${written(call.callee)}(${call.arguments.map(written).join(", ")})`;
    }
    default:
      return "…";
  }
}

/** The operators written as words, which the parser reads as names where no operand follows. */
const WORDS = new Set(["and", "or", "not"]);

/** Two expressions side by side: an operand missing after a word operator, or an operator missing. */
function compound(node: jsep.Compound, source: string): CalcError {
  const parts = node.body;
  const last = parts.at(-1);
  const word = (part: jsep.Expression | undefined) =>
    part?.type === "Identifier" && WORDS.has((part as jsep.Identifier).name);
  if (word(last)) return syntax("missing_value", before(source, source.length));
  if (word(parts[0])) return syntax("unexpected", (parts[0] as jsep.Identifier).name);
  const text = source.trim();
  return syntax("missing_operator", text.length <= QUOTED ? text : `${text.slice(0, QUOTED)}…`);
}

/** A parsed node the language does not allow, in words; `source` is the whole expression. */
export function refusedNode(node: jsep.Expression, source = ""): CalcError {
  switch (node.type) {
    case "MemberExpression":
      return syntax("member", written(node));
    case "Compound":
      return compound(node as jsep.Compound, source);
    case "Literal":
      return syntax("value", written(node));
    default:
      return syntax("unexpected", written(node));
  }
}

/** An operator the language does not allow: `**`, `%`, `=`. */
export const refusedOperator = (operator: string): CalcError => syntax("operator", operator);
