import type { GlobalConfig } from "@app/contracts";

const CONFIG_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;
const MINUTE_MS = 60_000;

/**
 * Reads a configuration moment (`YYYY-MM-DD HH:mm`) as the browser's local time: the
 * configuration carries no zone and the product's users are in the deployment's zone.
 */
export function parseConfigDateTime(value: string | null | undefined): Date | null {
  const match = value ? CONFIG_DATE_TIME.exec(value) : null;
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day, hour, minute);
  // new Date rolls 2026-02-31 over to March: reject instead of guessing.
  if (date.getMonth() !== month - 1 || date.getDate() !== day || date.getHours() !== hour) return null;
  return date;
}

/**
 * Whether `now` lies within start..end, both inclusive and compared to the minute (spec §4).
 * A window with a missing or unreadable end is not active.
 */
export function isWithinWindow(now: Date, start: string | null, end: string | null): boolean {
  const from = parseConfigDateTime(start);
  const to = parseConfigDateTime(end);
  if (!from || !to) return false;
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  return Math.floor(from.getTime() / MINUTE_MS) <= minute && minute <= Math.floor(to.getTime() / MINUTE_MS);
}

/** Our own maintenance page (spec §1 `/maintenance/`): where the window leads without a URL. */
export const MAINTENANCE_PAGE = "/maintenance/";

/**
 * Where the extraordinary-maintenance window sends the browser right now, or null: the
 * configured URL, or our own maintenance page when none is set (README). Never the page
 * already shown, which would reload it forever.
 */
export function maintenanceRedirectTarget(
  config: GlobalConfig,
  now: Date,
  currentHref: string,
): string | null {
  const { URL: configured, START_DATE, END_DATE } = config.EXTRAORDINARY_MAINTENANCE;
  if (!isWithinWindow(now, START_DATE, END_DATE)) return null;
  const target = configured || MAINTENANCE_PAGE;
  let resolved: URL;
  try {
    resolved = new URL(target, currentHref);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(resolved.protocol)) return null;
  const current = new URL(currentHref);
  if (resolved.origin === current.origin && resolved.pathname === current.pathname) return null;
  return resolved.href;
}

/** Cookie that remembers, for a day, that the maintenance warning was shown (spec §4). */
export const MAINTENANCE_NOTICE_COOKIE = "extraordinary_maintenance";
/** The warning is evaluated this long after the profile loads (spec §9). */
export const MAINTENANCE_WARNING_DELAY_MS = 3000;

/** Spec §4: signed in, within the warning window, and not already shown today. */
export function shouldShowMaintenanceWarning(input: {
  config: GlobalConfig | undefined;
  now: Date;
  isSignedIn: boolean;
  hasNoticeCookie: boolean;
}): boolean {
  if (!input.isSignedIn || input.hasNoticeCookie || !input.config) return false;
  const { WARNING_START_DATE, WARNING_END_DATE } = input.config.frontend.EXTRAORDINARY_MAINTENANCE;
  return isWithinWindow(input.now, WARNING_START_DATE, WARNING_END_DATE);
}
