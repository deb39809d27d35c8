import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";
import "dayjs/locale/it";
import { getLanguage } from "./i18n";

dayjs.extend(utc);

/**
 * The calendar, its appointments and the notes are about moments in Italy (a hearing, a
 * deadline, the editors' webinar): they are shown and typed in Europe/Rome whatever the
 * browser's zone, as the server reads them (platform/time/rome-time). Everything here works on
 * Rome's wall clock as plain text (`YYYY-MM-DD HH:mm:ss`), so the browser's zone never enters.
 */
export const ROME_ZONE = "Europe/Rome";

const wallClockParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: ROME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** A moment as Rome's wall clock, `YYYY-MM-DD HH:mm:ss` (the date-time field's value). */
export function romeWallClock(moment: string | Date): string {
  const parts: Record<string, string> = {};
  for (const part of wallClockParts.formatToParts(new Date(moment))) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The day in Rome a moment falls on, `YYYY-MM-DD`. */
export const romeDay = (moment: string | Date): string => romeWallClock(moment).slice(0, 10);

/** Today in Rome, `YYYY-MM-DD`. */
export const romeToday = (): string => romeDay(new Date());

/** A calendar day `n` days after (or before) `day`, both `YYYY-MM-DD`: no zone, no clock change. */
export const addDays = (day: string, n: number): string => dayjs.utc(day).add(n, "day").format("YYYY-MM-DD");

/** Rome's offset from UTC in minutes at a moment (60 in winter, 120 in summer). */
function romeOffsetMinutes(epochMs: number): number {
  const wall = romeWallClock(new Date(epochMs)).replace(" ", "T");
  const wallAsUtc = Date.parse(`${wall}Z`);
  return Math.round((wallAsUtc - Math.floor(epochMs / 1000) * 1000) / 60_000);
}

const HALF_YEAR_MS = 182 * 86_400_000;

/**
 * Whether a clock keeps Rome's time: the same offset now and half a year on, so across a change
 * of hour too (Berlin does, London and New York do not). `offsetAt` gives the clock's offset in
 * minutes at a moment; by default the browser's.
 */
export function keepsRomeTime(
  now: number = Date.now(),
  offsetAt: (epochMs: number) => number = (ms) => -new Date(ms).getTimezoneOffset(),
): boolean {
  return [now, now + HALF_YEAR_MS].every((ms) => offsetAt(ms) === romeOffsetMinutes(ms));
}

/** The browser's time zone, by name (`America/New_York`). */
export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

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

/**
 * A wall-clock text (`YYYY-MM-DD` or `YYYY-MM-DD HH:mm[:ss]`) in a dayjs format, in the screen's
 * language. Read as UTC so that no zone moves it (a time that does not exist in the browser's
 * zone, on its own clock-change night, stays as written).
 */
export function formatWallClock(wallClock: string, format: string): string {
  return dayjs.utc(wallClock).locale(getLanguage()).format(format);
}

/** A moment in a dayjs format as Rome's clock shows it, in the screen's language. */
export const formatInRome = (moment: string | Date, format: string): string =>
  formatWallClock(romeWallClock(moment), format);

/** A moment as both languages write it (spec §5: day/month/year, 24 hours), in Rome: 01/07/2026, 10:00. */
export const formatRome = (moment: string): string => formatInRome(moment, "DD/MM/YYYY, HH:mm");
