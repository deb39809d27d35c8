/**
 * What a person types in a date field: day/month/year as spec §5 writes dates, in both
 * languages (`16/12/2026`, also with `.` or `-`), and a 24-hour time after it in a date-time
 * field (`16/12/2026 10:30`). An ISO day (`2026-12-16`, pasted) is taken too. Nothing partial is
 * read: while the year has fewer than four digits the field waits, rather than guess a date.
 */
const DAY_MONTH_YEAR = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{1,2})[:.](\d{2})$/;

const pad = (n: number) => String(n).padStart(2, "0");

/** A typed day as `YYYY-MM-DD`; null unless it is a whole, real day (no 31 April). */
export function parseDayEntry(text: string): string | null {
  const trimmed = text.trim();
  const dmy = DAY_MONTH_YEAR.exec(trimmed);
  const iso = dmy ? null : ISO_DAY.exec(trimmed);
  if (!dmy && !iso) return null;
  const [year, month, day] = dmy
    ? [Number(dmy[3]), Number(dmy[2]), Number(dmy[1])]
    : [Number(iso?.[1]), Number(iso?.[2]), Number(iso?.[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * A date-time field's new value from what its input gave: a day alone (clicked in the month, or
 * typed without a time yet) keeps the time the field had, or `defaultTime` when it had none;
 * null (cleared) is "".
 */
export function withKeptTime(next: string | null, previous: string, defaultTime: string): string {
  if (!next) return "";
  return next.length === 10 ? `${next} ${previous.slice(11) || defaultTime}` : next;
}

/**
 * A typed day and time as `YYYY-MM-DD HH:mm:ss`, or the day alone as `YYYY-MM-DD` when no time
 * was typed yet (the field then keeps the time it had); null for anything else.
 */
export function parseDateTimeEntry(text: string): string | null {
  const [datePart = "", ...rest] = text.trim().split(/[\s,T]+/);
  const day = parseDayEntry(datePart);
  if (!day || rest.length > 1) return null;
  if (rest.length === 0) return day;
  const time = TIME.exec(rest[0] ?? "");
  if (!time) return null;
  const [hours, minutes] = [Number(time[1]), Number(time[2])];
  if (hours > 23 || minutes > 59) return null;
  return `${day} ${pad(hours)}:${pad(minutes)}:00`;
}
