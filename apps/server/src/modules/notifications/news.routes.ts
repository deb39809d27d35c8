import { RESOURCES } from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../platform/auth/viewer";
import type { AppContext } from "../../platform/http/app-context";
import { resourceRoutes, theRequest } from "../../platform/resource/resource-routes";
import { createNewsService } from "./news.service";

/**
 * The news (issue 18): the editors' generic resource at `/api/account/editor/news/`, and the
 * customers' `GET /api/account/customer/news/list/` (the dashboard's News box, the news page).
 */
export function newsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = createNewsService(ctx.db);
  const resources = [
    resourceRoutes({
      base: "/api/account/editor/news",
      access: "editor",
      tag: "news-editor",
      shapes: RESOURCES.editorNews,
      caller: actorOf,
      list: (_, query) => service.list(query),
      retrieve: (_, id) => service.get(id),
      create: service.create,
      update: service.update,
      setStatus: service.setStatus,
      destroy: service.destroy,
    }),
    resourceRoutes({
      base: "/api/account/customer/news",
      access: "customer",
      tag: "news",
      shapes: RESOURCES.news,
      caller: theRequest,
      list: (request, query) => service.listPublished(request.language, query),
    }),
  ];
  return async (app) => {
    for (const resource of resources) await resource(app as unknown as FastifyInstance);
  };
}
