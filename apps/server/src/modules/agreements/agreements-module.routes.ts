import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../platform/http/app-context";
import { customerAgreementRoutes } from "./agreement.routes";
import { agreementTemplateRoutes } from "./agreement-template.routes";
import { editorAgreementRoutes } from "./editor/editor-agreement.routes";

/**
 * Every call on agreements (spec §7): the customer's own (list, compile and save, status,
 * duplicate, delete, the version they were drafted on) and the editors' list and xlsx export.
 */
export function agreementsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(customerAgreementRoutes(ctx));
    await app.register(agreementTemplateRoutes(ctx));
    await app.register(editorAgreementRoutes(ctx));
  };
}
