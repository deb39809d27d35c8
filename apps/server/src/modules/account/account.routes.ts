import {
  changePasswordBodySchema,
  customerLoginBodySchema,
  detailResponseSchema,
  editorLoginBodySchema,
  loginAnswerSchema,
  meSchema,
  passwordResetBodySchema,
  passwordResetConfirmBodySchema,
} from "@app/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { editorMfaRequired } from "../../config/load-config";
import { requireAuth } from "../../platform/auth/access";
import { resolveSecret } from "../../platform/auth/secret";
import { createSecretBox } from "../../platform/auth/secret-box";
import type { AppContext } from "../../platform/http/app-context";
import { createSeatCheck } from "../profile";
import { toMe } from "./account.mapper";
import { createAccountRepository } from "./account.repository";
import { auditTrailRoutes } from "./audit/audit-trail.routes";
import { createLoginService } from "./login.service";
import { createAccountMail } from "./mfa/account-mail";
import { createMfaRepository } from "./mfa/mfa.repository";
import { mfaRoutes } from "./mfa/mfa.routes";
import { createMfaService } from "./mfa/mfa.service";
import { createAccountDeletion } from "./my-data/account-deletion.service";
import { myDataRoutes } from "./my-data/my-data.routes";
import { createPasswordService } from "./password.service";
import { createSignInGuard } from "./sign-in-guard";

export function accountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const accounts = createAccountRepository(ctx.db);
  const mfa = createMfaRepository(ctx.db);
  const secret = resolveSecret(ctx.config);
  const box = createSecretBox(secret);
  const mail = createAccountMail(ctx.outbox);
  const login = createLoginService({
    config: ctx.config,
    db: ctx.db,
    accounts,
    sessions: ctx.sessions,
    mfa,
    box,
    mail,
    seats: createSeatCheck(ctx.db),
  });
  const passwords = createPasswordService({ ...ctx, accounts });
  const guard = createSignInGuard(ctx.config, accounts);
  const twoFactor = createMfaService({ db: ctx.db, accounts, mfa, sessions: ctx.sessions, box, mail, guard });

  const deletion = createAccountDeletion({
    db: ctx.db,
    accounts,
    mfa,
    box,
    guard,
    sessionService: ctx.sessions,
    secret,
  });

  return async (app) => {
    await app.register(mfaRoutes(twoFactor, login));
    await app.register(myDataRoutes(ctx.db, deletion));
    await app.register(auditTrailRoutes(ctx.db));

    app.post(
      "/api/account/customer/login/",
      {
        config: { access: "public" },
        schema: { tags: ["account"], body: customerLoginBodySchema, response: { 200: loginAnswerSchema } },
      },
      (request) =>
        login.login("customer", request.body, { ip: request.ip, userAgent: request.headers["user-agent"] }),
    );

    app.post(
      "/api-token-auth/login/",
      {
        config: { access: "public" },
        schema: { tags: ["account"], body: editorLoginBodySchema, response: { 200: loginAnswerSchema } },
      },
      (request) =>
        login.login("editor", request.body, { ip: request.ip, userAgent: request.headers["user-agent"] }),
    );

    app.get(
      "/api/account/me/",
      {
        config: { access: "authenticated", duringEnrolment: true },
        schema: { tags: ["account"], response: { 200: meSchema } },
      },
      async (request) => toMe(requireAuth(request), editorMfaRequired(ctx.config)),
    );

    app.post(
      "/api/account/customer/logout/",
      {
        config: { access: "authenticated", duringEnrolment: true },
        schema: { tags: ["account"], response: { 200: detailResponseSchema } },
      },
      async (request, reply) => {
        await ctx.sessions.end(requireAuth(request).sessionId);
        // A renewed token for a session just ended would only confuse the client.
        reply.removeHeader("token");
        return { detail: request.t("logout_done") };
      },
    );

    app.post(
      "/api-auth/change-password/",
      {
        config: { access: "authenticated" },
        schema: {
          tags: ["account"],
          body: changePasswordBodySchema,
          response: { 200: detailResponseSchema },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        // The session's new token, where the client takes renewed tokens from.
        reply.header("token", await passwords.change(auth.user.user_id, auth.sessionId, request.body));
        return { detail: request.t("password_changed") };
      },
    );

    app.post(
      "/rest-auth/password/reset/",
      {
        config: { access: "public" },
        schema: { tags: ["account"], body: passwordResetBodySchema, response: { 200: detailResponseSchema } },
      },
      async (request) => {
        await passwords.requestReset(request.body.email, request.language);
        return { detail: request.t("password_reset_sent") };
      },
    );

    app.post(
      "/rest-auth/password/reset/confirm/",
      {
        config: { access: "public" },
        schema: {
          tags: ["account"],
          body: passwordResetConfirmBodySchema,
          response: { 200: detailResponseSchema },
        },
      },
      async (request) => {
        await passwords.confirmReset(request.body);
        return { detail: request.t("password_reset_done") };
      },
    );
  };
}
