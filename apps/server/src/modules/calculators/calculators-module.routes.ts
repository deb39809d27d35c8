import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../platform/http/app-context";
import { editorCalculatorRoutes } from "./calculator-editor.routes";
import { editorConstantRoutes } from "./constant-editor.routes";

/** Every call of the calculators (spec §7): the editors' calculator templates and constants. */
export function calculatorsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(editorCalculatorRoutes(ctx));
    await app.register(editorConstantRoutes(ctx));
  };
}
