import {
  agendaCreateBodySchema,
  agendaSchema,
  agendaUpdateBodySchema,
  appointmentSchema,
  editorAppointmentCreateBodySchema,
  editorAppointmentUpdateBodySchema,
} from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../platform/auth/viewer";
import type { AppContext } from "../../platform/http/app-context";
import { resourceRoutes } from "../../platform/resource/resource-routes";
import { createAgendaService } from "./agenda.service";

const BASE = "/api/calendar/editor";

/** The editors' agendas and their appointments (spec §7 editor calendar bases, issue 17). */
export function editorCalendarRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = createAgendaService(ctx.db);
  const resources = [
    resourceRoutes({
      base: `${BASE}/agenda`,
      access: "editor",
      tag: "calendar-editor",
      item: agendaSchema,
      list: (_request, query) => service.listAgendas(query),
      retrieve: (_request, id) => service.getAgenda(id),
      create: {
        body: agendaCreateBodySchema,
        handler: (request, body) => service.createAgenda(actorOf(request), body),
      },
      update: {
        body: agendaUpdateBodySchema,
        handler: (request, body, id) => service.updateAgenda(actorOf(request), id, body),
      },
      destroy: (request, id) => service.destroyAgenda(actorOf(request), id),
    }),
    resourceRoutes({
      base: `${BASE}/appointment`,
      access: "editor",
      tag: "calendar-editor",
      item: appointmentSchema,
      list: (_request, query) => service.listAppointments(query),
      retrieve: (_request, id) => service.getAppointment(id),
      create: {
        body: editorAppointmentCreateBodySchema,
        handler: (request, body) => service.createAppointment(actorOf(request), body),
      },
      update: {
        body: editorAppointmentUpdateBodySchema,
        handler: (request, body, id) => service.updateAppointment(actorOf(request), id, body),
      },
      destroy: (request, id) => service.destroyAppointment(actorOf(request), id),
    }),
  ];
  return async (app) => {
    for (const resource of resources) await resource(app as unknown as FastifyInstance);
  };
}
