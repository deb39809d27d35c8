// Evaluating a compiled expression (docs/decisions/0012): decimal.js arithmetic, comparisons of
// numbers, days and months, the functions of functions.ts; every failure an error value.
import type jsep from "jsep";
import { Day, Month } from "./dates";
import { Dec } from "./decimal";
import { type CalcError, CalcFailure, fail } from "./errors";
import { FUNCTIONS, type Scope } from "./functions";
import { type CompiledExpression, OPERATOR_WORDS } from "./language";
import type { CalcValue } from "./values";

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
      const operator = OPERATOR_WORDS[binaryNode.operator] ?? binaryNode.operator;
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
