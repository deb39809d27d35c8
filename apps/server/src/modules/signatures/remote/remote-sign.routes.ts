import {
  idParamSchema,
  remoteSignCallbackQuerySchema,
  remoteSignRequestSchema,
  signedCopyReportSchema,
} from "@app/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { viewerOf } from "../../../platform/auth/viewer";
import { createIpRateLimit } from "../../../platform/http/ip-rate-limit";
import { OAUTH_CALLBACK_PATH, type RemoteOauth } from "./remote-oauth.service";
import { remoteSignStepRoutes } from "./remote-sign-steps.routes";
import type { RemoteSigningService } from "./remote-signing.service";

const BASE = "/api/agreement/customer";
const config = { access: "customer" as const };
const tags = ["agreement"];

/** A customer signing their own frozen contract through a CSC provider (issue 46 §2). */
export function remoteSignRoutes(remote: RemoteSigningService, oauth: RemoteOauth): FastifyPluginAsyncZod {
  // The public callback calls the provider with the client's secret: replayed states or junk
  // codes sent in bulk would make the provider throttle this client for every customer.
  const callbacks = createIpRateLimit({ max: 30, windowMs: 10 * 60 * 1000 });
  return async (app) => {
    await app.register(
      remoteSignStepRoutes({
        base: BASE,
        access: "customer",
        tags,
        byToken: false,
        side: (request) => {
          const signer = { userId: viewerOf(request).userId };
          return {
            providers: () => remote.providers(),
            login: (body) => remote.login(signer, body),
            authorize: (provider, returnTo = "/") => oauth.start(signer, provider, returnTo),
            credentials: (session) => remote.credentials(signer, session),
            sendOtp: (session, credentialId) => remote.sendOtp(signer, session, credentialId),
          };
        },
      }),
    );
    // The provider sends the browser here: no bearer token, the sealed state says whose it is.
    app.get(
      OAUTH_CALLBACK_PATH,
      {
        config: { access: "public" as const },
        schema: {
          tags,
          description: "The provider's redirect back: to the web page, the session in the fragment.",
          querystring: remoteSignCallbackQuerySchema,
        },
      },
      async (request, reply) => {
        callbacks.hit(request.ip);
        const location = await oauth.finish(request.query);
        return reply
          .header("cache-control", "no-store")
          .header("referrer-policy", "no-referrer")
          .redirect(location, 302);
      },
    );
    app.post(
      `${BASE}/agreement/remote-sign/:id/`,
      {
        config,
        schema: {
          tags,
          description:
            "Signs the frozen contract (its last revision signed here) with the provider's credential: the signed copy's report.",
          params: idParamSchema,
          body: remoteSignRequestSchema,
          response: { 201: signedCopyReportSchema },
        },
      },
      async (request, reply) => {
        const report = await remote.signOwn(viewerOf(request), request.params.id, request.body);
        return reply.status(201).send(report);
      },
    );
  };
}
