import type {
  Agenda,
  AgendaCreateBody,
  AgendaUpdateBody,
  Appointment,
  AuditAction,
  EditorAppointmentCreateBody,
  EditorAppointmentUpdateBody,
} from "@app/contracts";
import { count, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { createAudit } from "../../platform/audit/audit";
import { changesBetween } from "../../platform/audit/audit-changes";
import type { EditorActor } from "../../platform/auth/viewer";
import { AppError } from "../../platform/http/app-error";
import { declareList } from "../../platform/list/declare-list";
import { runJsonList } from "../../platform/list/json-list";
import { type ListQueryInput, parseListQuery } from "../../platform/list/list-query";
import { toAgenda, toAppointment } from "./appointment.mapper";
import { appointmentListSpec, createAppointmentRepository } from "./appointment.repository";
import { appointmentTimes, newAppointmentColumns } from "./appointment-times";
import { agendas, appointments } from "./calendar.table";

const agendaListSpec = declareList(agendas, {
  pageSize: 25,
  orders: ["name", "created_at", "updated_at"],
  defaultOrder: ["name", "id"],
  filters: { exact: ["visibility"], text: ["name"] },
  search: ["name"],
});

/**
 * The editors' agendas and their appointments (issue 17): a published agenda's appointments show,
 * read-only, to the customers whose subscription opens one of its modules. Every change is an
 * audit event.
 */
export function createAgendaService(db: Database) {
  const repository = createAppointmentRepository(db);
  /**
   * A change and its audit event in one transaction (issue 35): `work` writes through `tx` and
   * its repository, and records with `record`.
   */
  const audited = <T>(
    work: (
      tx: Database,
      repo: ReturnType<typeof createAppointmentRepository>,
      record: (
        actor: EditorActor,
        action: AuditAction,
        subjectType: string,
        subjectId: number,
        data?: object,
      ) => Promise<void>,
    ) => Promise<T>,
  ) =>
    db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const audit = createAudit(tx);
      return work(tx, createAppointmentRepository(tx), (actor, action, subjectType, subjectId, data) =>
        audit.record({
          actorId: actor.userId,
          action,
          subjectType,
          subjectId,
          data: data as Record<string, unknown>,
        }),
      );
    });

  async function counts(ids: number[]) {
    if (ids.length === 0) return new Map<number, number>();
    const rows = await db
      .select({ agenda: appointments.agenda_id, n: count() })
      .from(appointments)
      .where(inArray(appointments.agenda_id, ids))
      .groupBy(appointments.agenda_id);
    return new Map(rows.map((r) => [r.agenda as number, r.n]));
  }
  async function agenda(id: number): Promise<Agenda> {
    const [row] = await db.select().from(agendas).where(eq(agendas.id, id));
    if (!row) throw AppError.notFound();
    return toAgenda(row, (await counts([id])).get(id) ?? 0);
  }
  async function assertAgenda(id: number | undefined) {
    if (id === undefined) return;
    const [row] = await db.select({ id: agendas.id }).from(agendas).where(eq(agendas.id, id));
    if (!row) throw AppError.field("agenda", "not_found");
  }
  async function appointment(id: number): Promise<Appointment> {
    const row = await repository.find(repository.inSomeAgenda(), id);
    if (!row) throw AppError.notFound();
    return toAppointment(row, null);
  }

  return {
    /** A page as PostgreSQL writes it (issue 33), in toAgenda's shape, the counts in the same statement. */
    listAgendas: (query: ListQueryInput) =>
      runJsonList(db, parseListQuery(query, agendaListSpec), {
        key: "agendas",
        table: agendas,
        shape: () => ({
          id: agendas.id,
          name: agendas.name,
          colour: agendas.colour,
          description: agendas.description,
          visibility: agendas.visibility,
          modules: agendas.modules,
          appointments_count: sql`(select count(*) from ${appointments} as a where a.agenda_id = ${agendas.id})`,
          created_at: agendas.created_at,
          updated_at: agendas.updated_at,
        }),
      }),
    getAgenda: agenda,
    async createAgenda(actor: EditorActor, body: AgendaCreateBody): Promise<Agenda> {
      const id = await audited(async (tx, _repo, record) => {
        const [row] = await tx
          .insert(agendas)
          .values({ ...body, modules: [...new Set(body.modules)], description: body.description ?? "" })
          .returning();
        const created = (row as NonNullable<typeof row>).id;
        await record(actor, "agenda.create", "agenda", created, { visibility: body.visibility });
        return created;
      });
      return agenda(id);
    },
    async updateAgenda(actor: EditorActor, id: number, body: AgendaUpdateBody): Promise<Agenda> {
      const changes = { ...body, ...(body.modules ? { modules: [...new Set(body.modules)] } : {}) };
      await audited(async (tx, _repo, record) => {
        const [before] = await tx.select().from(agendas).where(eq(agendas.id, id));
        const [row] = await tx
          .update(agendas)
          .set({ ...changes, updated_at: new Date() })
          .where(eq(agendas.id, id))
          .returning();
        if (!before || !row) throw AppError.notFound();
        await record(actor, "agenda.update", "agenda", id, {
          fields: Object.keys(body),
          changes: changesBetween(before, row, Object.keys(changes)),
        });
      });
      return agenda(id);
    },
    /** Deleting an agenda deletes its appointments: they vanish from the customers' calendars. */
    async destroyAgenda(actor: EditorActor, id: number): Promise<void> {
      await audited(async (tx, _repo, record) => {
        const rows = await tx.delete(agendas).where(eq(agendas.id, id)).returning({ id: agendas.id });
        if (rows.length === 0) throw AppError.notFound();
        await record(actor, "agenda.delete", "agenda", id);
      });
    },

    listAppointments: (query: ListQueryInput) =>
      repository.pageJson(parseListQuery(query, appointmentListSpec), null),
    getAppointment: appointment,
    async createAppointment(actor: EditorActor, body: EditorAppointmentCreateBody): Promise<Appointment> {
      const columns = newAppointmentColumns(body);
      await assertAgenda(body.agenda);
      const id = await audited(async (_tx, repo, record) => {
        const row = await repo.insert({ agenda_id: body.agenda, ...columns });
        await record(actor, "appointment.create", "appointment", row.id, { agenda: body.agenda });
        return row.id;
      });
      return appointment(id);
    },
    async updateAppointment(
      actor: EditorActor,
      id: number,
      body: EditorAppointmentUpdateBody,
    ): Promise<Appointment> {
      const current = await repository.find(repository.inSomeAgenda(), id);
      if (!current) throw AppError.notFound();
      const timesChanged = body.start !== undefined || body.end !== undefined || body.all_day !== undefined;
      const times = timesChanged
        ? appointmentTimes({
            start: body.start ?? current.start_at.toISOString(),
            end: body.end ?? current.end_at.toISOString(),
            all_day: body.all_day ?? current.all_day,
          })
        : {};
      await assertAgenda(body.agenda);
      const { start: _s, end: _e, agenda: agendaId, ...plain } = body;
      const write = { ...plain, ...times, ...(agendaId !== undefined ? { agenda_id: agendaId } : {}) };
      await audited(async (_tx, repo, record) => {
        await repo.update(repo.inSomeAgenda(), id, write);
        await record(actor, "appointment.update", "appointment", id, {
          fields: Object.keys(body),
          changes: changesBetween(current, write),
        });
      });
      return appointment(id);
    },
    async destroyAppointment(actor: EditorActor, id: number): Promise<void> {
      await audited(async (_tx, repo, record) => {
        if (!(await repo.delete(repo.inSomeAgenda(), id))) throw AppError.notFound();
        await record(actor, "appointment.delete", "appointment", id);
      });
    },
  };
}
