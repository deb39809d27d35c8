import { calculatorListItemSchema } from "@app/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../platform/http/app-context";
import { resourceRoutes } from "../../platform/resource/resource-routes";
import { createCalculatorService } from "./calculator.service";

/**
 * The editor's calculator template resource (spec §7, base /api/calculator/editor/template).
 * Only `list/` for now, so the template screen can offer calculators to link; the calculators
 * issue adds the rest of the resource and `evaluate/`.
 */
export function editorCalculatorRoutes(ctx: AppContext): FastifyPluginAsync {
  const service = createCalculatorService(ctx.db);
  return resourceRoutes({
    base: "/api/calculator/editor/template",
    access: "editor",
    tag: "calculator-editor",
    item: calculatorListItemSchema,
    list: (_request, query) => service.list(query),
  });
}
