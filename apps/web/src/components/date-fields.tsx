import { DateInput, type DateInputProps } from "@mantine/dates";
import { parseDateTimeEntry, parseDayEntry, withKeptTime } from "../lib/date-entry";
import { DISPLAY_DATE, DISPLAY_DATE_TIME } from "../lib/format-date";
import { useTranslation } from "../lib/use-translation";
import "dayjs/locale/it";
import "@mantine/dates/styles.layer.css";
import classes from "./date-fields.module.css";

type FieldProps = Omit<
  DateInputProps,
  "value" | "defaultValue" | "onChange" | "valueFormat" | "dateParser" | "withTime" | "locale"
>;

/**
 * What every date field shares, whatever the browser's language: the page's language for the
 * month and weekday names, Monday first, labelled controls (spec §5 d/m/Y; issue 31). Only
 * lazily loaded screens import this file, so @mantine/dates stays out of the landing page.
 */
function useDateFieldProps() {
  const { t, i18n } = useTranslation();
  return {
    locale: i18n.language === "en" ? "en" : "it",
    firstDayOfWeek: 1,
    popoverProps: { withinPortal: true },
    classNames: { day: classes.day },
    clearButtonProps: { "aria-label": t("dates.clear") },
    previousLabel: t("dates.previousMonth"),
    nextLabel: t("dates.nextMonth"),
    ariaLabels: {
      previousMonth: t("dates.previousMonth"),
      nextMonth: t("dates.nextMonth"),
      previousYear: t("dates.previousYear"),
      nextYear: t("dates.nextYear"),
      previousDecade: t("dates.previousDecade"),
      nextDecade: t("dates.nextDecade"),
      monthLevelControl: t("dates.monthLevel"),
      yearLevelControl: t("dates.yearLevel"),
    },
    t,
  } as const;
}

/**
 * A day, typed as `16/12/2026` or chosen in the month below; its value is the ISO day
 * (`2026-12-16`, what the API takes), "" when empty.
 */
export function DateField({
  value,
  onChange,
  ...props
}: FieldProps & { value: string; onChange: (day: string) => void }) {
  const { t, ...shared } = useDateFieldProps();
  return (
    <DateInput
      {...shared}
      placeholder={t("dates.dayPlaceholder")}
      clearable={!props.required}
      {...props}
      valueFormat={DISPLAY_DATE}
      dateParser={parseDayEntry}
      value={value || null}
      onChange={(day) => onChange(day ?? "")}
    />
  );
}

/**
 * A day and a time, typed as `16/12/2026 10:30` (the day chosen in the month below keeps the
 * time); its value is the wall clock `YYYY-MM-DD HH:mm:ss`, "" when empty. Which zone that clock
 * is in is the caller's (the calendar's and the notes' are Rome's: lib/rome-time).
 */
export function DateTimeField({
  value,
  onChange,
  defaultTime = "09:00:00",
  ...props
}: FieldProps & { value: string; onChange: (wallClock: string) => void; defaultTime?: string }) {
  const { t, ...shared } = useDateFieldProps();
  return (
    <DateInput
      {...shared}
      placeholder={t("dates.dateTimePlaceholder")}
      clearable={!props.required}
      {...props}
      withTime
      valueFormat={DISPLAY_DATE_TIME}
      dateParser={parseDateTimeEntry}
      value={value || null}
      onChange={(next) => onChange(withKeptTime(next, value, defaultTime))}
    />
  );
}
