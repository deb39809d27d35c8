import { RESOURCES } from "@app/contracts";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { requireAuth } from "../../platform/auth/access";
import type { AppContext } from "../../platform/http/app-context";
import { resourceRoutes, theRequest } from "../../platform/resource/resource-routes";
import { createTemplateCalculatorService } from "./template-calculator.service";

const RESOURCE = "template-with-calculator";
const actorId = (request: FastifyRequest) => requireAuth(request).user.user_id;

/**
 * `template-with-calculator` (spec §7): customers read it under /api/agreement/customer (list
 * and retrieve only: linking is the editors' work, so no write route exists on that base);
 * editors have the generic resource under /api/agreement/editor. A link has no status of its
 * own, so there is no `set-status/`.
 */
export function templateCalculatorRoutes(ctx: AppContext): FastifyPluginAsync {
  const service = createTemplateCalculatorService(ctx.db);
  const customer = resourceRoutes({
    base: `/api/agreement/customer/${RESOURCE}`,
    access: "customer",
    tag: RESOURCE,
    shapes: RESOURCES.templateCalculator,
    caller: theRequest,
    list: (_, query) => service.listForCustomer(query),
    retrieve: (_, id) => service.getForCustomer(id),
  });
  const editor = resourceRoutes({
    base: `/api/agreement/editor/${RESOURCE}`,
    access: "editor",
    tag: `${RESOURCE}-editor`,
    shapes: RESOURCES.editorTemplateCalculator,
    caller: actorId,
    list: (_, query) => service.listForEditor(query),
    retrieve: (_, id) => service.getForEditor(id),
    create: service.create,
    update: service.update,
    destroy: service.destroy,
  });
  return async (app) => {
    await customer(app);
    await editor(app);
  };
}
