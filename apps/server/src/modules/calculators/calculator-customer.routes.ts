import { RESOURCES } from "@app/contracts";
import type { FastifyPluginAsync } from "fastify";
import { viewerOf } from "../../platform/auth/viewer";
import type { AppContext } from "../../platform/http/app-context";
import { resourceRoutes } from "../../platform/resource/resource-routes";
import { createCalculatorDefinitionService } from "./calculator-definition.service";
import { evaluateRoute } from "./calculator-evaluate.route";
import { prospettoRoute } from "./calculator-prospetto.route";
import { seriesRoute } from "./calculator-series.route";

const BASE = "/api/calculator/customer/template";

/**
 * The customers' calculators (spec §7, base /api/calculator/customer/template): the public
 * ones, locked outside the subscription (`free_filter__` lists them in the free search), and
 * `evaluate/{id}/` and the prospetto (`evaluate-download/{id}/`).
 */
export function customerCalculatorRoutes(ctx: AppContext): FastifyPluginAsync {
  const calculators = createCalculatorDefinitionService(ctx.db);
  const resource = resourceRoutes({
    base: BASE,
    access: "customer",
    tag: "calculator",
    shapes: RESOURCES.calculator,
    caller: viewerOf,
    list: calculators.listPublic,
    retrieve: calculators.get,
  });
  return async (app) => {
    await resource(app);
    await app.register(evaluateRoute(BASE, "customer", calculators));
    await app.register(seriesRoute(BASE, "customer", calculators));
    await app.register(prospettoRoute(ctx, BASE, calculators));
  };
}
