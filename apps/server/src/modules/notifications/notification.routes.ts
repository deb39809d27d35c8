import { notificationUnreadSchema, RESOURCES } from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { viewerOf } from "../../platform/auth/viewer";
import type { AppContext } from "../../platform/http/app-context";
import { resourceRoutes } from "../../platform/resource/resource-routes";
import { followBulkBatches } from "./bulk-notices";
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
  followBulkBatches(ctx);
  const resource = resourceRoutes({
    base: BASE,
    access: "customer",
    tag: "notifications",
    shapes: RESOURCES.notification,
    caller: viewerOf,
    list: service.list,
    retrieve: service.get,
    create: service.create,
    update: service.update,
    setStatus: service.setStatus,
    destroy: service.destroy,
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
