import { RESOURCES } from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../platform/http/app-context";
import { resourceRoutes, theRequest } from "../../platform/resource/resource-routes";
import { createFavouriteCountService } from "./favourite-count.service";

/**
 * `GET /api/agreement/editor/favourite-count/list/`: the editors' read-only count of the
 * customers' favourites per contract template, the most starred first (issue 34).
 */
export function editorFavouriteCountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const counts = createFavouriteCountService(ctx.db);
  const plugin = resourceRoutes({
    base: "/api/agreement/editor/favourite-count",
    access: "editor",
    tag: "favourite-editor",
    shapes: RESOURCES.favouriteCount,
    caller: theRequest,
    list: (_, query) => counts.list(query),
  });
  return async (app) => plugin(app as unknown as FastifyInstance);
}
