import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../platform/http/app-context";
import { customerCalculatorRoutes } from "./calculator-customer.routes";
import { editorCalculatorRoutes } from "./calculator-editor.routes";
import { editorConstantRoutes } from "./constant-editor.routes";

/** Every call of the calculators (spec §7): customers list and run them; editors write them and the constants. */
export function calculatorsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(customerCalculatorRoutes(ctx));
    await app.register(editorCalculatorRoutes(ctx));
    await app.register(editorConstantRoutes(ctx));
  };
}
