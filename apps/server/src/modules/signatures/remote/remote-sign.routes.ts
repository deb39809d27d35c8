import {
  idParamSchema,
  remoteSignAuthorizeQuerySchema,
  remoteSignAuthorizeSchema,
  remoteSignCallbackQuerySchema,
  remoteSignCredentialsSchema,
  remoteSignLoginSchema,
  remoteSignProvidersSchema,
  remoteSignRequestSchema,
  remoteSignSendOtpSchema,
  remoteSignSessionQuerySchema,
  remoteSignSessionSchema,
  signedCopyReportSchema,
} from "@app/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { viewerOf } from "../../../platform/auth/viewer";
import { OAUTH_CALLBACK_PATH, type RemoteOauth } from "./remote-oauth.service";
import type { RemoteSigningService } from "./remote-signing.service";

const BASE = "/api/agreement/customer";
const config = { access: "customer" as const };
const tags = ["agreement"];

/**
 * The provider's sign-in page: a 302 for a browser sent there, `{location}` for a client that
 * asked JSON (the owner's page must send its bearer token, so it fetches, then navigates).
 */
export async function sendToProvider(
  request: FastifyRequest,
  reply: FastifyReply,
  location: string,
): Promise<{ location: string } | undefined> {
  reply.header("cache-control", "no-store");
  if ((request.headers.accept ?? "").includes("application/json")) return { location };
  await reply.redirect(location, 302);
  return undefined;
}

/** A customer signing their own frozen contract through a CSC provider (issue 46 §2). */
export function remoteSignRoutes(remote: RemoteSigningService, oauth: RemoteOauth): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${BASE}/remote-sign/authorize/`,
      {
        config,
        schema: {
          tags,
          description:
            "Signs in on an oauth provider's own page: 302 there (JSON `{location}` when asked), back to `return`.",
          querystring: remoteSignAuthorizeQuerySchema,
          response: { 200: remoteSignAuthorizeSchema },
        },
      },
      (request, reply) => {
        const { provider, return: returnTo = "/" } = request.query;
        const location = oauth.start({ userId: viewerOf(request).userId }, provider, returnTo);
        return sendToProvider(request, reply, location);
      },
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
        const location = await oauth.finish(request.query);
        return reply
          .header("cache-control", "no-store")
          .header("referrer-policy", "no-referrer")
          .redirect(location, 302);
      },
    );
    app.get(
      `${BASE}/remote-sign/providers/`,
      { config, schema: { tags, response: { 200: remoteSignProvidersSchema } } },
      () => remote.providers(),
    );
    app.post(
      `${BASE}/remote-sign/login/`,
      {
        config,
        schema: {
          tags,
          description: "Signs in to the provider: a sealed session of 10 minutes, this user's only.",
          body: remoteSignLoginSchema,
          response: { 200: remoteSignSessionSchema },
        },
      },
      (request) => remote.login({ userId: viewerOf(request).userId }, request.body),
    );
    app.get(
      `${BASE}/remote-sign/credentials/`,
      {
        config,
        schema: {
          tags,
          querystring: remoteSignSessionQuerySchema,
          response: { 200: remoteSignCredentialsSchema },
        },
      },
      (request) => remote.credentials({ userId: viewerOf(request).userId }, request.query.session),
    );
    app.post(
      `${BASE}/remote-sign/send-otp/`,
      { config, schema: { tags, body: remoteSignSendOtpSchema } },
      async (request, reply) => {
        const { session, credential_id } = request.body;
        await remote.sendOtp({ userId: viewerOf(request).userId }, session, credential_id);
        return reply.status(204).send();
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
