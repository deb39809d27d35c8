import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../platform/http/app-context";
import { editorTreeRoutes } from "../../platform/tree/editor-tree.routes";
import { customerCatalogueRoutes } from "./catalogue.routes";
import { editorCatalogueRoutes } from "./catalogue-editor.routes";
import { categoryTree, wizardTree } from "./editor/catalogue-trees";
import { editorTemplateRoutes } from "./editor/editor-template.routes";
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
    const editorTree = "/api/agreement/editor";
    await app.register(
      editorTreeRoutes(ctx.db, {
        base: `${editorTree}/category`,
        tag: "category-editor",
        spec: categoryTree,
      }),
    );
    await app.register(
      editorTreeRoutes(ctx.db, { base: `${editorTree}/wizard`, tag: "wizard-editor", spec: wizardTree }),
    );
    await app.register(templateCalculatorRoutes(ctx));
  };
}
