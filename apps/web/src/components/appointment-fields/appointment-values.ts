import { type Appointment, type AppointmentCreateBody, REMINDER_MINUTES } from "@app/contracts";
import dayjs from "dayjs";

/** The form's values: days and times as the browser's inputs hold them (`YYYY-MM-DD`, `HH:mm`). */
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

export const nextDay = (day: string) => dayjs(day).add(1, "day").format("YYYY-MM-DD");

/** A new appointment's values: the given day, from the next whole hour for an hour. */
export function newAppointmentValues(preset: {
  day?: string | null;
  start?: string | null;
  end?: string | null;
  allDay?: boolean;
}): AppointmentFormValues {
  const day =
    preset.day && /^\d{4}-\d{2}-\d{2}$/.test(preset.day) ? preset.day : dayjs().format("YYYY-MM-DD");
  const hour = dayjs().add(1, "hour").startOf("hour");
  // The next whole hour, when it falls on the chosen day; otherwise the morning (late in the
  // evening the next hour is tomorrow's midnight).
  const start = preset.start ?? (hour.format("YYYY-MM-DD") === day ? hour.format("HH:mm") : "09:00");
  const end = preset.end ?? dayjs(`${day}T${start}`).add(1, "hour").format("HH:mm");
  return {
    title: "",
    all_day: preset.allDay ?? false,
    start_day: day,
    start_time: start,
    end_day: day,
    end_time: end,
    place: "",
    reminder: "",
    agreement: "",
    description: "",
  };
}

/** An appointment's values in the form: local days and times, an all-day end as its last day. */
export function appointmentValues(appointment: Appointment): AppointmentFormValues {
  const start = dayjs(appointment.start);
  const end = dayjs(appointment.end);
  return {
    title: appointment.title,
    all_day: appointment.all_day,
    start_day: start.format("YYYY-MM-DD"),
    start_time: start.format("HH:mm"),
    end_day: (appointment.all_day ? end.subtract(1, "day") : end).format("YYYY-MM-DD"),
    end_time: end.format("HH:mm"),
    place: appointment.place,
    reminder: appointment.reminder === null ? "" : String(appointment.reminder),
    agreement: appointment.agreement === null ? "" : String(appointment.agreement),
    description: appointment.description,
  };
}

/** What the server takes: moments with their offset; an all-day end is the midnight after its last day. */
export function appointmentBody(values: AppointmentFormValues): Required<AppointmentCreateBody> {
  const start = values.all_day
    ? dayjs(`${values.start_day}T00:00`)
    : dayjs(`${values.start_day}T${values.start_time || "00:00"}`);
  const end = values.all_day
    ? dayjs(`${values.end_day || values.start_day}T00:00`).add(1, "day")
    : dayjs(`${values.end_day || values.start_day}T${values.end_time || "00:00"}`);
  return {
    title: values.title.trim(),
    all_day: values.all_day,
    start: start.isValid() ? start.format() : "",
    end: end.isValid() ? end.format() : "",
    place: values.place.trim(),
    reminder: values.reminder === "" ? null : Number(values.reminder),
    agreement: values.agreement === "" ? null : Number(values.agreement),
    description: values.description.trim(),
  };
}
