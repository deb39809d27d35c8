import type {
  Appointment,
  AppointmentCreateBody,
  AppointmentDateList,
  AppointmentUpdateBody,
} from "@app/contracts";
import type { Database } from "../../db/client";
import type { Viewer } from "../../platform/auth/viewer";
import { AppError } from "../../platform/http/app-error";
import { type ListQueryInput, parseListQuery } from "../../platform/list/list-query";
import { addDays, romeDay, romeMidnight } from "../../platform/time/rome-time";
import { createAgreementReader } from "../agreements";
import { toAppointment } from "./appointment.mapper";
import { appointmentListSpec, createAppointmentRepository } from "./appointment.repository";
import { appointmentTimes, newAppointmentColumns } from "./appointment-times";
import { cancelReminder, syncReminder } from "./reminders";

/** The longest window `date-list/` answers for: a year and a month, whatever the view. */
export const DATE_LIST_MAX_DAYS = 400;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The days around the month that `date-list/` answers for when no window is asked (spec §9). */
export const DATE_LIST_MARGIN_DAYS = 15;

const FROM = "filter__end__gt";
const TO = "filter__start__lt";

/** A query parameter as sent, trimmed; "" when absent. */
function sent(query: ListQueryInput, key: string): string {
  const raw = query[key];
  return (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? "";
}

/** A window bound of `date-list/`: a Rome day, or a moment with its offset. */
function windowBound(query: ListQueryInput, key: string): Date {
  const value = sent(query, key);
  if (value === "") throw AppError.field(key, "calendar_window_required");
  const moment = DAY_PATTERN.test(value) ? romeMidnight(value) : new Date(value);
  if (Number.isNaN(moment.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(value))
    throw AppError.field(key, "field_invalid");
  return moment;
}

/**
 * The window of `date-list/`: the one asked, or, when neither bound is sent (spec §7 lists its
 * filters as optional), the calendar's marked-dates window: this Rome month plus or minus 15 days.
 * One bound alone is still refused: half a window says neither which month nor how long.
 */
export function dateListWindow(query: ListQueryInput, now: number): { from: Date; to: Date } {
  if (sent(query, FROM) !== "" || sent(query, TO) !== "") {
    return { from: windowBound(query, FROM), to: windowBound(query, TO) };
  }
  const today = romeDay(now);
  const [year = 0, month = 0] = today.split("-").map(Number);
  // Date.UTC counts months from 0: `month` is the next month's index, December's rolls the year.
  const firstDay = `${today.slice(0, 7)}-01`;
  const nextFirstDay = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
  return {
    from: romeMidnight(addDays(firstDay, -DATE_LIST_MARGIN_DAYS)),
    to: romeMidnight(addDays(nextFirstDay, DATE_LIST_MARGIN_DAYS)),
  };
}

/**
 * The customer's calendar (issue 17): their own appointments, which they create, change and
 * delete, and the editors' published ones, which they only read. Every use case is scoped to the
 * caller whatever id is sent; writes run in one transaction with the reminder they schedule.
 */
export function createAppointmentService(db: Database) {
  const repository = createAppointmentRepository(db);
  const agreementsOf = createAgreementReader(db);

  async function assertAgreement(viewer: Viewer, id: number | null | undefined) {
    if (id === null || id === undefined) return;
    if (!(await agreementsOf.findByOwner(viewer.userId, id))) throw AppError.field("agreement", "not_found");
  }
  async function get(viewer: Viewer, id: number): Promise<Appointment> {
    const row = await repository.find(await repository.visibleTo(viewer.userId), id);
    if (!row) throw AppError.notFound();
    return toAppointment(row, viewer.userId);
  }
  /** An appointment the caller may change: an agenda's is read-only (403), another's unknown (404). */
  async function assertWritable(viewer: Viewer, id: number) {
    const row = await repository.find(await repository.visibleTo(viewer.userId), id);
    if (!row) throw AppError.notFound();
    if (row.owner_id !== viewer.userId) throw AppError.forbidden("appointment_read_only");
    return row;
  }

  return {
    list: (viewer: Viewer, query: ListQueryInput) =>
      repository.pageJson(parseListQuery(query, appointmentListSpec), viewer.userId),

    /**
     * `date-list/` (spec §7): the Rome days in `[filter__end__gt, filter__start__lt)` (by default
     * this month ± 15 days) on which the caller has an appointment, each once, in order; the other
     * list filters apply too.
     */
    async dateList(viewer: Viewer, query: ListQueryInput): Promise<AppointmentDateList> {
      const { from, to } = dateListWindow(query, Date.now());
      if (to.getTime() <= from.getTime()) throw AppError.field(TO, "calendar_window_order");
      if (to.getTime() - from.getTime() > DATE_LIST_MAX_DAYS * 86_400_000)
        throw AppError.field(TO, "calendar_window_too_long", { days: DATE_LIST_MAX_DAYS });
      const { no_page: _, page: __, per_page: ___, order_by__: ____, ...filters } = query;
      const parsed = parseListQuery(filters, appointmentListSpec);
      return repository.daysWithAppointments(parsed, viewer.userId, from, to);
    },

    get,

    async create(viewer: Viewer, body: AppointmentCreateBody): Promise<Appointment> {
      const columns = newAppointmentColumns(body);
      await assertAgreement(viewer, body.agreement);
      const id = await db.transaction(async (tx) => {
        const inTx = tx as unknown as Database;
        const row = await createAppointmentRepository(inTx).insert({
          owner_id: viewer.userId,
          ...columns,
          reminder: body.reminder ?? null,
          agreement_id: body.agreement ?? null,
        });
        await syncReminder(inTx, row);
        return row.id;
      });
      return get(viewer, id);
    },

    /** Only what is sent changes; the times are checked again as a whole. */
    async update(viewer: Viewer, id: number, body: AppointmentUpdateBody): Promise<Appointment> {
      const current = await assertWritable(viewer, id);
      const all_day = body.all_day ?? current.all_day;
      const timesChanged = body.start !== undefined || body.end !== undefined || body.all_day !== undefined;
      const times = timesChanged
        ? appointmentTimes({
            start: body.start ?? current.start_at.toISOString(),
            end: body.end ?? current.end_at.toISOString(),
            all_day,
          })
        : {};
      await assertAgreement(viewer, body.agreement);
      const { start: _s, end: _e, agreement, ...plain } = body;
      await db.transaction(async (tx) => {
        const inTx = tx as unknown as Database;
        const row = await createAppointmentRepository(inTx).update(repository.ownedBy(viewer.userId), id, {
          ...plain,
          ...times,
          ...(agreement !== undefined ? { agreement_id: agreement } : {}),
        });
        if (!row) throw AppError.notFound();
        // A new time or reminder moves the reminder (and sends it again at the new time).
        if (timesChanged || body.reminder !== undefined) await syncReminder(inTx, row);
      });
      return get(viewer, id);
    },

    async destroy(viewer: Viewer, id: number): Promise<void> {
      await assertWritable(viewer, id);
      await db.transaction(async (tx) => {
        const inTx = tx as unknown as Database;
        if (!(await createAppointmentRepository(inTx).delete(repository.ownedBy(viewer.userId), id)))
          throw AppError.notFound();
        await cancelReminder(inTx, id);
      });
    },
  };
}
