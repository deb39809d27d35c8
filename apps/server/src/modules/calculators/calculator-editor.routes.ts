import { RESOURCES } from "@app/contracts";
import type { FastifyPluginAsync } from "fastify";
import { actorOf, viewerOf } from "../../platform/auth/viewer";
import type { AppContext } from "../../platform/http/app-context";
import { resourceRoutes } from "../../platform/resource/resource-routes";
import { createCalculatorService } from "./calculator.service";
import { createCalculatorDefinitionService } from "./calculator-definition.service";
import { evaluateRoute } from "./calculator-evaluate.route";
import { seriesRoute } from "./calculator-series.route";

const BASE = "/api/calculator/editor/template";

/**
 * The editors' calculator templates (spec §7, base /api/calculator/editor/template): the
 * generic resource with the definition, plus `evaluate/{id}/` (drafts too).
 */
export function editorCalculatorRoutes(ctx: AppContext): FastifyPluginAsync {
  const service = createCalculatorService(ctx.db);
  const calculators = createCalculatorDefinitionService(ctx.db);
  const resource = resourceRoutes({
    base: BASE,
    access: "editor",
    tag: "calculator-editor",
    shapes: RESOURCES.editorCalculator,
    caller: actorOf,
    list: (_, query) => service.list(query),
    retrieve: (_, id, request) => calculators.get(viewerOf(request), id),
    create: calculators.create,
    update: calculators.update,
    destroy: calculators.destroy,
  });
  return async (app) => {
    await resource(app);
    await app.register(evaluateRoute(BASE, "editor", calculators));
    await app.register(seriesRoute(BASE, "editor", calculators));
  };
}
