import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../platform/http/app-context";
import { editorTreeRoutes } from "../../platform/tree/editor-tree.routes";
import { wizardListRoutes } from "../../platform/tree/wizard-list.routes";
import { calculatorWizardTree, createCalculatorWizardReads } from "./calculator-wizard";

/**
 * The calculator wizard (spec §7): editors write it under /api/calculator/editor/wizard (the
 * contract wizard's calls: the generic resource, set-status and move, `list/` and
 * `{id}/leaf-list/`); customers walk it under /api/calculator/customer/wizard (the contract
 * wizard's root, children and list calls, plus `{id}/descendant-nodes-list/`).
 */
export function calculatorWizardRoutes(ctx: AppContext): FastifyPluginAsync {
  const reads = createCalculatorWizardReads(ctx.db);
  const editorBase = "/api/calculator/editor/wizard";
  return async (app) => {
    await app.register(
      editorTreeRoutes(ctx.db, {
        base: editorBase,
        tag: "calculator-wizard-editor",
        spec: calculatorWizardTree,
      }),
    );
    await app.register(
      wizardListRoutes({
        base: editorBase,
        access: "editor",
        tag: "calculator-wizard-editor",
        calls: ["list", "node-leaf-list"],
        reads,
      }),
    );
    await app.register(
      wizardListRoutes({
        base: "/api/calculator/customer/wizard",
        access: "customer",
        tag: "calculator-wizard",
        calls: ["root-nodes-list", "children-nodes-list", "descendant-nodes-list", "list"],
        reads,
      }),
    );
  };
}
