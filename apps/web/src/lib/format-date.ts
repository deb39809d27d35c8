import dayjs from "dayjs";
import "dayjs/locale/it";
import { getLanguage } from "./i18n";

/** Spec §5 display format: d/m/Y, with the time when there is one. */
export const DISPLAY_DATE = "DD/MM/YYYY";
export const DISPLAY_DATE_TIME = "DD/MM/YYYY HH:mm";

/**
 * Formats in the current UI language. The locale is applied per call rather than globally,
 * so dayjs stays out of the bundles of pages that show no dates.
 */
export function formatDate(value: Date | string, format: string = DISPLAY_DATE): string {
  return dayjs(value).locale(getLanguage()).format(format);
}
