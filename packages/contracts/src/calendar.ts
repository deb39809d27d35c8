import { z } from "zod";
import { labelled } from "./field-labels";
import { reminderSchema } from "./reminder";
import { moduleSchema } from "./template";

// The calendar (issue 17; spec §7 customer `/api/calendar/customer/appointment/`, editor
// `/api/calendar/editor/{appointment,agenda}/`). Times travel as ISO 8601 date-times with an
// offset and are read in Europe/Rome whatever the server's zone; days as `YYYY-MM-DD` in Rome.

/** A moment with its offset (`2026-12-03T10:00:00+01:00`; `Z` accepted), seconds optional. */
export const dateTimeSchema = z.iso.datetime({ offset: true, local: false });
/** A day in Rome (`YYYY-MM-DD`). */
export const calendarDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const text = (max: number) => z.string().trim().max(max);

const appointmentWritable = {
  title: text(200).min(1),
  // The appointment forms call it Note.
  description: labelled(text(5000), { it: "Note", en: "Notes" }),
  start: dateTimeSchema,
  end: dateTimeSchema,
  /** All day: from the start's day to the end's day, whole days in Rome. */
  all_day: z.boolean(),
  place: text(300),
  /** Minutes before the start to remind, or null for no reminder. */
  reminder: reminderSchema.nullable(),
  /** The agreement it belongs to (one of the customer's own), or null. */
  agreement: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable(),
};

export const appointmentCreateBodySchema = z.strictObject({
  title: appointmentWritable.title,
  description: appointmentWritable.description.optional(),
  start: appointmentWritable.start,
  end: appointmentWritable.end,
  all_day: appointmentWritable.all_day.optional(),
  place: appointmentWritable.place.optional(),
  reminder: appointmentWritable.reminder.optional(),
  agreement: appointmentWritable.agreement.optional(),
});
export type AppointmentCreateBody = z.infer<typeof appointmentCreateBodySchema>;
/** Only what is sent changes; `null` clears the reminder or the agreement. */
export const appointmentUpdateBodySchema = z.strictObject(appointmentWritable).partial();
export type AppointmentUpdateBody = z.infer<typeof appointmentUpdateBodySchema>;

export const appointmentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** In Rome's offset of that moment. */
  start: z.string(),
  end: z.string(),
  all_day: z.boolean(),
  place: z.string(),
  reminder: z.number().int().nullable(),
  agreement: z.number().int().nullable(),
  agreement_title: z.string().nullable(),
  /** The editors' agenda it comes from (read-only to customers), or null for one's own. */
  agenda: z.number().int().nullable(),
  agenda_name: z.string().nullable(),
  colour: z.string().nullable(),
  /** True for the editors' published appointments a customer sees but cannot change. */
  read_only: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

/** `date-list/`: the days (Rome) in the window on which there is an appointment. */
export const appointmentDateListSchema = z.array(calendarDaySchema);
export type AppointmentDateList = z.infer<typeof appointmentDateListSchema>;

// ---------- Editors' agendas ----------

export const AGENDA_VISIBILITIES = ["internal", "published"] as const;
export const agendaVisibilitySchema = z.enum(AGENDA_VISIBILITIES);
export type AgendaVisibility = z.infer<typeof agendaVisibilitySchema>;

const agendaWritable = {
  name: text(120).min(1),
  /** `#rrggbb`. */
  colour: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  description: text(2000),
  visibility: agendaVisibilitySchema,
  /** Customers whose subscription opens one of these modules see a published agenda. */
  modules: z.array(moduleSchema).max(2),
};
export const agendaCreateBodySchema = z.strictObject({
  name: agendaWritable.name,
  colour: agendaWritable.colour,
  description: agendaWritable.description.optional(),
  visibility: agendaWritable.visibility,
  modules: agendaWritable.modules,
});
export type AgendaCreateBody = z.infer<typeof agendaCreateBodySchema>;
export const agendaUpdateBodySchema = z.strictObject(agendaWritable).partial();
export type AgendaUpdateBody = z.infer<typeof agendaUpdateBodySchema>;

export const agendaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  colour: z.string(),
  description: z.string(),
  visibility: agendaVisibilitySchema,
  modules: z.array(moduleSchema),
  appointments_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Agenda = z.infer<typeof agendaSchema>;

/** An editor's appointment: a customer's fields but the reminder and the agreement, in an agenda. */
export const editorAppointmentCreateBodySchema = z.strictObject({
  title: appointmentWritable.title,
  description: appointmentWritable.description.optional(),
  start: appointmentWritable.start,
  end: appointmentWritable.end,
  all_day: appointmentWritable.all_day.optional(),
  place: appointmentWritable.place.optional(),
  agenda: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type EditorAppointmentCreateBody = z.infer<typeof editorAppointmentCreateBodySchema>;
export const editorAppointmentUpdateBodySchema = editorAppointmentCreateBodySchema
  .extend({
    description: appointmentWritable.description,
    all_day: appointmentWritable.all_day,
    place: appointmentWritable.place,
  })
  .partial();
export type EditorAppointmentUpdateBody = z.infer<typeof editorAppointmentUpdateBodySchema>;

// ---------- Calendar feed ----------

/** `feed/`: the private iCalendar subscription URL; a new one replaces the previous. */
export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
export const calendarFeedStatusSchema = z.object({
  enabled: z.boolean(),
  created_at: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

// ---------- Deadlines from contracts ----------

/** A deadline field of a customer's contract (issue 17) and where it stands in the calendar. */
export const agreementDeadlineSchema = z.object({
  field: z.string(),
  /** The editors' label in the caller's language (e.g. "Termine per la disdetta"). */
  label: z.string(),
  /** The date the contract holds (`YYYY-MM-DD`), or null while the field is empty. */
  date: z.string().nullable(),
  /** The reminder the editors suggest, in minutes before. */
  reminder: z.number().int().nullable(),
  /** The calendar's appointment for it, once added; it follows the contract's date. */
  appointment: z.number().int().nullable(),
});
export type AgreementDeadline = z.infer<typeof agreementDeadlineSchema>;
export const agreementDeadlinesSchema = z.object({ results: z.array(agreementDeadlineSchema) });
export type AgreementDeadlines = z.infer<typeof agreementDeadlinesSchema>;

/** `add-deadlines/{agreement}/`: the deadline fields to add (all the filled ones when absent). */
export const addDeadlinesBodySchema = z.strictObject({
  fields: z.array(z.string().trim().min(1).max(64)).max(100).optional(),
});
export type AddDeadlinesBody = z.infer<typeof addDeadlinesBodySchema>;
