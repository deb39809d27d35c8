import type jsep from "jsep";
import { Day, Month } from "./dates";
import { Dec, roundHalfUp } from "./decimal";
import { fail } from "./errors";
import { type CalcFunction, day, dayOrMonth, integer, number, text } from "./function-arguments";
import { ROW_FUNCTION_TABLE } from "./row-functions";
import { SERIES_FUNCTIONS } from "./series-functions";
import { RowList } from "./values";

export type { Scope } from "./function-arguments";
export { COMPANY_COLUMN, FEMININE_COLUMN, ROW_FUNCTIONS, ROW_NAMES } from "./row-functions";
export { PERIOD_NAMES } from "./series-functions";

/** Days count as the calendar says: the year of a day, 2026-02-28 + 1 = 2026-03-01. */
const DAY_LIMIT = 3_000_000;

/**
 * The functions an expression may call, by name. Anything else is refused when the definition
 * is saved. Money is never rounded here unless asked: `round(x, 2)` is half-up to the cent.
 */
export const FUNCTIONS: Record<string, CalcFunction> = {
  if: {
    arity: [3, 3],
    call: () => fail({ code: "syntax" }),
    lazy: ([test, yes, no], evaluate) => {
      const condition = evaluate(test as jsep.Expression);
      if (typeof condition !== "boolean") fail({ code: "type", name: "if", detail: "true/false" });
      return evaluate((condition ? yes : no) as jsep.Expression);
    },
  },
  /** Whether an optional input was given: `is_set(data_contratto) && data_contratto < …`. */
  is_set: {
    arity: [1, 1],
    call: () => fail({ code: "syntax" }),
    lazy: ([argument], _evaluate, scope) => {
      if (argument?.type !== "Identifier") return fail({ code: "type", name: "is_set", detail: "a name" });
      // A formula that answers `null` (not applicable) is not set either.
      const value = scope.values.get((argument as jsep.Identifier).name);
      return value !== undefined && value !== null;
    },
  },
  /**
   * Whether a template's answer is missing: unset, blank text or a group without items
   * (`empty(occupanti)`). Unlike `is_set`, an answer of only spaces is empty too.
   */
  empty: {
    arity: [1, 1],
    call: () => fail({ code: "syntax" }),
    lazy: ([argument], _evaluate, scope) => {
      if (argument?.type !== "Identifier") return fail({ code: "type", name: "empty", detail: "a name" });
      const value = scope.values.get((argument as jsep.Identifier).name);
      if (value === undefined || value === null) return true;
      if (typeof value === "string") return value.trim() === "";
      return value instanceof RowList && value.rows.length === 0;
    },
  },
  min: {
    arity: [1, 20],
    call: (args) => Dec.min(...args.map((a) => number(a, "min"))),
  },
  max: {
    arity: [1, 20],
    call: (args) => Dec.max(...args.map((a) => number(a, "max"))),
  },
  abs: { arity: [1, 1], call: ([x]) => number(x, "abs").abs() },
  round: {
    arity: [1, 2],
    call: ([x, places]) =>
      roundHalfUp(number(x, "round"), places === undefined ? 0 : integer(places, "round", 0, 10)),
  },
  days: {
    arity: [2, 2],
    call: ([from, to]) => new Dec(day(from, "days").daysUntil(day(to, "days"))),
  },
  add_days: {
    arity: [2, 2],
    call: ([d, n]) => day(d, "add_days").addDays(integer(n, "add_days", -DAY_LIMIT, DAY_LIMIT)),
  },
  add_months: {
    arity: [2, 2],
    call: ([d, n]) => {
      const months = integer(n, "add_months", -100_000, 100_000);
      return d instanceof Month ? d.addMonths(months) : day(d, "add_months").addMonths(months);
    },
  },
  end_of_month: { arity: [1, 1], call: ([d]) => dayOrMonth(d, "end_of_month").endOfMonth() },
  year: { arity: [1, 1], call: ([d]) => new Dec(dayOrMonth(d, "year").year) },
  month: { arity: [1, 1], call: ([d]) => new Dec(dayOrMonth(d, "month").month) },
  day: { arity: [1, 1], call: ([d]) => new Dec(day(d, "day").day) },
  date: {
    arity: [3, 3],
    call: ([y, m, d]) => {
      const [year, month, dayOfMonth] = [
        integer(y, "date", 1, 9999),
        integer(m, "date", 1, 12),
        integer(d, "date", 1, 31),
      ];
      const parsed = Day.parse(
        `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(dayOfMonth).padStart(2, "0")}`,
      );
      return parsed ?? fail({ code: "type", name: "date", detail: "a calendar day" });
    },
  },
  month_of: { arity: [1, 1], call: ([d]) => Month.of(day(d, "month_of").year, day(d, "month_of").month) },
  /**
   * Refuses the calculation with the editors' sentence unless `condition` holds:
   * `valid_if(anni_consecutivi, "Gli anni…", "The years…")`. It stands in a step that names the
   * input it checks (issue 31), so the sentence shows beside the field the user must change.
   */
  valid_if: {
    arity: [2, 3],
    call: ([condition, italian, english]) => {
      if (typeof condition !== "boolean") fail({ code: "type", name: "valid_if", detail: "true/false" });
      if (condition) return true;
      return fail({
        code: "condition",
        detail: text(italian, "valid_if"),
        ...(english === undefined ? {} : { detail_en: text(english, "valid_if") }),
      });
    },
  },
  ...SERIES_FUNCTIONS,
  ...ROW_FUNCTION_TABLE,
};

/** The names an expression may call, for the editors' hints. */
export const FUNCTION_NAMES: readonly string[] = Object.keys(FUNCTIONS).sort();
