import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../platform/http/app-context";
import { customerCatalogueRoutes } from "./catalogue.routes";
import { editorCatalogueRoutes } from "./catalogue-editor.routes";
import { editorTemplateRoutes } from "./editor/editor-template.routes";
import { editorTreeRoutes } from "./editor/editor-tree.routes";
import { templateCalculatorRoutes } from "./template-calculator.routes";

/**
 * Every call of the catalogue (spec §7): the customers' reads of templates, categories and
 * wizards; the editors' reads and writes of templates (versions, publication) and both trees;
 * the template ↔ calculator links.
 */
export function catalogueRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(customerCatalogueRoutes(ctx));
    await app.register(editorCatalogueRoutes(ctx));
    await app.register(editorTemplateRoutes(ctx));
    await app.register(editorTreeRoutes(ctx, "category"));
    await app.register(editorTreeRoutes(ctx, "wizard"));
    await app.register(templateCalculatorRoutes(ctx));
  };
}
