import { favouriteCreateBodySchema, favouriteSchema } from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { viewerOf } from "../../platform/auth/viewer";
import type { AppContext } from "../../platform/http/app-context";
import { resourceRoutes } from "../../platform/resource/resource-routes";
import { createCatalogueService } from "../catalogue";
import { createFavouriteService } from "./favourite.service";

const BASE = "/api/agreement/customer/favourite";

/** `favourite/agreement-calculator/list/`, `favourite/create/`, `favourite/destroy/{id}/` (spec §7). */
export function customerFavouriteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const favourites = createFavouriteService(ctx.db, createCatalogueService(ctx.db));
  const resource = resourceRoutes({
    base: BASE,
    access: "customer",
    tag: "favourite",
    item: favouriteSchema,
    create: {
      body: favouriteCreateBodySchema,
      handler: (request, body) => favourites.create(viewerOf(request), body),
    },
    destroy: (request, id) => favourites.destroy(viewerOf(request).userId, id),
  });
  const list = resourceRoutes({
    base: `${BASE}/agreement-calculator`,
    access: "customer",
    tag: "favourite",
    item: favouriteSchema,
    list: (request, query) => favourites.list(viewerOf(request).userId, query),
  });
  return async (app) => {
    await resource(app as unknown as FastifyInstance);
    await list(app as unknown as FastifyInstance);
  };
}
