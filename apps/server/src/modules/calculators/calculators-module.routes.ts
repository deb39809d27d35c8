import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../platform/http/app-context";
import { customerCalculatorRoutes } from "./calculator-customer.routes";
import { editorCalculatorRoutes } from "./calculator-editor.routes";
import { calculatorWizardRoutes } from "./calculator-wizard.routes";
import { editorConstantRoutes } from "./constant-editor.routes";

/**
 * Every call of the calculators (spec §7): customers list, run and find them by wizard; editors
 * write them, the constants and the calculator wizard.
 */
export function calculatorsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(customerCalculatorRoutes(ctx));
    await app.register(editorCalculatorRoutes(ctx));
    await app.register(editorConstantRoutes(ctx));
    await app.register(calculatorWizardRoutes(ctx));
  };
}
