import {
  agreementDownloadQuerySchema,
  agreementProspettoQuerySchema,
  agreementSendmailBodySchema,
  detailResponseSchema,
  idParamSchema,
} from "@app/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createAudit } from "../../platform/audit/audit";
import { requireAuth } from "../../platform/auth/access";
import { displayName } from "../../platform/auth/display-name";
import type { AppContext } from "../../platform/http/app-context";
import { attachmentDisposition } from "../../platform/http/content-disposition";
import { rendererFor } from "../../platform/rendering/document-rendering";
import { createAgreementDocumentService } from "./agreement-document.service";

const BASE = "/api/agreement/customer/agreement";
const config = { access: "customer" as const };

/** Download as DOCX/PDF and send by e-mail (spec §7). */
export function agreementDocumentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const renderer = rendererFor(ctx);
    app.addHook("onClose", () => renderer.close());
    const documents = createAgreementDocumentService({ ...ctx, audit: createAudit(ctx.db), renderer });
    app.get(
      `${BASE}/download/:id/`,
      {
        config,
        schema: { tags: ["agreement"], params: idParamSchema, querystring: agreementDownloadQuerySchema },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const name = displayName(auth.user);
        const document = await documents.render(
          auth.user.user_id,
          request.params.id,
          request.query.downloadFormat,
          name,
        );
        return reply
          .header("content-type", document.contentType)
          .header("content-disposition", attachmentDisposition(document.title, document.format))
          .header("cache-control", "private, no-store")
          .send(document.content);
      },
    );

    app.get(
      `${BASE}/prospetto/:id/`,
      {
        config,
        schema: { tags: ["agreement"], params: idParamSchema, querystring: agreementProspettoQuerySchema },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const { calculator, downloadFormat } = request.query;
        const document = await documents.renderProspetto(
          auth.user.user_id,
          request.params.id,
          calculator,
          downloadFormat,
        );
        return reply
          .header("content-type", document.contentType)
          .header("content-disposition", attachmentDisposition(document.title, document.format))
          .header("cache-control", "private, no-store")
          .send(document.content);
      },
    );

    app.post(
      `${BASE}/sendmail/:id/`,
      {
        config,
        schema: {
          tags: ["agreement"],
          params: idParamSchema,
          body: agreementSendmailBodySchema,
          response: { 200: detailResponseSchema },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const name = displayName(auth.user);
        const outcome = await documents.send(
          { userId: auth.user.user_id, name, email: auth.user.email },
          request.params.id,
          request.body,
          request.language,
        );
        return { detail: request.t(outcome) };
      },
    );
  };
}
