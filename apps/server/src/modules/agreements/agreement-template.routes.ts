import { idParamSchema, type TemplateDetail, templateDetailSchema } from "@app/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { type Viewer, viewerOf } from "../../platform/auth/viewer";
import type { AppContext } from "../../platform/http/app-context";
import { AppError } from "../../platform/http/app-error";
import { createCatalogueService } from "../catalogue";
import { createAgreementRepository } from "./agreement.repository";

/** The template version an agreement was made from (the catalogue decides what it shows). */
export async function getAgreementTemplate(
  db: Database,
  viewer: Viewer,
  agreementId: number,
): Promise<TemplateDetail> {
  const agreement = await createAgreementRepository(db).findByOwner(viewer.userId, agreementId);
  if (!agreement || agreement.template_id === null) throw AppError.notFound();
  return createCatalogueService(db).getTemplateVersion(viewer, agreement.template_id);
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
