/**
 * Days and moments in Europe/Rome, whatever the server's own zone: licences end, appointments
 * fall on and calendars mark days as an Italian professional reads them. Built on Intl (the
 * runtime's tz database), with the offset cached per hour since zones change only on the hour.
 */

export const ROME_TIME_ZONE = "Europe/Rome";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const offsetFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: ROME_TIME_ZONE,
  timeZoneName: "longOffset",
});
const offsets = new Map<number, number>();

/** Rome's offset from UTC, in ms, at that moment (+1 h in winter, +2 h in summer). */
export function romeOffsetMs(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const name = offsetFormat.formatToParts(new Date(ms)).find((p) => p.type === "timeZoneName")?.value ?? "";
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    offset = match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000 : 0;
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/**
 * A moment as a spreadsheet date-time: serial days since 1899-12-30 on Rome's wall clock, so a
 * spreadsheet shows the time a person in Italy read on the screen.
 */
export function romeExcelSerial(moment: Date | string): number {
  const ms = typeof moment === "string" ? Date.parse(moment) : moment.getTime();
  return (ms + romeOffsetMs(ms)) / DAY_MS + 25_569;
}

/** The day (`YYYY-MM-DD`) it is in Rome at that moment. */
export function romeDay(moment: Date | number): string {
  const ms = typeof moment === "number" ? moment : moment.getTime();
  return new Date(ms + romeOffsetMs(ms)).toISOString().slice(0, 10);
}

/** The moment a Rome day (`YYYY-MM-DD`) begins. Midnight is never in a DST gap (they are at 2-3 am). */
export function romeMidnight(day: string): Date {
  const utc = Date.parse(`${day}T00:00:00Z`);
  const guess = utc - romeOffsetMs(utc);
  return new Date(utc - romeOffsetMs(guess));
}

/** The day `n` days after (or before) a `YYYY-MM-DD` day. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The moment as ISO 8601 with Rome's offset: `2026-12-03T10:00:00+01:00`. */
export function romeIso(moment: Date): string {
  const ms = moment.getTime();
  const offset = romeOffsetMs(ms);
  const local = new Date(ms + offset).toISOString().slice(0, 19);
  const minutes = Math.abs(offset) / 60_000;
  const sign = offset < 0 ? "-" : "+";
  return `${local}${sign}${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** A Rome wall-clock time of a day (`YYYY-MM-DD`, `HH:MM`) as a moment. */
export function romeMoment(day: string, time: string): Date {
  const utc = Date.parse(`${day}T${time}:00Z`);
  const guess = utc - romeOffsetMs(utc);
  return new Date(utc - romeOffsetMs(guess));
}
