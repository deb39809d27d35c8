import { type EditorTreeMoveBody, editorTreeMoveBodySchema, idParamSchema, RESOURCES } from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { actorOf } from "../auth/viewer";
import { resourceRoutes } from "../resource/resource-routes";
import { createEditorTreeService, type EditorTreeSpec } from "./editor-tree.service";

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
  const shapes = options.spec.isWizard ? RESOURCES.editorWizard : RESOURCES.editorCategory;
  const { base, tag } = options;
  const resource = resourceRoutes({
    base,
    access: "editor",
    tag,
    shapes,
    caller: actorOf,
    retrieve: (actor, id) => service.get(id, actor.language),
    create: service.create,
    update: service.update,
    setStatus: (actor, id, body) => service.setStatus(actor, id, body.status),
    destroy: service.destroy,
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
          response: { 200: shapes.item },
        },
      },
      (request) =>
        service.move(actorOf(request), request.params.id, (request.body as EditorTreeMoveBody).position),
    );
  };
}
