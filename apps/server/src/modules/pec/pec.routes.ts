import {
  agreementSendPecBodySchema,
  idParamSchema,
  pecMessageListSchema,
  pecRecipientSuggestionsSchema,
  pecSendResultSchema,
  pecSettingsBodySchema,
  pecSettingsQuerySchema,
  pecSettingsSchema,
  pecSettingsTestBodySchema,
  pecSettingsTestSchema,
} from "@app/contracts";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAuth } from "../../platform/auth/access";
import { displayName } from "../../platform/auth/display-name";
import { viewerOf } from "../../platform/auth/viewer";
import { AppError } from "../../platform/http/app-error";
import { attachmentDisposition } from "../../platform/http/content-disposition";
import { pecMessagesView } from "./pec-message.mapper";
import { createPecMessageRepository } from "./pec-message.repository";
import type { PecModule } from "./pec-module";
import { pecRecipientSuggestions } from "./pec-suggestions";

const BASE = "/api/agreement/customer/agreement";
const SETTINGS = "/api/profile/customer/pec-settings";
const config = { access: "customer" as const };

/** A message exactly as kept (the evidence), never cached on the way. */
function sendEml(reply: FastifyReply, name: string, raw: Buffer) {
  return reply
    .header("content-type", "message/rfc822")
    .header("content-disposition", attachmentDisposition(name, "eml"))
    .header("cache-control", "private, no-store")
    .send(raw);
}

/** The PEC mailbox settings, sending by PEC and its receipts (issue 47). */
export function pecRoutes(pec: PecModule): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = pec.ctx;
    const tags = ["pec"];

    app.get(
      `${SETTINGS}/`,
      { config, schema: { tags, querystring: pecSettingsQuerySchema, response: { 200: pecSettingsSchema } } },
      async (request) => pec.settings.get(viewerOf(request), request.query.scope),
    );
    app.put(
      `${SETTINGS}/`,
      { config, schema: { tags, body: pecSettingsBodySchema, response: { 200: pecSettingsSchema } } },
      async (request) => pec.settings.put(viewerOf(request), request.body),
    );
    app.post(
      `${SETTINGS}/test/`,
      { config, schema: { tags, body: pecSettingsTestBodySchema, response: { 200: pecSettingsTestSchema } } },
      async (request) => pec.settings.test(viewerOf(request), request.body?.scope),
    );

    app.post(
      `${BASE}/send-pec/:id/`,
      {
        config,
        schema: {
          tags,
          params: idParamSchema,
          body: agreementSendPecBodySchema,
          response: { 202: pecSendResultSchema },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const result = await pec.sender.send(
          { userId: auth.user.user_id, name: displayName(auth.user), language: request.language },
          request.params.id,
          request.body,
        );
        return reply.status(202).send(result);
      },
    );

    app.get(
      `${BASE}/pec-messages/list/:id/`,
      { config, schema: { tags, params: idParamSchema, response: { 200: pecMessageListSchema } } },
      async (request) => {
        const viewer = viewerOf(request);
        const messages = createPecMessageRepository(db);
        if (!(await pec.ownsAgreement(viewer.userId, request.params.id))) throw AppError.notFound();
        const rows = await messages.ofAgreement(viewer.userId, request.params.id);
        const ids = rows.map((row) => row.id);
        const [recipients, receipts] = await Promise.all([
          messages.recipientsOf(ids),
          messages.receiptsOf(ids),
        ]);
        return { results: pecMessagesView(rows, recipients, receipts, viewer.language) };
      },
    );

    app.get(
      `${BASE}/pec-receipt/download/:id/`,
      { config, schema: { tags, params: idParamSchema } },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const receipt = await createPecMessageRepository(db).ownedReceipt(viewer.userId, request.params.id);
        if (!receipt) throw AppError.notFound();
        return sendEml(reply, `ricevuta-${receipt.type ?? "pec"}-${request.params.id}`, receipt.raw);
      },
    );

    app.get(
      `${BASE}/pec-message/download/:id/`,
      { config, schema: { tags, params: idParamSchema } },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const message = await createPecMessageRepository(db).ownedMessage(viewer.userId, request.params.id);
        if (!message) throw AppError.notFound();
        return sendEml(reply, message.subject, message.raw);
      },
    );

    app.get(
      `${BASE}/pec-recipients/:id/`,
      { config, schema: { tags, params: idParamSchema, response: { 200: pecRecipientSuggestionsSchema } } },
      async (request) => ({
        results: await pecRecipientSuggestions(db, viewerOf(request).userId, request.params.id),
      }),
    );
  };
}
