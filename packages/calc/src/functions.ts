import type jsep from "jsep";
import { Day, Month } from "./dates";
import { Dec, roundHalfUp } from "./decimal";
import { fail } from "./errors";
import { pointAt, type RatePeriod, ratePeriods, type SeriesPoint, simpleInterest } from "./series";
import { type CalcValue, PeriodList } from "./values";

/** What an evaluation reads: the values by name and the dated series by slug. */
export interface Scope {
  values: ReadonlyMap<string, CalcValue>;
  series: ReadonlyMap<string, readonly SeriesPoint[]>;
  /** Every series value the calculation read, by series: the result states them. */
  used: Map<string, Set<SeriesPoint>>;
}

interface CalcFunction {
  arity: readonly [number, number];
  call: (args: CalcValue[], scope: Scope) => CalcValue;
  /** Functions that choose which arguments to evaluate (`if`, `is_set`). */
  lazy?: (
    args: jsep.Expression[],
    /** Evaluates an argument; `bindings` adds names it may read (`sum_over`'s period names). */
    evaluate: (argument: jsep.Expression, bindings?: ReadonlyMap<string, CalcValue>) => CalcValue,
    scope: Scope,
  ) => CalcValue;
}

const number = (value: CalcValue | undefined, name: string): Dec =>
  value instanceof Dec ? value : fail({ code: "type", name, detail: "number" });
const integer = (value: CalcValue | undefined, name: string, min: number, max: number): number => {
  const n = number(value, name);
  if (!n.isInteger() || n.lt(min) || n.gt(max)) fail({ code: "type", name, detail: `integer ${min}…${max}` });
  return n.toNumber();
};
const day = (value: CalcValue | undefined, name: string): Day =>
  value instanceof Day ? value : fail({ code: "type", name, detail: "date" });
const dayOrMonth = (value: CalcValue | undefined, name: string): Day =>
  value instanceof Month ? value.firstDay() : day(value, name);
const text = (value: CalcValue | undefined, name: string): string =>
  typeof value === "string" ? value : fail({ code: "type", name, detail: "text" });

function seriesOf(scope: Scope, slug: string): readonly SeriesPoint[] {
  const points = scope.series.get(slug);
  if (!points) fail({ code: "unknown_series", name: slug });
  return points as readonly SeriesPoint[];
}

function markUsed(scope: Scope, slug: string, points: Iterable<SeriesPoint>) {
  const used = scope.used.get(slug) ?? new Set<SeriesPoint>();
  for (const point of points) used.add(point);
  scope.used.set(slug, used);
}

/**
 * The names `sum_over`'s expression reads for each period: its first day (excluded), its last
 * day (included), its days and its rate. Known there only, so a formula cannot read them elsewhere.
 */
export const PERIOD_NAMES = ["period_from", "period_to", "period_days", "period_rate"] as const;

function periodList(value: CalcValue | undefined, name: string): PeriodList {
  return value instanceof PeriodList ? value : fail({ code: "type", name, detail: "rate_periods(…)" });
}

/** The periods split again at each anniversary of the first one's start (year by year). */
function splitAtAnniversaries(list: PeriodList): PeriodList {
  const first = list.periods[0];
  if (!first) return list;
  const pieces: RatePeriod[] = [];
  for (const period of list.periods) {
    let from = period.from;
    let years = 1;
    let anniversary = first.from.addMonths(12);
    while (anniversary.compare(from) <= 0) anniversary = first.from.addMonths(12 * ++years);
    while (anniversary.compare(period.to) < 0) {
      pieces.push({ ...period, from, to: anniversary, days: from.daysUntil(anniversary) });
      from = anniversary;
      anniversary = first.from.addMonths(12 * ++years);
    }
    pieces.push({ ...period, from, days: from.daysUntil(period.to) });
  }
  return new PeriodList(list.series, pieces);
}

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
  /** The value of a series in force on a day, or in a month (monthly series: the index). */
  value_at: {
    arity: [2, 2],
    call: ([slug, when], scope) => {
      const name = text(slug, "value_at");
      const points = seriesOf(scope, name);
      const on = dayOrMonth(when, "value_at");
      const found = pointAt(points, on);
      if (!found) return fail({ code: "series_uncovered", name, detail: on.toString() });
      markUsed(scope, name, [found]);
      return found.value;
    },
  },
  /** (from, to] split at each change of the series, each piece at its value plus `offset`. */
  rate_periods: {
    arity: [3, 4],
    call: ([slug, from, to, offset], scope) => {
      const name = text(slug, "rate_periods");
      const [start, end] = [day(from, "rate_periods"), day(to, "rate_periods")];
      if (end.compare(start) < 0) fail({ code: "period_reversed" });
      const split = ratePeriods(
        seriesOf(scope, name),
        start,
        end,
        offset === undefined ? new Dec(0) : number(offset, "rate_periods"),
      );
      if (!Array.isArray(split))
        return fail({ code: "series_uncovered", name, detail: split.uncovered.toString() });
      markUsed(
        scope,
        name,
        split.map((period: RatePeriod) => period.point),
      );
      return new PeriodList(name, split);
    },
  },
  /** The periods split again at each anniversary of the start: revaluation year by year. */
  yearly: { arity: [1, 1], call: ([periods]) => splitAtAnniversaries(periodList(periods, "yearly")) },
  /**
   * The sum over the periods of an expression that reads each one's `period_from`, `period_to`,
   * `period_days` and `period_rate`: interest on a capital revalued period by period.
   */
  sum_over: {
    arity: [2, 2],
    call: () => fail({ code: "syntax" }),
    lazy: ([periods, expression], evaluate) => {
      const list = periodList(evaluate(periods as jsep.Expression), "sum_over");
      let total = new Dec(0);
      for (const period of list.periods) {
        const bindings = new Map<string, CalcValue>([
          ["period_from", period.from],
          ["period_to", period.to],
          ["period_days", new Dec(period.days)],
          ["period_rate", period.rate],
        ]);
        total = total.plus(number(evaluate(expression as jsep.Expression, bindings), "sum_over"));
      }
      return total;
    },
  },
  /** The last month a monthly series has a value for: the latest index published. */
  latest_month: {
    arity: [1, 1],
    call: ([slug], scope) => {
      const name = text(slug, "latest_month");
      const last = seriesOf(scope, name).at(-1);
      if (!last) return fail({ code: "series_uncovered", name, detail: "" });
      return Month.of(last.from.year, last.from.month);
    },
  },
  /** Simple interest on `capital` over the periods, a year of `basis` days (365 by default). */
  interest: {
    arity: [2, 3],
    call: ([capital, periods, basis]) => {
      if (!(periods instanceof PeriodList))
        return fail({ code: "type", name: "interest", detail: "rate_periods(…)" });
      return simpleInterest(
        number(capital, "interest"),
        periods.periods,
        basis === undefined ? 365 : integer(basis, "interest", 360, 366),
      );
    },
  },
};

/** The names an expression may call, for the editors' hints. */
export const FUNCTION_NAMES: readonly string[] = Object.keys(FUNCTIONS).sort();
