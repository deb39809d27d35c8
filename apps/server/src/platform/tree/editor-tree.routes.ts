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
import type { Database } from "../../db/client";
import { actorOf } from "../auth/viewer";
import { resourceRoutes } from "../resource/resource-routes";
import { createEditorTreeService, type EditorTreeSpec } from "./editor-tree.service";

const SHAPES = {
  category: {
    item: editorCategorySchema,
    create: editorCategoryCreateBodySchema,
    update: editorCategoryUpdateBodySchema,
  },
  wizard: {
    item: editorWizardSchema,
    create: editorWizardCreateBodySchema,
    update: editorWizardUpdateBodySchema,
  },
} satisfies Record<string, { item: z.ZodType; create: z.ZodType; update: z.ZodType }>;

/**
 * Writes on a tree (spec §7 bases /api/agreement/editor/category, /api/agreement/editor/wizard
 * and /api/calculator/editor/wizard): create (root, or child with `parent`), retrieve,
 * partial-update, set-status, destroy, and `move/{id}/` to reorder among siblings. Their lists
 * are declared by the modules that own the trees.
 */
export function editorTreeRoutes(
  db: Database,
  options: { base: string; tag: string; spec: EditorTreeSpec },
): FastifyPluginAsyncZod {
  const service = createEditorTreeService(db, options.spec);
  const tree = SHAPES[options.spec.isWizard ? "wizard" : "category"];
  const { base, tag } = options;
  const resource = resourceRoutes({
    base,
    access: "editor",
    tag,
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
          tags: [tag],
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
