import jsep from "jsep";
import { Day, Month } from "./dates";
import { Dec } from "./decimal";
import { type CalcError, CalcFailure, fail } from "./errors";
import { FUNCTIONS, PERIOD_NAMES, ROW_FUNCTIONS, ROW_NAMES, type Scope } from "./functions";
import type { CalcValue } from "./values";

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
const WORDS: Record<string, string> = { and: "&&", or: "||", not: "!" };

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
  rowNames: ReadonlySet<string>;
  inRow: boolean;
}

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
        fail({ code: "syntax", detail: String((node as jsep.Literal).raw) });
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
      if (!UNARY.has(unary.operator)) fail({ code: "syntax", detail: unary.operator });
      check(unary.argument, known, found, depth + 1, context);
      return;
    }
    case "BinaryExpression": {
      const binary = node as jsep.BinaryExpression;
      if (!BINARY.has(binary.operator)) fail({ code: "syntax", detail: binary.operator });
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
      if (call.callee.type !== "Identifier") fail({ code: "syntax", detail: "()" });
      const name = (call.callee as jsep.Identifier).name;
      const fn = Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined;
      if (!fn) {
        fail({ code: "unknown_function", name });
        return;
      }
      if (call.arguments.length < fn.arity[0] || call.arguments.length > fn.arity[1])
        fail({ code: "arity", name });
      found.functions.add(name);
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
      fail({ code: "syntax", detail: node.type === "MemberExpression" ? "." : undefined });
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
): { ok: true; expression: CompiledExpression } | { ok: false; error: CalcError } {
  try {
    if (source.length > MAX_LENGTH || nestingOf(source) > MAX_DEPTH) fail({ code: "too_complex" });
    if (source.trim() === "") fail({ code: "syntax" });
    let ast: jsep.Expression;
    try {
      ast = jsep(source);
    } catch (error) {
      return fail({ code: "syntax", detail: error instanceof Error ? error.message : undefined });
    }
    const found: Found = { names: new Set(), series: new Set(), columns: new Set(), functions: new Set() };
    check(ast, known === null ? null : new Set(known), found, 0, {
      rowNames: new Set(rowNames),
      inRow: false,
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

export const isNumber = (value: CalcValue): value is Dec => value instanceof Dec;

function expectNumber(value: CalcValue, where: string): Dec {
  if (!isNumber(value)) fail({ code: "type", name: where, detail: "number" });
  return value as Dec;
}

function truthy(value: CalcValue, where: string): boolean {
  if (typeof value !== "boolean") fail({ code: "type", name: where, detail: "true/false" });
  return value as boolean;
}

function finite(value: Dec): Dec {
  if (!value.isFinite()) fail({ code: "out_of_range" });
  return value;
}

function equal(a: CalcValue, b: CalcValue): boolean {
  if (isNumber(a) && isNumber(b)) return a.eq(b);
  if ((a instanceof Day && b instanceof Day) || (a instanceof Month && b instanceof Month))
    return a.compare(b as never) === 0;
  return a === b;
}

function compare(a: CalcValue, b: CalcValue, operator: string): number {
  if (isNumber(a) && isNumber(b)) return a.cmp(b);
  if (a instanceof Day && b instanceof Day) return a.compare(b);
  if (a instanceof Month && b instanceof Month) return a.compare(b);
  return fail({ code: "type", name: operator, detail: "two numbers, days or months" });
}

function binary(operator: string, left: CalcValue, right: CalcValue): CalcValue {
  switch (operator) {
    case "+":
      return finite(expectNumber(left, "+").plus(expectNumber(right, "+")));
    case "-":
      return finite(expectNumber(left, "-").minus(expectNumber(right, "-")));
    case "*":
      return finite(expectNumber(left, "*").times(expectNumber(right, "*")));
    case "/": {
      const divisor = expectNumber(right, "/");
      if (divisor.isZero()) fail({ code: "division_by_zero" });
      return finite(expectNumber(left, "/").div(divisor));
    }
    case "==":
      return equal(left, right);
    case "!=":
      return !equal(left, right);
    case "<":
      return compare(left, right, operator) < 0;
    case "<=":
      return compare(left, right, operator) <= 0;
    case ">":
      return compare(left, right, operator) > 0;
    default:
      return compare(left, right, operator) >= 0;
  }
}

function evaluateNode(node: jsep.Expression, scope: Scope): CalcValue {
  switch (node.type) {
    case "Literal": {
      const literal = node as jsep.Literal;
      if (literal.value === null) return null;
      return typeof literal.value === "number"
        ? finite(new Dec(literal.raw))
        : (literal.value as string | boolean);
    }
    case "Identifier": {
      const name = (node as jsep.Identifier).name;
      if (name === "true") return true;
      if (name === "false") return false;
      const value = scope.values.get(name);
      if (value === undefined) return fail({ code: "required", name });
      return value;
    }
    case "UnaryExpression": {
      const unary = node as jsep.UnaryExpression;
      const value = evaluateNode(unary.argument, scope);
      if (unary.operator === "!" || unary.operator === "not") return !truthy(value, unary.operator);
      const number = expectNumber(value, unary.operator);
      return unary.operator === "-" ? number.neg() : number;
    }
    case "BinaryExpression": {
      const binaryNode = node as jsep.BinaryExpression;
      const { left, right } = binaryNode;
      const operator = WORDS[binaryNode.operator] ?? binaryNode.operator;
      // `&&` and `||` look at their right side only when they must, as everywhere.
      if (operator === "&&")
        return truthy(evaluateNode(left, scope), "&&") && truthy(evaluateNode(right, scope), "&&");
      if (operator === "||")
        return truthy(evaluateNode(left, scope), "||") || truthy(evaluateNode(right, scope), "||");
      return binary(operator, evaluateNode(left, scope), evaluateNode(right, scope));
    }
    case "ConditionalExpression": {
      const conditional = node as jsep.ConditionalExpression;
      return truthy(evaluateNode(conditional.test, scope), "?")
        ? evaluateNode(conditional.consequent, scope)
        : evaluateNode(conditional.alternate, scope);
    }
    case "CallExpression": {
      const call = node as jsep.CallExpression;
      const name = (call.callee as jsep.Identifier).name;
      const fn = FUNCTIONS[name];
      if (!fn) return fail({ code: "unknown_function", name });
      // `if` evaluates only the branch it takes, so the other may divide by zero.
      if (fn.lazy)
        return fn.lazy(
          call.arguments,
          (argument, bindings, row) =>
            evaluateNode(
              argument,
              bindings
                ? { ...scope, values: new Map([...scope.values, ...bindings]), row: row ?? scope.row }
                : scope,
            ),
          scope,
        );
      const values = call.arguments.map((argument) => evaluateNode(argument, scope));
      try {
        return fn.call(values, scope);
      } catch (error) {
        // The function blamed one argument (a reversed period's end, a day a series does not
        // cover): the fields to change are the inputs that argument was computed from.
        if (error instanceof CalcFailure && error.argument !== undefined && !error.inputs && scope.origins) {
          const blamed = call.arguments[error.argument];
          if (blamed) error.inputs = inputsOf(blamed, scope.origins);
        }
        throw error;
      }
    }
    default:
      return fail({ code: "syntax" });
  }
}

/** The inputs an argument was computed from: those of every name it reads. */
function inputsOf(node: jsep.Expression, origins: ReadonlyMap<string, readonly string[]>): string[] {
  const inputs = new Set<string>();
  const visit = (current: unknown) => {
    if (Array.isArray(current)) current.forEach(visit);
    if (typeof current !== "object" || current === null || !("type" in current)) return;
    const expression = current as jsep.Expression;
    if (expression.type === "Identifier") {
      for (const input of origins.get((expression as jsep.Identifier).name) ?? []) inputs.add(input);
      return;
    }
    // A call's callee is a function's name, never a value.
    for (const [key, child] of Object.entries(expression)) if (key !== "callee") visit(child);
  };
  visit(node);
  return [...inputs];
}

/**
 * Evaluates a compiled expression; whatever goes wrong comes back as an error value, with the
 * inputs it concerns when the failing function could tell.
 */
export function evaluate(
  expression: CompiledExpression,
  scope: Scope,
): { ok: true; value: CalcValue } | { ok: false; error: CalcError; inputs?: string[] } {
  try {
    return { ok: true, value: evaluateNode(expression.ast, scope) };
  } catch (error) {
    if (error instanceof CalcFailure)
      return { ok: false, error: error.error, ...(error.inputs?.length ? { inputs: error.inputs } : {}) };
    // decimal.js throws on what it cannot represent: an error of the calculation, not of ours.
    if (error instanceof Error && /DecimalError/.test(error.message))
      return { ok: false, error: { code: "out_of_range" } };
    throw error;
  }
}
