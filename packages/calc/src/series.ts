import { Day, Month } from "./dates";
import { Dec } from "./decimal";

/**
 * A dated series (spec "calculator constants"): the legal interest rate, the ECB rate per
 * semester, the ISTAT FOI index month by month. Each value is in force from its `valid_from`
 * (a day, or a month's first day) until the next one.
 */
export interface SeriesValue {
  /** `YYYY-MM-DD`, or `YYYY-MM` for monthly series. */
  valid_from: string;
  /**
   * The last day (or month) it is in force, when the next value is not known yet: a day after
   * it is not covered, so a calculation over a gap is refused instead of computed wrong.
   */
  valid_to?: string | null;
  /** A decimal string: values are exact ("1.6", "119.4"). */
  value: string;
  /** The act or table that set it (decree, MEF comunicato, ISTAT release). */
  note?: string;
}

export interface DatedSeries {
  slug: string;
  title?: string;
  unit?: "percent" | "index" | "amount";
  source?: string;
  values: SeriesValue[];
}

/** A value as a calculation uses it: from when, how much, and where it comes from. */
export interface SeriesPoint {
  from: Day;
  /** The last day in force, when a gap follows. */
  until: Day | null;
  value: Dec;
  validFrom: string;
  note: string | undefined;
}

/** The series' values in date order; a value that is not a decimal or a date is an error. */
export function seriesPoints(series: DatedSeries): SeriesPoint[] {
  return series.values
    .map((entry) => {
      const from = Day.parse(entry.valid_from) ?? Month.parse(entry.valid_from)?.firstDay() ?? null;
      if (!from) throw new Error(`${series.slug}: "${entry.valid_from}" is not a date`);
      let value: Dec;
      try {
        value = new Dec(entry.value);
      } catch {
        throw new Error(`${series.slug}: "${entry.value}" is not a number`);
      }
      if (!value.isFinite()) throw new Error(`${series.slug}: "${entry.value}" is not a number`);
      // A monthly value (`YYYY-MM`: an index of that month) holds for its month only, so the
      // month after the last one published is a gap, never the previous month's index.
      const until = entry.valid_to
        ? lastDayOf(entry.valid_to)
        : Month.parse(entry.valid_from)
          ? lastDayOf(entry.valid_from)
          : null;
      if (entry.valid_to && !until) throw new Error(`${series.slug}: "${entry.valid_to}" is not a date`);
      return { from, until, value, validFrom: entry.valid_from, note: entry.note };
    })
    .sort((a, b) => a.from.compare(b.from));
}

/** A `valid_to` as a day: a month means its last day. */
function lastDayOf(text: string): Day | null {
  return Day.parse(text) ?? Month.parse(text)?.firstDay().endOfMonth() ?? null;
}

/** The value in force on `day`, or null before the series starts and in its gaps. */
export function pointAt(points: readonly SeriesPoint[], day: Day): SeriesPoint | null {
  let found: SeriesPoint | null = null;
  for (const point of points) {
    if (point.from.compare(day) > 0) break;
    found = point;
  }
  return found?.until && found.until.compare(day) < 0 ? null : found;
}

/** A piece of a period during which one value of the series is in force. */
export interface RatePeriod {
  /** The day before the first day that accrues (excluded), as in "from … to …". */
  from: Day;
  /** The last day that accrues (included). */
  to: Day;
  days: number;
  /** The value in force, plus the offset asked (e.g. ECB + 8 points). */
  rate: Dec;
  point: SeriesPoint;
}

/**
 * Splits the period (from, to] at each change of the series: every day d with from < d ≤ to
 * accrues at the value in force on d, so a value in force from day c moves the days from c on
 * into a new piece. Days before the series starts cannot be computed: null names the first.
 */
export function ratePeriods(
  points: readonly SeriesPoint[],
  from: Day,
  to: Day,
  offset: Dec = new Dec(0),
): RatePeriod[] | { uncovered: Day } {
  const periods: RatePeriod[] = [];
  let start = from;
  while (start.compare(to) < 0) {
    const firstDay = start.addDays(1);
    const point = pointAt(points, firstDay);
    if (!point) return { uncovered: firstDay };
    const next = points.find((p) => p.from.compare(firstDay) > 0);
    let end = next && next.from.compare(to) <= 0 ? next.from.addDays(-1) : to;
    if (point.until && point.until.compare(end) < 0) end = point.until;
    periods.push({ from: start, to: end, days: start.daysUntil(end), rate: point.value.plus(offset), point });
    start = end;
  }
  return periods;
}

/**
 * Simple interest over the pieces: capital × rate ÷ 100 × days ÷ basis, summed exactly (no
 * rounding: money is rounded to the cent once, at the end).
 */
export function simpleInterest(capital: Dec, periods: readonly RatePeriod[], basis = 365): Dec {
  return periods.reduce(
    (sum, period) => sum.plus(capital.times(period.rate).div(100).times(period.days).div(basis)),
    new Dec(0),
  );
}
