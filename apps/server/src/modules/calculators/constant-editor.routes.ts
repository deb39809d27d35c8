import { RESOURCES } from "@app/contracts";
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
    shapes: RESOURCES.constant,
    caller: actorOf,
    list: (_, query) => constants.list(query),
    retrieve: (_, id) => constants.get(id),
    create: constants.create,
    update: constants.update,
    destroy: constants.destroy,
  });
}
