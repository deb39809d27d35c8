import dayjs from "dayjs";
import "dayjs/locale/it";
import { getLanguage } from "./i18n";

/** Spec §5 display format: d/m/Y, with the time when there is one. */
export const DISPLAY_DATE = "DD/MM/YYYY";
export const DISPLAY_DATE_TIME = "DD/MM/YYYY HH:mm";
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Formats in the current UI language. The locale is applied per call rather than globally,
 * so dayjs stays out of the bundles of pages that show no dates.
 */
export function formatDate(value: Date | string, format: string = DISPLAY_DATE): string {
  // A plain ISO day in the usual format needs no parsing: the calculators' breakdowns show dozens
  // of them on each keystroke.
  if (format === DISPLAY_DATE && typeof value === "string" && ISO_DAY.test(value))
    return `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}`;
  return dayjs(value).locale(getLanguage()).format(format);
}
