import {
  editorTemplateDestroyResponseSchema,
  editorTemplateDetailSchema,
  editorTemplateUpdateBodySchema,
  idParamSchema,
  RESOURCES,
} from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../../platform/auth/viewer";
import type { AppContext } from "../../../platform/http/app-context";
import { resourceRoutes } from "../../../platform/resource/resource-routes";
import { createEditorTemplateService } from "./editor-template.service";

const BASE = "/api/agreement/editor/template";
const config = { access: "editor" as const };
const tags = ["template-editor"];

/**
 * The editor's template calls (spec §7): the generic resource over every version, plus
 * `create-new-version/{id}/` and a destroy that archives versions customers used.
 */
export function editorTemplateRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = createEditorTemplateService(ctx.db, ctx.events);
  const resource = resourceRoutes({
    base: BASE,
    access: "editor",
    tag: "template-editor",
    shapes: RESOURCES.editorTemplate,
    caller: actorOf,
    list: (actor, query) => service.list(actor.language, query),
    retrieve: (actor, id) => service.get(actor.language, id),
    create: service.create,
    update: service.update,
    setStatus: (actor, id, body) => service.setStatus(actor, id, body.status, body.minor ?? false),
  });
  return async (app) => {
    await resource(app as unknown as FastifyInstance);
    app.post(
      `${BASE}/create-new-version/:id/`,
      {
        config,
        schema: {
          tags,
          params: idParamSchema,
          body: editorTemplateUpdateBodySchema.nullish(),
          response: { 201: editorTemplateDetailSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.createNewVersion(actorOf(request), request.params.id, request.body ?? {})),
    );
    app.delete(
      `${BASE}/destroy/:id/`,
      {
        config,
        schema: { tags, params: idParamSchema, response: { 200: editorTemplateDestroyResponseSchema } },
      },
      (request) => service.destroy(actorOf(request), request.params.id, request.t),
    );
  };
}
