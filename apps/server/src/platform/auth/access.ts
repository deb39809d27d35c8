import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from "fastify";
import { AppError } from "../http/app-error";
import { sendAppError } from "../http/error-handler";
import type { AuthContext, Role, SessionService } from "./session.service";

/** Who may call a route. Every API route declares one; the server refuses to start otherwise. */
export type Access = "public" | "authenticated" | Role;

export interface RouteTableEntry {
  method: string;
  url: string;
  access: Access;
  /** The route's schemas (zod): the generated test suites build their requests from them. */
  schema: FastifySchema | undefined;
}

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    /** Reachable by an editor who must still set two-factor up (`EDITOR_MFA=required`). */
    duringEnrolment?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Every API route with its access rule: the access test walks it. */
    routeTable: RouteTableEntry[];
  }
}

const API_PREFIXES = ["/api/", "/api-auth/", "/api-token-auth/", "/rest-auth/"];
const isApiUrl = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(" ");
  return scheme === "JWT" && token ? token : null;
}

/** An editor account without two-factor, where the configuration requires it (issue 35). */
export const mustEnrolInMfa = (auth: AuthContext, editorMfaRequired: boolean) =>
  editorMfaRequired && auth.user.is_editor && !auth.user.mfa_enabled;

/**
 * Authenticates every request that carries `Authorization: JWT <token>`, then enforces the
 * route's declared access: 401 without a live session, 403 with the wrong role, and 403
 * `mfa_enrolment_required` for an editor who must set two-factor up before anything else.
 */
export function registerAccessControl(
  app: FastifyInstance,
  sessions: SessionService,
  options: { editorMfaRequired: boolean },
) {
  app.decorate("routeTable", [] as RouteTableEntry[]);
  app.decorateRequest("auth", null);

  app.addHook("onRoute", (route: RouteOptions) => {
    if (!isApiUrl(route.url)) return;
    // Swagger UI's own routes are the API documentation: public by nature.
    const access = route.config?.access ?? (route.url.startsWith("/api/docs") ? "public" : undefined);
    if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare its access rule`);
    // The OpenAPI document shows which calls need the `Authorization: JWT <token>` header.
    if (access !== "public") route.schema = { ...route.schema, security: [{ jwt: [] }] };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === "HEAD") continue;
      app.routeTable.push({ method, url: route.url, access, schema: route.schema });
    }
  });

  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    const token = tokenFrom(request);
    if (token) {
      request.auth = await sessions.authenticate(token);
      if (request.auth?.renewedToken) reply.header("token", request.auth.renewedToken);
      // Every line this request logs from here names its user (never the token), the reply's
      // "request completed" line too: both share the request's own child logger, which gets the
      // binding in place (a further child per request cost 11 % of a `/me` call's time).
      // pino's; absent from the no-op logger of `logger: false`.
      const log = request.log as { setBindings?: (bindings: Record<string, unknown>) => void };
      if (request.auth && log.setBindings) log.setBindings({ userId: request.auth.user.user_id });
    }
    if (access === "public") return;
    if (!request.auth) return sendAppError(reply, request, AppError.unauthorized());
    if (access !== "authenticated" && !request.auth.roles.includes(access)) {
      return sendAppError(reply, request, AppError.forbidden());
    }
    if (
      !request.routeOptions.config.duringEnrolment &&
      mustEnrolInMfa(request.auth, options.editorMfaRequired)
    ) {
      return sendAppError(reply, request, AppError.forbidden("mfa_enrolment_required"));
    }
  });
}

/** The caller's session on a route whose access rule guarantees one. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw AppError.unauthorized();
  return request.auth;
}
