import {
  type CalculatorEvaluateBody,
  calculatorEvaluateBodySchema,
  calculatorEvaluationSchema,
  idParamSchema,
} from "@app/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Access } from "../../platform/auth/access";
import { viewerOf } from "../../platform/auth/viewer";
import type { createCalculatorDefinitionService } from "./calculator-definition.service";

/** `PUT {base}/evaluate/{id}/` with `{values}` (spec §7), for customers and for editors alike. */
export function evaluateRoute(
  base: string,
  access: Access,
  calculators: ReturnType<typeof createCalculatorDefinitionService>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      `${base}/evaluate/:id/`,
      {
        config: { access },
        schema: {
          tags: ["calculator"],
          params: idParamSchema,
          body: calculatorEvaluateBodySchema,
          response: { 200: calculatorEvaluationSchema },
        },
      },
      async (request) => {
        const { values } = request.body as CalculatorEvaluateBody;
        return (await calculators.evaluate(viewerOf(request), request.params.id, values)).evaluation;
      },
    );
  };
}
