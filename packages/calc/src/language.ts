import jsep from "jsep";
import { type CalcError, CalcFailure, fail } from "./errors";
import { FUNCTIONS, PERIOD_NAMES, ROW_FUNCTIONS, ROW_NAMES } from "./functions";
import { parseError, refusedNode, refusedOperator, written } from "./syntax-errors";

/**
 * The calculators' expression language: arithmetic, comparisons, `and`/`or` as `&&`/`||`,
 * `cond ? a : b`, and the calls of `functions.ts`. Parsed by jsep (docs/decisions/0012), then
 * checked against an allow-list of node types: no member access, no `this`, no arrays, no
 * assignment, so an expression can read its inputs and call our functions and nothing else.
 */

/** Longer or deeper than any legal formula: refused before parsing recurses into it. */
export const MAX_LENGTH = 2000;
export const MAX_DEPTH = 48;

// `and`, `or` and `not` read as `&&`, `||` and `!` (templates' conditions read as sentences:
// `cedolare_secca and not arredato`); same precedence as the symbols they stand for.
jsep.addBinaryOp("and", 2);
jsep.addBinaryOp("or", 1);
jsep.addUnaryOp("not");
/** The operators written as words, and the symbols they stand for. */
export const OPERATOR_WORDS: Record<string, string> = { and: "&&", or: "||", not: "!" };

const BINARY = new Set(["+", "-", "*", "/", "<", "<=", ">", ">=", "==", "!=", "&&", "||", "and", "or"]);
const UNARY = new Set(["-", "+", "!", "not"]);

export interface CompiledExpression {
  source: string;
  ast: jsep.Expression;
  /** The names it reads (inputs, steps, earlier outputs). */
  names: string[];
  /** The dated series it reads (`value_at("foi", …)`), known when it is saved. */
  series: string[];
  /** The columns it adds to rows (`add_column(rows, "fondo", …)`). */
  columns: string[];
  /** The functions it calls (a step calling `valid_if` names the input it checks). */
  functions: string[];
}

/** The functions whose first argument names a series: always a literal, so it is checked on save. */
const SERIES_FUNCTIONS = new Set(["value_at", "rate_periods", "latest_month"]);

function nestingOf(source: string): number {
  let depth = 0;
  let deepest = 0;
  for (const char of source) {
    if (char === "(") deepest = Math.max(deepest, ++depth);
    else if (char === ")") depth--;
  }
  return deepest;
}

interface Found {
  names: Set<string>;
  series: Set<string>;
  /** The columns `add_column` adds (its second argument, a literal). */
  columns: Set<string>;
  functions: Set<string>;
}

/** Where a name is read: `rowNames` are the columns a row expression may read, `inRow` inside one. */
interface Context {
  /** The expression as written, for the messages that quote it. */
  source: string;
  rowNames: ReadonlySet<string>;
  inRow: boolean;
  /** The names that are repeating groups, when the caller knows them (a template's conditions). */
  groups?: ReadonlySet<string>;
}

/** The functions of a template's repeating group: their argument must name one. */
const GROUP_FUNCTIONS = new Set(["count", "feminine", "company"]);

/** `known` null: any name is accepted (only the series are wanted). */
function check(
  node: jsep.Expression,
  known: ReadonlySet<string> | null,
  found: Found,
  depth: number,
  context: Context,
): void {
  if (depth > MAX_DEPTH) fail({ code: "too_complex" });
  switch (node.type) {
    case "Literal": {
      const value = (node as jsep.Literal).value;
      if (value === null) return;
      if (typeof value !== "number" && typeof value !== "string" && typeof value !== "boolean")
        fail(refusedNode(node));
      return;
    }
    case "Identifier": {
      const name = (node as jsep.Identifier).name;
      if (name === "true" || name === "false") return;
      if (known && !known.has(name)) fail({ code: "unknown_name", name });
      found.names.add(name);
      return;
    }
    case "UnaryExpression": {
      const unary = node as jsep.UnaryExpression;
      if (!UNARY.has(unary.operator)) fail(refusedOperator(unary.operator));
      check(unary.argument, known, found, depth + 1, context);
      return;
    }
    case "BinaryExpression": {
      const binary = node as jsep.BinaryExpression;
      if (!BINARY.has(binary.operator)) fail(refusedOperator(binary.operator));
      check(binary.left, known, found, depth + 1, context);
      check(binary.right, known, found, depth + 1, context);
      return;
    }
    case "ConditionalExpression": {
      const conditional = node as jsep.ConditionalExpression;
      for (const part of [conditional.test, conditional.consequent, conditional.alternate])
        check(part, known, found, depth + 1, context);
      return;
    }
    case "CallExpression": {
      const call = node as jsep.CallExpression;
      if (call.callee.type !== "Identifier") fail(refusedNode(call.callee));
      const name = (call.callee as jsep.Identifier).name;
      const fn = Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined;
      if (!fn) {
        fail({ code: "unknown_function", name });
        return;
      }
      if (call.arguments.length < fn.arity[0] || call.arguments.length > fn.arity[1])
        fail({ code: "arity", name });
      found.functions.add(name);
      if (context.groups && GROUP_FUNCTIONS.has(name)) {
        // `count(prezzo)` on a field that is no group would never hold: refused when saved.
        const [argument] = call.arguments;
        const named = argument?.type === "Identifier" ? (argument as jsep.Identifier).name : undefined;
        // An unknown name is left to its own message, below.
        const unknown = named !== undefined && known !== null && !known.has(named);
        if (!unknown && !(named && context.groups.has(named)))
          fail({ code: "not_a_group", name: named ?? (argument ? written(argument) : ""), detail: name });
      }
      if (SERIES_FUNCTIONS.has(name)) {
        const [first] = call.arguments;
        const literal = first?.type === "Literal" ? (first as jsep.Literal).value : undefined;
        if (typeof literal !== "string") fail({ code: "type", name, detail: '"series-name"' });
        found.series.add(literal as string);
      }
      if (name === "sum_over" || ROW_FUNCTIONS.has(name)) {
        // The last argument reads each period's or each row's names besides the formula's own.
        const args = call.arguments as jsep.Expression[];
        const expression = args[args.length - 1] as jsep.Expression;
        if (name === "add_column") {
          const column = args[1]?.type === "Literal" ? (args[1] as jsep.Literal).value : undefined;
          if (typeof column !== "string") fail({ code: "type", name, detail: '"column-name"' });
          found.columns.add(column as string);
        }
        for (const argument of args.slice(0, -1)) check(argument, known, found, depth + 1, context);
        const local: readonly string[] =
          name === "sum_over" ? PERIOD_NAMES : [...ROW_NAMES, ...context.rowNames];
        const inner: Found = { ...found, names: new Set() };
        const innerContext = name === "sum_over" ? context : { ...context, inRow: true };
        check(expression, known && new Set([...known, ...local]), inner, depth + 1, innerContext);
        for (const read of inner.names) if (!local.includes(read)) found.names.add(read);
        return;
      }
      if (name === "prev_row" && known) {
        const [column] = call.arguments;
        if (!context.inRow) fail({ code: "type", name, detail: "add_column(…)" });
        if (column?.type !== "Identifier" || !context.rowNames.has((column as jsep.Identifier).name))
          fail({
            code: "unknown_name",
            name: column?.type === "Identifier" ? (column as jsep.Identifier).name : name,
          });
        check(call.arguments[1] as jsep.Expression, known, found, depth + 1, context);
        return;
      }
      for (const argument of call.arguments) check(argument, known, found, depth + 1, context);
      return;
    }
    default:
      fail(refusedNode(node, context.source));
  }
}

/**
 * Parses and checks an expression against the names it may read. A definition is refused at
 * create and update time with these errors, never at evaluation time.
 */
export function compile(
  source: string,
  known: Iterable<string> | null,
  /** The columns of the definition's rows, which row expressions may read. */
  rowNames: Iterable<string> = [],
  /** The names of `known` that are repeating groups: only they may be counted (a template's). */
  groups?: Iterable<string>,
): { ok: true; expression: CompiledExpression } | { ok: false; error: CalcError } {
  try {
    if (source.length > MAX_LENGTH || nestingOf(source) > MAX_DEPTH) fail({ code: "too_complex" });
    if (source.trim() === "") fail({ code: "syntax", reason: "empty" });
    let ast: jsep.Expression;
    try {
      ast = jsep(source);
    } catch (error) {
      return fail(parseError(source, error));
    }
    const found: Found = { names: new Set(), series: new Set(), columns: new Set(), functions: new Set() };
    check(ast, known === null ? null : new Set(known), found, 0, {
      source,
      rowNames: new Set(rowNames),
      inRow: false,
      ...(groups ? { groups: new Set(groups) } : {}),
    });
    return {
      ok: true,
      expression: {
        source,
        ast,
        names: [...found.names],
        series: [...found.series],
        columns: [...found.columns],
        functions: [...found.functions],
      },
    };
  } catch (error) {
    if (error instanceof CalcFailure) return { ok: false, error: error.error };
    if (error instanceof RangeError) return { ok: false, error: { code: "too_complex" } };
    throw error;
  }
}
