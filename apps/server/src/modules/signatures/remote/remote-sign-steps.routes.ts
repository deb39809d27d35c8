import {
  remoteSignAuthorizeQuerySchema,
  remoteSignAuthorizeSchema,
  remoteSignCredentialsSchema,
  remoteSignLoginSchema,
  remoteSignProvidersSchema,
  remoteSignSendOtpSchema,
  remoteSignSessionQuerySchema,
  remoteSignSessionSchema,
  signTokenParamSchema,
} from "@app/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Access } from "../../../platform/auth/access";

type Steps = {
  providers(): Promise<z.infer<typeof remoteSignProvidersSchema>> | z.infer<typeof remoteSignProvidersSchema>;
  login(body: z.infer<typeof remoteSignLoginSchema>): Promise<z.infer<typeof remoteSignSessionSchema>>;
  /** The provider's sign-in page for `provider`, coming back to `returnTo` (or the side's page). */
  authorize(provider: string, returnTo: string | undefined): Promise<string> | string;
  credentials(session: string): Promise<z.infer<typeof remoteSignCredentialsSchema>>;
  sendOtp(session: string, credentialId: string): Promise<void>;
};

/** Who signs, from the request: the customer signed in, or the invitation of the link's token. */
export type RemoteSignSide = (request: FastifyRequest) => Steps;

/**
 * The provider's sign-in page: a 302 for a browser sent there, `{location}` for a client that
 * asked JSON (the owner's page must send its bearer token, so it fetches, then navigates).
 */
async function sendToProvider(request: FastifyRequest, reply: FastifyReply, location: string) {
  reply.header("cache-control", "no-store");
  if ((request.headers.accept ?? "").includes("application/json")) return { location };
  await reply.redirect(location, 302);
  return undefined;
}

/**
 * The steps before signing (issue 46 §2), the same for the owner and for an invitee, under
 * `base`: the providers, the sign-in (password or the provider's own page), the credentials and
 * the OTP. Only who signs differs (`side`), and with it the access and the path's token.
 */
export function remoteSignStepRoutes(options: {
  base: string;
  access: Access;
  tags: string[];
  /** The invitation's pages take the link's token in the path. */
  byToken: boolean;
  side: RemoteSignSide;
}): FastifyPluginAsyncZod {
  const { base, tags, side } = options;
  const config = { access: options.access };
  // No params key at all for the owner's paths: Fastify warns of an undefined one.
  const params = options.byToken ? { params: signTokenParamSchema } : {};
  return async (app) => {
    app.get(
      `${base}/remote-sign/providers/`,
      { config, schema: { tags, ...params, response: { 200: remoteSignProvidersSchema } } },
      (request) => side(request).providers(),
    );
    app.post(
      `${base}/remote-sign/login/`,
      {
        config,
        schema: {
          tags,
          ...params,
          description: "Signs in to the provider: a sealed session of 10 minutes, this signer's only.",
          body: remoteSignLoginSchema,
          response: { 200: remoteSignSessionSchema },
        },
      },
      (request) => side(request).login(request.body),
    );
    app.get(
      `${base}/remote-sign/authorize/`,
      {
        config,
        schema: {
          tags,
          ...params,
          description:
            "Signs in on an oauth provider's own page: 302 there (JSON `{location}` when asked), back to `return`.",
          querystring: remoteSignAuthorizeQuerySchema,
          response: { 200: remoteSignAuthorizeSchema },
        },
      },
      async (request, reply) => {
        const location = await side(request).authorize(request.query.provider, request.query.return);
        return sendToProvider(request, reply, location);
      },
    );
    app.get(
      `${base}/remote-sign/credentials/`,
      {
        config,
        schema: {
          tags,
          ...params,
          querystring: remoteSignSessionQuerySchema,
          response: { 200: remoteSignCredentialsSchema },
        },
      },
      (request) => side(request).credentials(request.query.session),
    );
    app.post(
      `${base}/remote-sign/send-otp/`,
      { config, schema: { tags, ...params, body: remoteSignSendOtpSchema } },
      async (request, reply) => {
        await side(request).sendOtp(request.body.session, request.body.credential_id);
        return reply.status(204).send();
      },
    );
  };
}
