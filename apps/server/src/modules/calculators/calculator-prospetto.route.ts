import {
  type CalculatorEvaluateBody,
  calculatorEvaluateBodySchema,
  idParamSchema,
  prospettoQuerySchema,
} from "@app/contracts";
import { prospettoHtml } from "@app/documents";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { viewerOf } from "../../platform/auth/viewer";
import type { AppContext } from "../../platform/http/app-context";
import { attachmentDisposition, CONTENT_TYPES } from "../../platform/http/content-disposition";
import { rendererFor } from "../../platform/rendering/document-rendering";
import type { createCalculatorDefinitionService } from "./calculator-definition.service";

/**
 * `PUT template/evaluate-download/{id}/` (spec §7): the calculation as a printable prospetto, PDF
 * by default or DOCX with `?downloadFormat=docx`, written by the contracts' document writers.
 */
export function prospettoRoute(
  ctx: AppContext,
  base: string,
  calculators: ReturnType<typeof createCalculatorDefinitionService>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      `${base}/evaluate-download/:id/`,
      {
        config: { access: "customer" },
        schema: {
          tags: ["calculator"],
          params: idParamSchema,
          querystring: prospettoQuerySchema,
          body: calculatorEvaluateBodySchema,
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const values = (request.body as CalculatorEvaluateBody).values;
        const { calculator, evaluation } = await calculators.evaluate(viewer, request.params.id, values);
        const on = new Date();
        const html = prospettoHtml({ calculator, values, evaluation, language: viewer.language, on });
        const format = request.query.downloadFormat;
        const content = await rendererFor(ctx).render({
          format,
          html,
          ctx: { fields: [], values: {}, language: viewer.language, title: calculator.title, date: on },
        });
        const name = `${calculator.code ?? calculator.title} ${on.toISOString().slice(0, 10)}`;
        return reply
          .header("content-type", CONTENT_TYPES[format])
          .header("content-disposition", attachmentDisposition(name, format))
          .send(content);
      },
    );
  };
}
