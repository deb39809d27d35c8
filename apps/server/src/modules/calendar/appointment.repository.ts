import { and, eq, getTableColumns, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { compiledStatement, runCompiled } from "../../platform/list/compiled-statement";
import { declareList } from "../../platform/list/declare-list";
import { runJsonList } from "../../platform/list/json-list";
import { romeIsoTimestamp } from "../../platform/list/json-row";
import type { ParsedListQuery } from "../../platform/list/list-query";
import { romeDay } from "../../platform/time/rome-time";
import { agreements } from "../agreements";
import { openModulesOf } from "../profile";
import type { AppointmentView } from "./appointment.mapper";
import { agendas, appointments } from "./calendar.table";

/**
 * The calendar's lists (spec §7): `filter__end__gt` and `filter__start__lt` take Rome days, so
 * the day view is `end > DAY and start < NEXT_DAY`; ordered by start.
 */
export const appointmentListSpec = declareList(appointments, {
  pageSize: 25,
  orders: { start: "start_at", end: "end_at", title: "title", created_at: "created_at" },
  defaultOrder: ["start_at", "id"],
  filters: {
    date: { start: "start_at", end: "end_at" },
    boolean: ["all_day"],
    number: { agreement: "agreement_id", agenda: "agenda_id" },
    text: ["title"],
  },
  search: ["title", "description", "place"],
});

const viewColumns = {
  ...getTableColumns(appointments),
  agreement_title: agreements.title,
  agenda_name: agendas.name,
  agenda_colour: agendas.colour,
};

/**
 * What a customer sees on a Rome day: their own appointments and those of the editors' agendas
 * published to a module their subscription opens. The open modules in the same statement (issue
 * 33), no round trip of their own; the agendas as an array computed once, so that each side of
 * the `or` reads its own index.
 */
const visible = (customer: number | SQLWrapper, day: string | SQLWrapper) =>
  sql`(${appointments.owner_id} = ${customer} or ${appointments.agenda_id} = any(array(
    select g.id from ${agendas} as g
     where g.visibility = 'published'
       and g.modules && ${openModulesOf(customer, day)}::text[])))`;

/** The editors' appointments: those of an agenda, never a customer's own. */
const inSomeAgenda = sql`${appointments.agenda_id} is not null`;

/**
 * The Rome days covered by the appointments a customer sees between `from` and `to`: each
 * appointment's days from its start (or `from`) to the instant before its end (or `to`), on
 * Rome's calendar, so that one ending at midnight does not mark the next day and a day of a
 * clock change counts once.
 */
function daysStatement(
  filters: SQL | undefined,
  param: (name: "customer" | "day" | "from" | "to") => SQLWrapper,
) {
  const a = appointments;
  const from = sql`${param("from")}::timestamptz`;
  const to = sql`${param("to")}::timestamptz`;
  return sql`select distinct to_char(covered.day, 'YYYY-MM-DD') as day
      from ${a} cross join lateral generate_series(
        date_trunc('day', greatest(${a.start_at}, ${from}) at time zone 'Europe/Rome'),
        (least(${a.end_at}, ${to}) - interval '1 millisecond') at time zone 'Europe/Rome',
        interval '1 day') as covered(day)
     where ${and(visible(param("customer"), param("day")), filters, sql`${a.end_at} > ${from}`, sql`${a.start_at} < ${to}`)}
     order by day`;
}

/** Queries on appointments; the services decide whose (`scope`). */
export function createAppointmentRepository(db: Database) {
  const view = () =>
    db
      .select(viewColumns)
      .from(appointments)
      .leftJoin(agreements, eq(agreements.id, appointments.agreement_id))
      .leftJoin(agendas, eq(agendas.id, appointments.agenda_id));

  return {
    /** What a customer sees today (`visible`). */
    async visibleTo(userId: number): Promise<SQL> {
      return visible(userId, romeDay(new Date()));
    },
    ownedBy: (userId: number) => eq(appointments.owner_id, userId),
    inAgenda: (agendaId: number) => eq(appointments.agenda_id, agendaId),
    inSomeAgenda: () => inSomeAgenda,

    /**
     * A page as PostgreSQL writes it (issue 33), in toAppointment's shape: a customer's calendar
     * (`customer`: theirs and the published agendas', the agendas' read-only), or, with null, every
     * agenda's appointments as the editors see them.
     */
    pageJson(parsed: ParsedListQuery, customer: number | null) {
      const a = appointments;
      const agenda = (column: "name" | "colour") =>
        sql`(select g.${sql.raw(column)} from ${agendas} as g where g.id = ${a.agenda_id})`;
      return runJsonList(db, parsed, {
        key: customer === null ? "appointments/editor" : "appointments/customer",
        table: a,
        scope: (param) => (customer === null ? inSomeAgenda : visible(param("customer"), param("day"))),
        shape: (param) => ({
          id: a.id,
          title: a.title,
          description: a.description,
          start: romeIsoTimestamp(a.start_at),
          end: romeIsoTimestamp(a.end_at),
          all_day: a.all_day,
          place: a.place,
          reminder: a.reminder,
          agreement: a.agreement_id,
          agreement_title: sql`(select r.title from ${agreements} as r where r.id = ${a.agreement_id})`,
          agenda: a.agenda_id,
          agenda_name: agenda("name"),
          colour: agenda("colour"),
          read_only:
            customer === null ? sql`false` : sql`${a.owner_id} is distinct from ${param("customer")}`,
          created_at: a.created_at,
          updated_at: a.updated_at,
        }),
        params: customer === null ? {} : { customer, day: romeDay(new Date()) },
      });
    },
    /** The rows themselves, for the calendar feed (an .ics file, not a list page). */
    async list(scope: SQL, parsed: ParsedListQuery): Promise<{ rows: AppointmentView[]; count: number }> {
      const where = and(scope, parsed.where);
      const query = view()
        .where(where)
        .orderBy(...parsed.orderBy)
        .offset(parsed.offset);
      const [rows, count] = await Promise.all([
        parsed.limit === null ? query : query.limit(parsed.limit),
        db.$count(appointments, where),
      ]);
      return { rows, count };
    },
    async find(scope: SQL, id: number): Promise<AppointmentView | null> {
      const [row] = await view().where(and(scope, eq(appointments.id, id)));
      return row ?? null;
    },
    /**
     * The Rome days in `[from, to)` on which a customer has an appointment they see (`visible`)
     * matching the list's filters, each once, in order (`date-list/`). One statement compiled once
     * and prepared: built with drizzle and planned again on every call, with the rows' days counted
     * in Node, the calendar's marks held 0.29× ready (issue 49 §4).
     */
    async daysWithAppointments(parsed: ParsedListQuery, customer: number, from: Date, to: Date) {
      // Every filter of the calendar's list binds its values (no custom filter writes one in place).
      const { bound } = parsed;
      const compiled =
        bound &&
        compiledStatement(`appointments/days|${bound.key}`, () =>
          daysStatement(bound.where, sql.placeholder),
        );
      if (!bound || !compiled) throw new Error("the calendar's filters are always bound");
      const values = { customer, day: romeDay(new Date()), from: from.toISOString(), to: to.toISOString() };
      const rows = await runCompiled<{ day: string }>(db, compiled, { ...bound.values, ...values });
      return rows.map((row) => row.day);
    },
    async insert(values: typeof appointments.$inferInsert) {
      const [row] = await db.insert(appointments).values(values).returning();
      return row as NonNullable<typeof row>;
    },
    async update(scope: SQL, id: number, changes: Partial<typeof appointments.$inferInsert>) {
      const [row] = await db
        .update(appointments)
        .set({ ...changes, updated_at: new Date() })
        .where(and(scope, eq(appointments.id, id)))
        .returning();
      return row ?? null;
    },
    async delete(scope: SQL, id: number): Promise<boolean> {
      const rows = await db
        .delete(appointments)
        .where(and(scope, eq(appointments.id, id)))
        .returning({ id: appointments.id });
      return rows.length > 0;
    },
  };
}

export type AppointmentRepository = ReturnType<typeof createAppointmentRepository>;
