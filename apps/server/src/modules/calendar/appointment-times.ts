import { AppError } from "../../platform/http/app-error";
import { addDays, romeDay, romeMidnight } from "../../platform/time/rome-time";

/** Years an appointment may fall in: anything else is a typing slip (or a hostile request). */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2200;

/**
 * An appointment's `[start, end)` from what was sent. All day: from the Rome midnight that begins
 * the start's day to the one that ends the end's day (an end already on a midnight is taken as
 * the exclusive end, as iCalendar and the calendar views write it). The end must come after the
 * start; both must fall in a plausible year.
 */
export function appointmentTimes(input: { start: string; end: string; all_day: boolean }): {
  start_at: Date;
  end_at: Date;
} {
  let start = new Date(input.start);
  let end = new Date(input.end);
  for (const [field, moment] of [
    ["start", start],
    ["end", end],
  ] as const) {
    const year = Number(romeDay(moment).slice(0, 4));
    if (Number.isNaN(moment.getTime()) || year < FIRST_YEAR || year > LAST_YEAR)
      throw AppError.field(field, "appointment_out_of_range", { first: FIRST_YEAR, last: LAST_YEAR });
  }
  if (input.all_day) {
    start = romeMidnight(romeDay(start));
    const endDay = romeDay(end);
    const endMidnight = romeMidnight(endDay);
    end = endMidnight.getTime() === end.getTime() ? end : romeMidnight(addDays(endDay, 1));
  }
  if (end.getTime() <= start.getTime()) throw AppError.field("end", "appointment_end_before_start");
  return { start_at: start, end_at: end };
}

/**
 * The columns every new appointment takes from its body, the customers' and the editors' alike:
 * title, description and place (empty when left out), all day or not (not, when left out), and
 * its moments.
 */
export function newAppointmentColumns(body: {
  title: string;
  description?: string | null;
  place?: string | null;
  all_day?: boolean;
  start: string;
  end: string;
}) {
  const all_day = body.all_day ?? false;
  return {
    title: body.title,
    description: body.description ?? "",
    place: body.place ?? "",
    all_day,
    ...appointmentTimes({ start: body.start, end: body.end, all_day }),
  };
}
