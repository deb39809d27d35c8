import {
  notificationCreateBodySchema,
  notificationSchema,
  notificationSetStatusBodySchema,
  notificationUnreadSchema,
  notificationUpdateBodySchema,
} from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { viewerOf } from "../../platform/auth/viewer";
import type { AppContext } from "../../platform/http/app-context";
import { resourceRoutes } from "../../platform/resource/resource-routes";
import { followImports } from "./import-notices";
import { createNotificationService } from "./notification.service";
import { followTemplatePublications } from "./template-revisions";

const BASE = "/api/account/customer/notify";
const config = { access: "customer" as const };
const tags = ["notifications"];

/**
 * The customer's notifications (spec §7 `notify/list/`, issue 18): the generic resource, the
 * bell's unread count and "mark all read". The module also follows the events that notify.
 */
export function notificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = createNotificationService(ctx.db);
  followTemplatePublications(ctx);
  followImports(ctx);
  const resource = resourceRoutes({
    base: BASE,
    access: "customer",
    tag: "notifications",
    item: notificationSchema,
    list: (request, query) => service.list(viewerOf(request), query),
    retrieve: (request, id) => service.get(viewerOf(request), id),
    create: {
      body: notificationCreateBodySchema,
      handler: (request, body) => service.create(viewerOf(request), body),
    },
    update: {
      body: notificationUpdateBodySchema,
      handler: (request, body, id) => service.update(viewerOf(request), id, body),
    },
    setStatus: {
      body: notificationSetStatusBodySchema,
      handler: (request, body, id) => service.setStatus(viewerOf(request), id, body),
    },
    destroy: (request, id) => service.destroy(viewerOf(request), id),
  });
  return async (app) => {
    await resource(app as unknown as FastifyInstance);
    app.get(
      `${BASE}/unread/`,
      {
        config,
        schema: {
          tags,
          description: "How many notifications are unread (the bell).",
          response: { 200: notificationUnreadSchema },
        },
      },
      (request) => service.unread(viewerOf(request)),
    );
    app.post(
      `${BASE}/read-all/`,
      {
        config,
        schema: {
          tags,
          description: "Marks every notification read.",
          response: { 200: notificationUnreadSchema },
        },
      },
      (request) => service.readAll(viewerOf(request)),
    );
  };
}
