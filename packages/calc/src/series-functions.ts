import type jsep from "jsep";
import { Month } from "./dates";
import { Dec } from "./decimal";
import { fail } from "./errors";
import { type CalcFunction, day, dayOrMonth, integer, number, type Scope, text } from "./function-arguments";
import { pointAt, type RatePeriod, ratePeriods, type SeriesPoint, simpleInterest } from "./series";
import { type CalcValue, PeriodList } from "./values";

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

/** The functions that read the dated series (rates, indices) and the periods split from them. */
export const SERIES_FUNCTIONS: Record<string, CalcFunction> = {
  /** The value of a series in force on a day, or in a month (monthly series: the index). */
  value_at: {
    arity: [2, 2],
    call: ([slug, when], scope) => {
      const name = text(slug, "value_at");
      const points = seriesOf(scope, name);
      const on = dayOrMonth(when, "value_at");
      const found = pointAt(points, on);
      if (!found) return fail({ code: "series_uncovered", name, detail: on.toString() }, 1);
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
      // The end is the field to change: it comes before the start.
      if (end.compare(start) < 0) fail({ code: "period_reversed" }, 2);
      const split = ratePeriods(
        seriesOf(scope, name),
        start,
        end,
        offset === undefined ? new Dec(0) : number(offset, "rate_periods"),
      );
      // A first day the series does not cover is the start's fault; a later one (values not
      // published yet) the end's.
      if (!Array.isArray(split))
        return fail(
          { code: "series_uncovered", name, detail: split.uncovered.toString() },
          split.uncovered.compare(start.addDays(1)) === 0 ? 1 : 2,
        );
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
