// What every function of the expression language shares: the scope it reads, its declaration,
// and the readers that check each argument's type.
import type jsep from "jsep";
import { Day, Month } from "./dates";
import { Dec } from "./decimal";
import { fail } from "./errors";
import type { SeriesPoint } from "./series";
import type { CalcValue } from "./values";

/** What an evaluation reads: the values by name and the dated series by slug. */
export interface Scope {
  values: ReadonlyMap<string, CalcValue>;
  series: ReadonlyMap<string, readonly SeriesPoint[]>;
  /** Every series value the calculation read, by series: the result states them. */
  used: Map<string, Set<SeriesPoint>>;
  /**
   * The inputs each name was computed from (an input: itself; a step: the inputs it reads), so a
   * failure that blames an argument lands on the fields the user must change.
   */
  origins?: ReadonlyMap<string, readonly string[]>;
  /** Inside a row expression (`add_column`, `sum_rows`…): the row before, null at the first. */
  row?: { previous: ReadonlyMap<string, CalcValue> | null };
}

/** A function an expression may call: how many arguments it takes, and what it does. */
export interface CalcFunction {
  arity: readonly [number, number];
  call: (args: CalcValue[], scope: Scope) => CalcValue;
  /** Functions that choose which arguments to evaluate (`if`, `is_set`). */
  lazy?: (
    args: jsep.Expression[],
    /**
     * Evaluates an argument; `bindings` adds names it may read (`sum_over`'s period names, a
     * row's columns), `row` says which row came before.
     */
    evaluate: (
      argument: jsep.Expression,
      bindings?: ReadonlyMap<string, CalcValue>,
      row?: Scope["row"],
    ) => CalcValue,
    scope: Scope,
  ) => CalcValue;
}

export const number = (value: CalcValue | undefined, name: string): Dec =>
  value instanceof Dec ? value : fail({ code: "type", name, detail: "number" });
export const integer = (value: CalcValue | undefined, name: string, min: number, max: number): number => {
  const n = number(value, name);
  if (!n.isInteger() || n.lt(min) || n.gt(max)) fail({ code: "type", name, detail: `integer ${min}…${max}` });
  return n.toNumber();
};
export const day = (value: CalcValue | undefined, name: string): Day =>
  value instanceof Day ? value : fail({ code: "type", name, detail: "date" });
export const dayOrMonth = (value: CalcValue | undefined, name: string): Day =>
  value instanceof Month ? value.firstDay() : day(value, name);
export const text = (value: CalcValue | undefined, name: string): string =>
  typeof value === "string" ? value : fail({ code: "type", name, detail: "text" });
