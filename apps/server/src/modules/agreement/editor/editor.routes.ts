import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../../platform/http/app-context";
import { editorAgreementRoutes } from "./editor-agreement.routes";
import { editorTemplateRoutes } from "./editor-template.routes";
import { editorTreeRoutes } from "./editor-tree.routes";

/** The editor back office's writes and lists (issue 7): templates, both trees, agreements. */
export function editorBackOfficeRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(editorTemplateRoutes(ctx));
    await app.register(editorTreeRoutes(ctx, "category"));
    await app.register(editorTreeRoutes(ctx, "wizard"));
    await app.register(editorAgreementRoutes(ctx));
  };
}
