import { type Appointment, type AppointmentCreateBody, REMINDER_MINUTES } from "@app/contracts";
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";
import { addDays, romeDay, romeMoment, romeToday, romeWallClock } from "../../lib/rome-time";

dayjs.extend(utc);

/**
 * The form's values: days and times on Rome's clock (`YYYY-MM-DD`, `HH:mm`), whatever the
 * browser's zone (issue 31: the calendar is about moments in Italy).
 */
export interface AppointmentFormValues {
  title: string;
  all_day: boolean;
  start_day: string;
  start_time: string;
  /** For an all-day appointment, its last day (inclusive), as people write it. */
  end_day: string;
  end_time: string;
  place: string;
  /** Minutes before, as a string for the select; "" for none. */
  reminder: string;
  agreement: string;
  description: string;
}

/** The reminder select's values: none, then the minutes the API takes (`calendar.reminders.*` labels). */
export const REMINDER_CHOICES = ["", ...REMINDER_MINUTES.map(String)];

export const nextDay = (day: string) => addDays(day, 1);

/** A wall-clock text moved by some hours; read as UTC so that no zone enters the sum. */
const laterBy = (wallClock: string, hours: number) => dayjs.utc(wallClock).add(hours, "hour");

/** A new appointment's values: the given day, from the next whole hour (in Rome) for an hour. */
export function newAppointmentValues(preset: {
  day?: string | null;
  start?: string | null;
  end?: string | null;
  allDay?: boolean;
}): AppointmentFormValues {
  const day = preset.day && /^\d{4}-\d{2}-\d{2}$/.test(preset.day) ? preset.day : romeToday();
  const hour = laterBy(romeWallClock(new Date()), 1).startOf("hour");
  // The next whole hour, when it falls on the chosen day; otherwise the morning (late in the
  // evening the next hour is tomorrow's midnight).
  const start = preset.start ?? (hour.format("YYYY-MM-DD") === day ? hour.format("HH:mm") : "09:00");
  const from = dayjs.utc(`${day}T${start}`);
  const until = preset.end ? dayjs.utc(`${day}T${preset.end}`) : from.add(1, "hour");
  // A range chosen up to midnight ends on the next day.
  const end = until.isAfter(from) ? until : until.add(1, "day");
  return {
    title: "",
    all_day: preset.allDay ?? false,
    start_day: day,
    start_time: start,
    end_day: end.format("YYYY-MM-DD"),
    end_time: end.format("HH:mm"),
    place: "",
    reminder: "",
    agreement: "",
    description: "",
  };
}

/** An appointment's values in the form: Rome's days and times, an all-day end as its last day. */
export function appointmentValues(appointment: Appointment): AppointmentFormValues {
  const start = romeWallClock(appointment.start);
  const end = romeWallClock(appointment.end);
  return {
    title: appointment.title,
    all_day: appointment.all_day,
    start_day: start.slice(0, 10),
    start_time: start.slice(11, 16),
    end_day: appointment.all_day ? addDays(romeDay(appointment.end), -1) : end.slice(0, 10),
    end_time: end.slice(11, 16),
    place: appointment.place,
    reminder: appointment.reminder === null ? "" : String(appointment.reminder),
    agreement: appointment.agreement === null ? "" : String(appointment.agreement),
    description: appointment.description,
  };
}

/**
 * What the server takes: moments with Rome's offset of that day; an all-day end is the Rome
 * midnight after its last day. A day or time not (yet) valid goes as "", which the server refuses
 * beside its field.
 */
export function appointmentBody(values: AppointmentFormValues): Required<AppointmentCreateBody> {
  const endDay = values.end_day || values.start_day;
  const start = values.all_day
    ? romeMoment(`${values.start_day} 00:00`)
    : romeMoment(`${values.start_day} ${values.start_time || "00:00"}`);
  const end = values.all_day
    ? /^\d{4}-\d{2}-\d{2}$/.test(endDay)
      ? romeMoment(`${addDays(endDay, 1)} 00:00`)
      : null
    : romeMoment(`${endDay} ${values.end_time || "00:00"}`);
  return {
    title: values.title.trim(),
    all_day: values.all_day,
    start: start ?? "",
    end: end ?? "",
    place: values.place.trim(),
    reminder: values.reminder === "" ? null : Number(values.reminder),
    agreement: values.agreement === "" ? null : Number(values.agreement),
    description: values.description.trim(),
  };
}
