import {
  editorNewsSchema,
  newsCreateBodySchema,
  newsItemSchema,
  newsSetStatusBodySchema,
  newsUpdateBodySchema,
} from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../platform/auth/viewer";
import type { AppContext } from "../../platform/http/app-context";
import { resourceRoutes } from "../../platform/resource/resource-routes";
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
      item: editorNewsSchema,
      list: (_request, query) => service.list(query),
      retrieve: (_request, id) => service.get(id),
      create: {
        body: newsCreateBodySchema,
        handler: (request, body) => service.create(actorOf(request), body),
      },
      update: {
        body: newsUpdateBodySchema,
        handler: (request, body, id) => service.update(actorOf(request), id, body),
      },
      setStatus: {
        body: newsSetStatusBodySchema,
        handler: (request, body, id) => service.setStatus(actorOf(request), id, body),
      },
      destroy: (request, id) => service.destroy(actorOf(request), id),
    }),
    resourceRoutes({
      base: "/api/account/customer/news",
      access: "customer",
      tag: "news",
      item: newsItemSchema,
      list: (request, query) => service.listPublished(request.language, query),
    }),
  ];
  return async (app) => {
    for (const resource of resources) await resource(app as unknown as FastifyInstance);
  };
}
