import { calculatorSeriesResponseSchema, idParamSchema } from "@app/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Access } from "../../platform/auth/access";
import { viewerOf } from "../../platform/auth/viewer";
import type { createCalculatorDefinitionService } from "./calculator-definition.service";

/**
 * `GET {base}/series/{id}/`: the series a calculator reads, to those who may run it (customers:
 * public and in their subscription; editors: any), so the screen computes as the user types.
 */
export function seriesRoute(
  base: string,
  access: Access,
  calculators: ReturnType<typeof createCalculatorDefinitionService>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${base}/series/:id/`,
      {
        config: { access },
        schema: {
          tags: ["calculator"],
          params: idParamSchema,
          response: { 200: calculatorSeriesResponseSchema },
        },
      },
      (request) => calculators.seriesOf(viewerOf(request), request.params.id),
    );
  };
}
