import type jsep from "jsep";
import { Day, Month } from "./dates";
import { Dec, roundHalfUp } from "./decimal";
import { fail } from "./errors";
import { pointAt, type RatePeriod, ratePeriods, type SeriesPoint, simpleInterest } from "./series";
import { type CalcValue, PeriodList, RowList } from "./values";

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

interface CalcFunction {
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

/** The names a row expression reads besides the row's columns: its position, from 1. */
export const ROW_NAMES = ["row_index"] as const;
/** The column of a template's party rows telling a woman (read by `feminine`; `$` keeps it off any slug). */
export const FEMININE_COLUMN = "$feminine";

/** The functions whose last argument is evaluated once per row, reading that row's columns. */
export const ROW_FUNCTIONS = new Set(["add_column", "sum_rows", "last_row"]);

const rowsOf = (value: CalcValue | undefined, name: string): RowList =>
  value instanceof RowList ? value : fail({ code: "type", name, detail: "rows" });

/** Runs `each` on every row in order, with the row's columns, its index and the row before. */
function eachRow<T>(
  list: RowList,
  expression: jsep.Expression,
  evaluate: Parameters<NonNullable<CalcFunction["lazy"]>>[1],
  each: (value: CalcValue, row: ReadonlyMap<string, CalcValue>) => ReadonlyMap<string, CalcValue> | T,
) {
  let previous: ReadonlyMap<string, CalcValue> | null = null;
  list.rows.forEach((row, index) => {
    const bindings = new Map(row).set("row_index", new Dec(index + 1));
    const result = each(evaluate(expression, bindings, { previous }), row);
    previous = result instanceof Map ? (result as ReadonlyMap<string, CalcValue>) : row;
  });
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
  /** A template's repeating group: how many items it has (`count(conduttori) > 1`). */
  count: { arity: [1, 1], call: ([rows]) => new Dec(rowsOf(rows, "count").rows.length) },
  /**
   * Whether a repeating party's persons are all women (`feminine(conduttori)`), for the words
   * a role noun's form does not cover ("nata a", "obbligate in solido"); false without items.
   * Inside `{{each::conduttori}}` the group is the one item. The template reads each item's
   * gender into `FEMININE_COLUMN` (packages/documents, logic-scope.ts).
   */
  feminine: {
    arity: [1, 1],
    call: ([rows]) => {
      const list = rowsOf(rows, "feminine").rows;
      return list.length > 0 && list.every((row) => row.get(FEMININE_COLUMN) === true);
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
  /**
   * The rows with one more column, computed row by row like a spreadsheet's: the expression reads
   * the row's columns, `row_index`, and `prev_row(column, first)` for the row before.
   */
  add_column: {
    arity: [3, 3],
    call: () => fail({ code: "syntax" }),
    lazy: ([rows, column, expression], evaluate) => {
      const list = rowsOf(evaluate(rows as jsep.Expression), "add_column");
      const name = text(evaluate(column as jsep.Expression), "add_column");
      const out: Map<string, CalcValue>[] = [];
      eachRow(list, expression as jsep.Expression, evaluate, (value, row) => {
        const next = new Map(row).set(name, value);
        out.push(next);
        return next;
      });
      return new RowList(out);
    },
  },
  /** The sum over the rows of an expression of each row's columns. */
  sum_rows: {
    arity: [2, 2],
    call: () => fail({ code: "syntax" }),
    lazy: ([rows, expression], evaluate) => {
      let total = new Dec(0);
      eachRow(
        rowsOf(evaluate(rows as jsep.Expression), "sum_rows"),
        expression as jsep.Expression,
        evaluate,
        (value) => {
          total = total.plus(number(value, "sum_rows"));
        },
      );
      return total;
    },
  },
  /** An expression of the last row's columns (the fund at the end, the year of the last row). */
  last_row: {
    arity: [2, 2],
    call: () => fail({ code: "syntax" }),
    lazy: ([rows, expression], evaluate) => {
      let last: CalcValue | undefined;
      const list = rowsOf(evaluate(rows as jsep.Expression), "last_row");
      if (list.rows.length === 0) return fail({ code: "type", name: "last_row", detail: "rows" });
      eachRow(list, expression as jsep.Expression, evaluate, (value) => {
        last = value;
      });
      return last as CalcValue;
    },
  },
  count_rows: { arity: [1, 1], call: ([rows]) => new Dec(rowsOf(rows, "count_rows").rows.length) },
  /** A column of the row before, or `first` at the first row: `prev_row(fondo, fondo_iniziale)`. */
  prev_row: {
    arity: [2, 2],
    call: () => fail({ code: "syntax" }),
    lazy: ([column, first], evaluate, scope) => {
      if (column?.type !== "Identifier") return fail({ code: "type", name: "prev_row", detail: "a column" });
      if (!scope.row) return fail({ code: "type", name: "prev_row", detail: "add_column(…)" });
      if (!scope.row.previous) return evaluate(first as jsep.Expression);
      const name = (column as jsep.Identifier).name;
      const value = scope.row.previous.get(name);
      return value === undefined ? fail({ code: "unknown_name", name }) : value;
    },
  },
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
