import type { Appointment } from "@app/contracts";
import { Text } from "@mantine/core";
import { addDays, formatWallClock, romeDay, romeWallClock } from "../../lib/rome-time";
import { useTranslation } from "../../lib/use-translation";

/** A day as every list writes it, d/m/Y, with its weekday short: «mer 16/12/2026», «Wed 16/12/2026». */
const DAY = "ddd DD/MM/YYYY";

/**
 * "mer 16/12/2026, 10:00–11:00", "All day" or a span of days, d/m/Y as every screen writes a
 * date (issue 44), in the screen's language and on Rome's clock whatever the browser's zone
 * (issue 31).
 */
export function appointmentWhen(appointment: Appointment, allDayLabel: string, withDay = true): string {
  const start = romeWallClock(appointment.start);
  const end = romeWallClock(appointment.end);
  const startDay = start.slice(0, 10);
  if (appointment.all_day) {
    const last = addDays(romeDay(appointment.end), -1);
    if (!withDay && last <= startDay) return allDayLabel;
    return last <= startDay
      ? `${formatWallClock(startDay, DAY)} · ${allDayLabel}`
      : `${formatWallClock(startDay, DAY)} – ${formatWallClock(last, DAY)}`;
  }
  if (end.slice(0, 10) !== startDay)
    return `${formatWallClock(start, `${DAY} HH:mm`)} – ${formatWallClock(end, `${DAY} HH:mm`)}`;
  const time = `${formatWallClock(start, "HH:mm")}–${formatWallClock(end, "HH:mm")}`;
  return withDay ? `${formatWallClock(start, DAY)}, ${time}` : time;
}

export function AppointmentWhen({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation();
  return <Text size="sm">{appointmentWhen(appointment, t("calendar.allDay"))}</Text>;
}
