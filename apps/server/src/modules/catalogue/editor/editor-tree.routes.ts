import {
  type EditorTreeMoveBody,
  type EditorTreeSetStatusBody,
  editorCategoryCreateBodySchema,
  editorCategorySchema,
  editorCategoryUpdateBodySchema,
  editorTreeMoveBodySchema,
  editorTreeSetStatusBodySchema,
  editorWizardCreateBodySchema,
  editorWizardSchema,
  editorWizardUpdateBodySchema,
  idParamSchema,
} from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { actorOf } from "../../../platform/auth/viewer";
import type { AppContext } from "../../../platform/http/app-context";
import { resourceRoutes } from "../../../platform/resource/resource-routes";
import type { TreeKind } from "./editor-tree.repository";
import { createEditorTreeService } from "./editor-tree.service";

const TREES: Record<TreeKind, { item: z.ZodType; create: z.ZodType; update: z.ZodType; tag: string }> = {
  category: {
    item: editorCategorySchema,
    create: editorCategoryCreateBodySchema,
    update: editorCategoryUpdateBodySchema,
    tag: "category-editor",
  },
  wizard: {
    item: editorWizardSchema,
    create: editorWizardCreateBodySchema,
    update: editorWizardUpdateBodySchema,
    tag: "wizard-editor",
  },
};

/**
 * Writes on the category and wizard trees (spec §7 bases /api/agreement/editor/category and
 * /wizard): create (root, or child with `parent`), retrieve, partial-update, set-status, destroy,
 * and `move/{id}/` to reorder among siblings. Their lists are in catalogue-editor.routes.ts.
 */
export function editorTreeRoutes(ctx: AppContext, kind: TreeKind): FastifyPluginAsyncZod {
  const service = createEditorTreeService(ctx.db, kind);
  const tree = TREES[kind];
  const base = `/api/agreement/editor/${kind}`;
  const resource = resourceRoutes({
    base,
    access: "editor",
    tag: tree.tag,
    item: tree.item,
    retrieve: (request, id) => service.get(id, request.language),
    create: { body: tree.create, handler: (request, body) => service.create(actorOf(request), body) },
    update: {
      body: tree.update,
      handler: (request, body, id) => service.update(actorOf(request), id, body),
    },
    setStatus: {
      body: editorTreeSetStatusBodySchema,
      handler: (request, body: EditorTreeSetStatusBody, id) =>
        service.setStatus(actorOf(request), id, body.status),
    },
    destroy: (request, id) => service.destroy(actorOf(request), id),
  });
  return async (app) => {
    await resource(app as unknown as FastifyInstance);
    app.patch(
      `${base}/move/:id/`,
      {
        config: { access: "editor" },
        schema: {
          tags: [tree.tag],
          params: idParamSchema,
          body: editorTreeMoveBodySchema,
          response: { 200: tree.item },
        },
      },
      (request) =>
        service.move(actorOf(request), request.params.id, (request.body as EditorTreeMoveBody).position),
    );
  };
}
