import type { CALC_VALUE_TYPES } from "@app/contracts";
import { Day, Month } from "./dates";
import { Dec } from "./decimal";
import type { RatePeriod } from "./series";

/** A period split at each change of a series (`rate_periods`), ready for `interest`. */
export class PeriodList {
  constructor(
    readonly series: string,
    readonly periods: readonly RatePeriod[],
  ) {}
}

/** The rows of a `rows` input (a year's remuneration per row), each its columns by slug. */
export class RowList {
  constructor(readonly rows: readonly ReadonlyMap<string, CalcValue>[]) {}
}

/**
 * What an expression computes: a number (exact), a day, a month, yes/no, a choice, periods,
 * rows, or `null`: not applicable (a transitional lease has no second expiry).
 */
export type CalcValue = Dec | Day | Month | boolean | string | PeriodList | RowList | null;

/** The kinds of value a calculator's inputs and outputs declare (packages/contracts). */
export { CALC_VALUE_TYPES as VALUE_TYPES } from "@app/contracts";
export type ValueType = (typeof CALC_VALUE_TYPES)[number];

/**
 * A value as it travels in JSON (spec: money, numbers and percentages as decimal strings,
 * dates `YYYY-MM-DD`, months `YYYY-MM`): money to the cent, half-up, only here at the end.
 */
export function toWire(value: CalcValue, type: ValueType): string | boolean | null {
  if (value instanceof Dec) {
    if (type === "money") return value.toDecimalPlaces(2, Dec.ROUND_HALF_UP).toFixed(2);
    if (type === "integer") return value.toDecimalPlaces(0, Dec.ROUND_HALF_UP).toFixed(0);
    return value.toString();
  }
  if (value instanceof Day || value instanceof Month) return value.toString();
  if (typeof value === "boolean" || typeof value === "string") return value;
  return null;
}
