import { idParamSchema, type TemplateDetail, templateDetailSchema } from "@app/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import type { AppContext } from "../../platform/http/app-context";
import { AppError } from "../../platform/http/app-error";
import { findOpenModules } from "../profile/licence.service";
import { createAgreementRepository } from "./agreement.repository";
import { toTemplateDetail } from "./catalogue.mapper";
import { viewerOf } from "./catalogue.routes";
import type { Viewer } from "./catalogue.service";
import { createEditorTemplateRepository } from "./editor/editor-template.repository";

/**
 * The template VERSION an agreement was made from, whatever its status now: once a newer version
 * is published the old one is archived, and `template/retrieve/{id}/` (public versions only)
 * no longer answers for it, but the customer's agreement must still open (DESIGN §6).
 */
export async function getAgreementTemplate(
  db: Database,
  viewer: Viewer,
  agreementId: number,
): Promise<TemplateDetail> {
  const agreement = await createAgreementRepository(db).findByOwner(viewer.userId, agreementId);
  if (!agreement || agreement.template_id === null) throw AppError.notFound();
  const templates = createEditorTemplateRepository(db);
  const template = await templates.findById(agreement.template_id);
  if (!template) throw AppError.notFound();
  const open = viewer.isEditor ? null : await findOpenModules(db, viewer.userId);
  const isLocked = (module: typeof template.module) => open !== null && !open.has(module);
  // Same rule as the catalogue: the subscription decides which contracts can be compiled.
  if (isLocked(template.module)) throw AppError.forbidden("template_locked");
  const titles = await templates.categoryTitles([template.id], viewer.language, true);
  return toTemplateDetail(template, titles.get(template.id) ?? null, isLocked);
}

/** `GET /api/agreement/customer/agreement/{id}/template/`: the agreement's own template version. */
export function agreementTemplateRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/agreement/customer/agreement/:id/template/",
      {
        config: { access: "customer" },
        schema: { tags: ["agreement"], params: idParamSchema, response: { 200: templateDetailSchema } },
      },
      (request) => getAgreementTemplate(ctx.db, viewerOf(request), request.params.id),
    );
  };
}
