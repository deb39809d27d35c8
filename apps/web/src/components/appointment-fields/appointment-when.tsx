import type { Appointment } from "@app/contracts";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { addDays, formatWallClock, romeDay, romeWallClock } from "../../lib/rome-time";

/**
 * "mercoledì 16 dicembre 2026, 10:00–11:00", "All day" or a span of days, in the screen's
 * language and on Rome's clock whatever the browser's zone (issue 31).
 */
export function appointmentWhen(appointment: Appointment, allDayLabel: string, withDay = true): string {
  const start = romeWallClock(appointment.start);
  const end = romeWallClock(appointment.end);
  const startDay = start.slice(0, 10);
  if (appointment.all_day) {
    const last = addDays(romeDay(appointment.end), -1);
    if (!withDay && last <= startDay) return allDayLabel;
    return last <= startDay
      ? `${formatWallClock(startDay, "dddd D MMMM YYYY")} · ${allDayLabel}`
      : `${formatWallClock(startDay, "D MMMM")} – ${formatWallClock(last, "D MMMM YYYY")}`;
  }
  if (end.slice(0, 10) !== startDay)
    return `${formatWallClock(start, "D MMM HH:mm")} – ${formatWallClock(end, "D MMM HH:mm")}`;
  const time = `${formatWallClock(start, "HH:mm")}–${formatWallClock(end, "HH:mm")}`;
  return withDay ? `${formatWallClock(start, "dddd D MMMM YYYY")}, ${time}` : time;
}

export function AppointmentWhen({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation();
  return <Text size="sm">{appointmentWhen(appointment, t("calendar.allDay"))}</Text>;
}
