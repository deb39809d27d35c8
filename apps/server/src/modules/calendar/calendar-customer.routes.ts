import {
  addDeadlinesBodySchema,
  agreementDeadlinesSchema,
  appointmentDateListSchema,
  idParamSchema,
  RESOURCES,
} from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { viewerOf } from "../../platform/auth/viewer";
import type { AppContext } from "../../platform/http/app-context";
import { type ListQueryInput, listQuerystringSchema } from "../../platform/list/list-params";
import { resourceRoutes } from "../../platform/resource/resource-routes";
import { createAppointmentService } from "./appointment.service";
import { createDeadlineService } from "./deadlines.service";

const BASE = "/api/calendar/customer/appointment";

/**
 * The customer's calendar (spec §7, issue 17): the generic resource over their appointments (the
 * editors' published ones included, read-only) and `date-list/`, the days that have appointments.
 */
export function customerCalendarRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = createAppointmentService(ctx.db);
  const deadlines = createDeadlineService(ctx.db);
  // A contract saved with new dates moves its deadlines in the calendar, in the same transaction.
  ctx.events.on("agreement.saved", async (event, tx) => {
    await deadlines.follow(event, tx);
  });
  ctx.events.on("agreement.deleting", (event, tx) => deadlines.forget(event, tx));
  const resource = resourceRoutes({
    base: BASE,
    access: "customer",
    tag: "calendar",
    shapes: RESOURCES.appointment,
    caller: viewerOf,
    list: service.list,
    retrieve: service.get,
    create: service.create,
    update: service.update,
    destroy: service.destroy,
  });
  return async (app) => {
    app.get(
      `${BASE}/date-list/`,
      {
        config: { access: "customer" },
        schema: {
          tags: ["calendar"],
          description:
            "The days (YYYY-MM-DD, Europe/Rome) in [filter__end__gt, filter__start__lt) with an appointment; without both bounds, this month ± 15 days.",
          querystring: listQuerystringSchema,
          response: { 200: appointmentDateListSchema },
        },
      },
      (request) => service.dateList(viewerOf(request), request.query as ListQueryInput),
    );
    app.get(
      `${BASE}/deadlines/:id/`,
      {
        config: { access: "customer" },
        schema: {
          tags: ["calendar"],
          description:
            "The deadline fields of one of the customer's contracts, and which are in the calendar.",
          params: idParamSchema,
          response: { 200: agreementDeadlinesSchema },
        },
      },
      (request) => deadlines.list(viewerOf(request), request.params.id),
    );
    app.post(
      `${BASE}/add-deadlines/:id/`,
      {
        config: { access: "customer" },
        schema: {
          tags: ["calendar"],
          description: "Adds the contract's filled deadlines (those named, or all) as all-day appointments.",
          params: idParamSchema,
          body: addDeadlinesBodySchema,
          response: { 200: agreementDeadlinesSchema },
        },
      },
      (request) => deadlines.add(viewerOf(request), request.params.id, request.body),
    );
    await resource(app as unknown as FastifyInstance);
  };
}
