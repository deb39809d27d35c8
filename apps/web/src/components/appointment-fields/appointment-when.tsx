import type { Appointment } from "@app/contracts";
import { Text } from "@mantine/core";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../lib/format-date";

/** "3/12/2026, 10:00–11:00", "All day" or a span of days, in the screen's language. */
export function appointmentWhen(appointment: Appointment, allDayLabel: string, withDay = true): string {
  const start = dayjs(appointment.start);
  const end = dayjs(appointment.end);
  if (appointment.all_day) {
    const last = end.subtract(1, "day");
    if (!withDay && last.isSame(start, "day")) return allDayLabel;
    return last.isSame(start, "day")
      ? `${formatDate(appointment.start, "dddd D MMMM YYYY")} · ${allDayLabel}`
      : `${formatDate(appointment.start, "D MMMM")} – ${formatDate(last.toDate(), "D MMMM YYYY")}`;
  }
  const time = `${formatDate(appointment.start, "HH:mm")}–${formatDate(appointment.end, "HH:mm")}`;
  if (!end.isSame(start, "day"))
    return `${formatDate(appointment.start, "D MMM HH:mm")} – ${formatDate(appointment.end, "D MMM HH:mm")}`;
  return withDay ? `${formatDate(appointment.start, "dddd D MMMM YYYY")}, ${time}` : time;
}

export function AppointmentWhen({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation();
  return <Text size="sm">{appointmentWhen(appointment, t("calendar.allDay"))}</Text>;
}
