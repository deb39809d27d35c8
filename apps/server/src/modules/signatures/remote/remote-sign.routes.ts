import {
  idParamSchema,
  remoteSignCredentialsSchema,
  remoteSignLoginSchema,
  remoteSignProvidersSchema,
  remoteSignRequestSchema,
  remoteSignSendOtpSchema,
  remoteSignSessionQuerySchema,
  remoteSignSessionSchema,
  signedCopyReportSchema,
} from "@app/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { viewerOf } from "../../../platform/auth/viewer";
import type { RemoteSigningService } from "./remote-signing.service";

const BASE = "/api/agreement/customer";
const config = { access: "customer" as const };
const tags = ["agreement"];

/** A customer signing their own frozen contract through a CSC provider (issue 46 §2). */
export function remoteSignRoutes(remote: RemoteSigningService): FastifyPluginAsyncZod {
  return async (app) => {
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
