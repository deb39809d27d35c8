import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalCalendarMethod } from "ical-generator";
import { Temporal } from "temporal-polyfill";
import { ROME_TIME_ZONE, romeDay } from "../../platform/time/rome-time";
import type { AppointmentView } from "./appointment.mapper";

// Only ever loaded by `import()` (calendar-feed.service.ts says why).

const UID_DOMAIN = "contratti-online";

/**
 * An iCalendar (RFC 5545) calendar of appointments, written by ical-generator: times in Europe/Rome
 * with its VTIMEZONE, all-day ones as dates, UIDs that stay the same across edits (calendar
 * programs update an event rather than add another), the agreement a deadline belongs to in the
 * description.
 */
export function appointmentsIcs(rows: AppointmentView[], name: string, publicUrl: string): string {
  const calendar = ical({
    name,
    prodId: { company: "Contratti Online", product: "Calendario", language: "IT" },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone: with one, ical-generator writes DTSTAMP as local time, and RFC 5545
    // wants it in UTC. Each event names Europe/Rome, and the generator adds its VTIMEZONE.
    timezone: { name: null, generator: getVtimezoneComponent },
    x: { "X-WR-TIMEZONE": ROME_TIME_ZONE },
    ttl: 60 * 60,
  });
  for (const row of rows) {
    const notes = [row.description, row.agreement_title ? `Contratto: ${row.agreement_title}` : ""]
      .filter(Boolean)
      .join("\n\n");
    // Temporal values, so ical-generator writes Rome's wall time (a Date would go out as UTC);
    // an all-day event as dates, its end the day after its last, as RFC 5545 has it.
    const [start, end] = row.all_day
      ? [Temporal.PlainDate.from(romeDay(row.start_at)), Temporal.PlainDate.from(romeDay(row.end_at))]
      : [
          Temporal.Instant.fromEpochMilliseconds(row.start_at.getTime()),
          Temporal.Instant.fromEpochMilliseconds(row.end_at.getTime()),
        ];
    calendar.createEvent({
      id: `${row.uid}@${UID_DOMAIN}`,
      start,
      end,
      allDay: row.all_day,
      timezone: ROME_TIME_ZONE,
      summary: row.title,
      description: notes || undefined,
      location: row.place || undefined,
      stamp: row.updated_at,
      lastModified: row.updated_at,
      created: row.created_at,
      categories: row.agenda_name ? [{ name: row.agenda_name }] : undefined,
      url: row.owner_id ? `${publicUrl.replace(/\/$/, "")}/customer/${row.id}/appointment-edit` : undefined,
    });
  }
  return calendar.toString();
}
