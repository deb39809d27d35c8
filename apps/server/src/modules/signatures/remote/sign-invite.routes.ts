import {
  idParamSchema,
  signInviteCreatedSchema,
  signInviteCreateSchema,
  signInviteListSchema,
} from "@app/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAuth } from "../../../platform/auth/access";
import { displayName } from "../../../platform/auth/display-name";
import { viewerOf } from "../../../platform/auth/viewer";
import type { createSignInviteService } from "./sign-invite.service";

const BASE = "/api/agreement/customer/agreement/sign-invite";
const config = { access: "customer" as const };
const tags = ["agreement"];

/** The owner invites the other party to sign from a public page (issue 46 §2). */
export function signInviteRoutes(invites: ReturnType<typeof createSignInviteService>): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      `${BASE}/:id/`,
      {
        config,
        schema: {
          tags,
          description: "Invites a party to sign the frozen contract: a link of 7 days, by e-mail only.",
          params: idParamSchema,
          body: signInviteCreateSchema,
          response: { 201: signInviteCreatedSchema },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const viewer = {
          userId: auth.user.user_id,
          name: displayName(auth.user),
          language: request.language,
        };
        return reply.status(201).send(await invites.create(viewer, request.params.id, request.body));
      },
    );
    app.get(
      `${BASE}/list/:id/`,
      { config, schema: { tags, params: idParamSchema, response: { 200: signInviteListSchema } } },
      (request) => invites.list(viewerOf(request).userId, request.params.id),
    );
    app.delete(
      `${BASE}/destroy/:id/`,
      {
        config,
        schema: {
          tags,
          description: "Revokes the invitation: its link opens nothing.",
          params: idParamSchema,
        },
      },
      async (request, reply) => {
        await invites.revoke(viewerOf(request).userId, request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
