import {
  publicSigningSchema,
  remoteSignRequestSchema,
  signedCopyReportSchema,
  signTokenParamSchema,
} from "@app/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { attachmentDisposition } from "../../../platform/http/content-disposition";
import { createIpRateLimit } from "../../../platform/http/ip-rate-limit";
import type { createPublicSigningService } from "./public-signing.service";
import type { RemoteOauth } from "./remote-oauth.service";
import { remoteSignStepRoutes } from "./remote-sign-steps.routes";
import type { RemoteSigningService } from "./remote-signing.service";

const BASE = "/api/sign/:token";
const config = { access: "public" as const };
const tags = ["sign"];
const params = signTokenParamSchema;

/**
 * The invitee's signing page's calls (issue 46 §2), by the link's token: never indexed, and
 * limited per address (a token is 256 random bits, the limit keeps the page from being a load).
 */
export function publicSigningRoutes(
  signing: ReturnType<typeof createPublicSigningService>,
  remote: RemoteSigningService,
  oauth: RemoteOauth,
): FastifyPluginAsyncZod {
  const limit = createIpRateLimit({ max: 120, windowMs: 10 * 60 * 1000 });
  return async (app) => {
    app.addHook("onRequest", async (request, reply) => {
      reply.header("x-robots-tag", "noindex, nofollow");
      reply.header("cache-control", "private, no-store");
      reply.header("referrer-policy", "no-referrer");
      limit.hit(request.ip);
    });
    app.get(
      `${BASE}/`,
      { config, schema: { tags, params, response: { 200: publicSigningSchema } } },
      (request) => signing.summary(request.params.token),
    );
    app.get(`${BASE}/document/`, { config, schema: { tags, params } }, async (request, reply) => {
      const { title, pdf } = await signing.document(request.params.token);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", attachmentDisposition(title, "pdf"))
        .send(pdf);
    });
    await app.register(
      remoteSignStepRoutes({
        base: BASE,
        access: "public",
        tags,
        byToken: true,
        side: (request) => {
          const { token } = request.params as { token: string };
          return {
            providers: async () => {
              // Only a live link lists them: opened, not summarised (no parties to read).
              await signing.signerOf(token);
              return remote.providers();
            },
            login: (body) => signing.login(token, body),
            authorize: async (provider, returnTo = `/firma/${token}`) =>
              oauth.start(await signing.signerOf(token), provider, returnTo),
            credentials: (session) => signing.credentials(token, session),
            sendOtp: (session, credentialId) => signing.sendOtp(token, session, credentialId),
          };
        },
      }),
    );
    app.post(
      `${BASE}/remote-sign/`,
      {
        config,
        schema: { tags, params, body: remoteSignRequestSchema, response: { 201: signedCopyReportSchema } },
      },
      async (request, reply) => {
        const report = await signing.sign(request.params.token, request.language, request.body);
        return reply.status(201).send(report);
      },
    );
  };
}
