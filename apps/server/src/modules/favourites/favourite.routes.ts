import { RESOURCES } from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { viewerOf } from "../../platform/auth/viewer";
import type { AppContext } from "../../platform/http/app-context";
import { resourceRoutes } from "../../platform/resource/resource-routes";
import { createCalculatorService } from "../calculators";
import { createCatalogueService } from "../catalogue";
import { createFavouriteService } from "./favourite.service";

const BASE = "/api/agreement/customer/favourite";
/** The customer calculator base's own favourites (spec §7 "Favourites list and DELETE favourite/destroy/{id}/"). */
const CALCULATOR_BASE = "/api/calculator/customer/favourite";

/**
 * `favourite/agreement-calculator/list/`, `favourite/create/`, `favourite/destroy/{id}/` (spec §7)
 * for templates and calculators; and under the calculator base `favourite/list/` and
 * `favourite/destroy/{id}/`, which see calculator favourites only.
 */
export function customerFavouriteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const favourites = createFavouriteService(
    ctx.db,
    createCatalogueService(ctx.db),
    createCalculatorService(ctx.db),
  );
  const common = {
    access: "customer" as const,
    tag: "favourite",
    shapes: RESOURCES.favourite,
    caller: viewerOf,
  };
  const plugins = [
    resourceRoutes({
      ...common,
      base: BASE,
      create: favourites.create,
      destroy: (viewer, id) => favourites.destroy(viewer.userId, id),
    }),
    resourceRoutes({
      ...common,
      base: `${BASE}/agreement-calculator`,
      list: (viewer, query) => favourites.list(viewer.userId, query),
    }),
    resourceRoutes({
      ...common,
      base: CALCULATOR_BASE,
      list: (viewer, query) => favourites.list(viewer.userId, query, "calculator"),
      destroy: (viewer, id) => favourites.destroy(viewer.userId, id, "calculator"),
    }),
  ];
  return async (app) => {
    for (const plugin of plugins) await plugin(app as unknown as FastifyInstance);
  };
}
