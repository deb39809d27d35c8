import type { Agenda, Appointment } from "@app/contracts";
import { romeIso } from "../../platform/time/rome-time";
import type { AppointmentRow, agendas } from "./calendar.table";

/** An appointment row with what the lists show beside it. */
export type AppointmentView = AppointmentRow & {
  agreement_title: string | null;
  agenda_name: string | null;
  agenda_colour: string | null;
};

/** Customers read an agenda's appointments but never change them. */
export function toAppointment(row: AppointmentView, viewerId: number | null): Appointment {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    start: romeIso(row.start_at),
    end: romeIso(row.end_at),
    all_day: row.all_day,
    place: row.place,
    reminder: row.reminder,
    agreement: row.agreement_id,
    agreement_title: row.agreement_title,
    agenda: row.agenda_id,
    agenda_name: row.agenda_name,
    colour: row.agenda_colour,
    read_only: viewerId !== null && row.owner_id !== viewerId,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toAgenda(row: typeof agendas.$inferSelect, appointmentsCount: number): Agenda {
  return {
    id: row.id,
    name: row.name,
    colour: row.colour,
    description: row.description,
    visibility: row.visibility,
    modules: row.modules,
    appointments_count: appointmentsCount,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
