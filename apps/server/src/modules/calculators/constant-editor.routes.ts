import {
  calculatorConstantCreateBodySchema,
  calculatorConstantSchema,
  calculatorConstantUpdateBodySchema,
} from "@app/contracts";
import type { FastifyPluginAsync } from "fastify";
import { actorOf } from "../../platform/auth/viewer";
import type { AppContext } from "../../platform/http/app-context";
import { resourceRoutes } from "../../platform/resource/resource-routes";
import { createConstantService } from "./constant.service";

/** The editors' calculator constants (spec §7, base /api/calculator/editor/constant): the generic resource. */
export function editorConstantRoutes(ctx: AppContext): FastifyPluginAsync {
  const constants = createConstantService(ctx.db);
  return resourceRoutes({
    base: "/api/calculator/editor/constant",
    access: "editor",
    tag: "calculator-constant",
    item: calculatorConstantSchema,
    list: (_request, query) => constants.list(query),
    retrieve: (_request, id) => constants.get(id),
    create: {
      body: calculatorConstantCreateBodySchema,
      handler: (request, body) => constants.create(actorOf(request), body),
    },
    update: {
      body: calculatorConstantUpdateBodySchema,
      handler: (request, body, id) => constants.update(actorOf(request), id, body),
    },
    destroy: (request, id) => constants.destroy(actorOf(request), id),
  });
}
