import {
  loginResponseSchema,
  mfaDisableBodySchema,
  mfaEnableBodySchema,
  mfaEnableResponseSchema,
  mfaRecoveryCodesLeftSchema,
  mfaRegenerateBodySchema,
  mfaRegenerateResponseSchema,
  mfaSetupResponseSchema,
  mfaVerifyBodySchema,
} from "@app/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAuth } from "../../../platform/auth/access";
import type { LoginService } from "../login.service";
import type { MfaCaller, MfaService } from "./mfa.service";

const callerOf = (request: FastifyRequest): MfaCaller => {
  const auth = requireAuth(request);
  return { userId: auth.user.user_id, sessionId: auth.sessionId, ip: request.ip };
};

/**
 * Two-factor sign-in (issue 35): set up, turn on, turn off, the login's second step, and the
 * recovery codes left and made anew (issue 44).
 */
export function mfaRoutes(service: MfaService, login: LoginService): FastifyPluginAsyncZod {
  return async (app) => {
    // An editor who must enrol reaches these and nothing else (`duringEnrolment`).
    const signedIn = { access: "authenticated", duringEnrolment: true } as const;

    app.post(
      "/api/account/mfa/setup/",
      { config: signedIn, schema: { tags: ["account"], response: { 200: mfaSetupResponseSchema } } },
      (request) => service.setup(callerOf(request)),
    );

    app.post(
      "/api/account/mfa/enable/",
      {
        config: signedIn,
        schema: { tags: ["account"], body: mfaEnableBodySchema, response: { 200: mfaEnableResponseSchema } },
      },
      async (request) => ({ recovery_codes: await service.enable(callerOf(request), request.body.code) }),
    );

    app.post(
      "/api/account/mfa/disable/",
      { config: { access: "authenticated" }, schema: { tags: ["account"], body: mfaDisableBodySchema } },
      async (request, reply) => {
        await service.disable(callerOf(request), request.body);
        return reply.code(204).send();
      },
    );

    app.get(
      "/api/account/mfa/recovery-codes/",
      {
        config: { access: "authenticated" },
        schema: { tags: ["account"], response: { 200: mfaRecoveryCodesLeftSchema } },
      },
      async (request) => ({ remaining: await service.recoveryCodesLeft(callerOf(request)) }),
    );

    app.post(
      "/api/account/mfa/recovery-codes/regenerate/",
      {
        config: { access: "authenticated" },
        schema: {
          tags: ["account"],
          body: mfaRegenerateBodySchema,
          response: { 200: mfaRegenerateResponseSchema },
        },
      },
      async (request) => ({
        recovery_codes: await service.regenerateRecoveryCodes(callerOf(request), request.body),
      }),
    );

    app.post(
      "/api/account/mfa/verify/",
      {
        config: { access: "public" },
        schema: { tags: ["account"], body: mfaVerifyBodySchema, response: { 200: loginResponseSchema } },
      },
      (request) => login.verify(request.body, { ip: request.ip, userAgent: request.headers["user-agent"] }),
    );
  };
}
