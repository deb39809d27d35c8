import { RESOURCES } from "@app/contracts";
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
      shapes: RESOURCES.agenda,
      caller: actorOf,
      list: (_, query) => service.listAgendas(query),
      retrieve: (_, id) => service.getAgenda(id),
      create: service.createAgenda,
      update: service.updateAgenda,
      destroy: service.destroyAgenda,
    }),
    resourceRoutes({
      base: `${BASE}/appointment`,
      access: "editor",
      tag: "calendar-editor",
      shapes: RESOURCES.editorAppointment,
      caller: actorOf,
      list: (_, query) => service.listAppointments(query),
      retrieve: (_, id) => service.getAppointment(id),
      create: service.createAppointment,
      update: service.updateAppointment,
      destroy: service.destroyAppointment,
    }),
  ];
  return async (app) => {
    for (const resource of resources) await resource(app as unknown as FastifyInstance);
  };
}
