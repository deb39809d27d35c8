import {
  editorTemplateCalculatorSchema,
  templateCalculatorCreateBodySchema,
  templateCalculatorSchema,
  templateCalculatorUpdateBodySchema,
} from "@app/contracts";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { requireAuth } from "../../platform/auth/access";
import type { AppContext } from "../../platform/http/app-context";
import { resourceRoutes } from "../../platform/resource/resource-routes";
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
    item: templateCalculatorSchema,
    list: (_request, query) => service.listForCustomer(query),
    retrieve: (_request, id) => service.getForCustomer(id),
  });
  const editor = resourceRoutes({
    base: `/api/agreement/editor/${RESOURCE}`,
    access: "editor",
    tag: `${RESOURCE}-editor`,
    item: editorTemplateCalculatorSchema,
    list: (_request, query) => service.listForEditor(query),
    retrieve: (_request, id) => service.getForEditor(id),
    create: {
      body: templateCalculatorCreateBodySchema,
      handler: (request, body) => service.create(actorId(request), body),
    },
    update: {
      body: templateCalculatorUpdateBodySchema,
      handler: (request, body, id) => service.update(actorId(request), id, body),
    },
    destroy: (request, id) => service.destroy(actorId(request), id),
  });
  return async (app) => {
    await customer(app);
    await editor(app);
  };
}
