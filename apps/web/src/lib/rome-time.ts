/**
 * Notifications are about moments in Italy (a hearing, a deadline): they are shown and typed
 * in Europe/Rome whatever the browser's zone, as the server reads them (platform/time).
 */
const ROME = "Europe/Rome";

const wallClockParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: ROME,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** A moment as Rome's wall clock, `YYYY-MM-DD HH:mm:ss` (the date-time picker's value). */
export function romeWallClock(moment: string | Date): string {
  const parts: Record<string, string> = {};
  for (const part of wallClockParts.formatToParts(new Date(moment))) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Rome's offset from UTC in minutes at a moment (60 in winter, 120 in summer). */
function romeOffsetMinutes(epochMs: number): number {
  const wall = romeWallClock(new Date(epochMs)).replace(" ", "T");
  const wallAsUtc = Date.parse(`${wall}Z`);
  return Math.round((wallAsUtc - Math.floor(epochMs / 1000) * 1000) / 60_000);
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * Rome's wall clock as a moment with its offset (`2026-07-01T10:00:00+02:00`), what the API
 * takes; null for anything else. The offset is the one in force at that wall-clock time, so a
 * summer date gets +02:00 even when typed in winter.
 */
export function romeMoment(wallClock: string): string | null {
  const match = WALL_CLOCK.exec(wallClock.trim());
  if (!match) return null;
  const [, y = "", mo = "", d = "", h = "", mi = "", s = "00"] = match;
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (Number.isNaN(asUtc)) return null;
  // The offset at the guessed moment, then again at the moment it gives: right across a change.
  const first = romeOffsetMinutes(asUtc);
  const offset = romeOffsetMinutes(asUtc - first * 60_000);
  const sign = offset >= 0 ? "+" : "-";
  const abs = Math.abs(offset);
  const hours = String(Math.floor(abs / 60)).padStart(2, "0");
  const minutes = String(abs % 60).padStart(2, "0");
  return `${y}-${mo}-${d}T${h}:${mi}:${s}${sign}${hours}:${minutes}`;
}

const displayFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment as an Italian (`it-IT`) or British (`en-GB`) reader expects it, in Rome: 01/07/2026, 10:00. */
export function formatRome(moment: string, language: string): string {
  const locale = language === "en" ? "en-GB" : "it-IT";
  let format = displayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: ROME,
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    displayFormats.set(locale, format);
  }
  return format.format(new Date(moment));
}
