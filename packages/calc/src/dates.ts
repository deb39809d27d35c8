/**
 * Calendar days and months without time zones: a calculation about 1 March is about 1 March
 * wherever the server runs. A day is a count of days since 1970-01-01 (UTC midnight), which
 * makes "end − start" the number of days between them.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** A calendar day (`YYYY-MM-DD`). */
export class Day {
  private constructor(readonly epochDay: number) {}

  /** The day written `YYYY-MM-DD`, or null when it is not a real calendar day (2026-02-30). */
  static parse(text: string): Day | null {
    const match = ISO_DAY.exec(text);
    if (!match) return null;
    const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
    if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
    return Day.of(year, month, day);
  }

  static of(year: number, month: number, day: number): Day {
    return new Day(Math.round(Date.UTC(year, month - 1, day) / DAY_MS));
  }

  static fromEpochDay(epochDay: number): Day {
    return new Day(epochDay);
  }

  private get date(): Date {
    return new Date(this.epochDay * DAY_MS);
  }
  get year(): number {
    return this.date.getUTCFullYear();
  }
  get month(): number {
    return this.date.getUTCMonth() + 1;
  }
  get day(): number {
    return this.date.getUTCDate();
  }

  /** Days from this day to `other` (positive when `other` is later). */
  daysUntil(other: Day): number {
    return other.epochDay - this.epochDay;
  }

  addDays(days: number): Day {
    return new Day(this.epochDay + days);
  }

  /**
   * The same day number `months` later (or earlier); the month's last day when that day does
   * not exist there (31 January + 1 month = 28 or 29 February), as art. 2963 c.c. counts.
   */
  addMonths(months: number): Day {
    const index = this.year * 12 + (this.month - 1) + months;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    return Day.of(year, month, Math.min(this.day, daysInMonth(year, month)));
  }

  endOfMonth(): Day {
    return Day.of(this.year, this.month, daysInMonth(this.year, this.month));
  }

  compare(other: Day): number {
    return this.epochDay - other.epochDay;
  }

  toString(): string {
    return this.date.toISOString().slice(0, 10);
  }
}

/** A calendar month (`YYYY-MM`), for monthly series such as the ISTAT indices. */
export class Month {
  private constructor(
    readonly year: number,
    readonly month: number,
  ) {}

  static parse(text: string): Month | null {
    const match = ISO_MONTH.exec(text);
    if (!match) return null;
    const [year, month] = match.slice(1).map(Number) as [number, number];
    return year >= 1 && month >= 1 && month <= 12 ? new Month(year, month) : null;
  }

  static of(year: number, month: number): Month {
    const index = year * 12 + (month - 1);
    return new Month(Math.floor(index / 12), (index % 12) + 1);
  }

  addMonths(months: number): Month {
    return Month.of(this.year, this.month + months);
  }

  /** The month's first day: a monthly value is in force from it. */
  firstDay(): Day {
    return Day.of(this.year, this.month, 1);
  }

  compare(other: Month): number {
    return this.year * 12 + this.month - (other.year * 12 + other.month);
  }

  toString(): string {
    return `${String(this.year).padStart(4, "0")}-${String(this.month).padStart(2, "0")}`;
  }
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}
