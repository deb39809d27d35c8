// The sandbox's HTTP application: the CSC v2.0 endpoints under /csc/v2/, errors in the spec's shape.
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import type { RouteConfig, SandboxContext } from "./context";
import { CscError } from "./http/errors";
import { createOtpMailer, type OtpMailer } from "./mail";
import type { SandboxPki } from "./pki/store";
import { authRoutes } from "./routes/auth";
import { authorizeRoutes } from "./routes/authorize";
import { credentialRoutes } from "./routes/credentials";
import { infoRoutes } from "./routes/info";
import { oauthRoutes } from "./routes/oauth";
import { signHashRoutes } from "./routes/sign-hash";
import { type Clock, SandboxState, systemClock } from "./state";

export interface SandboxOptions {
  config: RouteConfig;
  pki: SandboxPki;
  /** Unset: nothing is e-mailed (the OTP is in the log). */
  mailer?: OtpMailer;
  clock?: Clock;
  /** A pino logger; unset, the sandbox logs nothing. */
  logger?: FastifyBaseLogger;
}

function parseJson(body: string): unknown {
  // An empty body is no parameters: `POST info` is often sent so.
  if (body.trim() === "") return {};
  try {
    return JSON.parse(body);
  } catch {
    throw new CscError(400, "invalid_request", "Malformed JSON body");
  }
}

export async function buildSandbox(options: SandboxOptions): Promise<FastifyInstance> {
  const app = options.logger
    ? Fastify({ loggerInstance: options.logger, forceCloseConnections: true })
    : Fastify({ logger: false, forceCloseConnections: true });
  const closing = new AbortController();
  const context: SandboxContext = {
    config: options.config,
    pki: options.pki,
    state: new SandboxState(options.clock ?? systemClock),
    mailer: options.mailer ?? createOtpMailer(null, ""),
    log: app.log,
  };

  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    try {
      done(null, parseJson(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  // OAuth's endpoints take forms (§7.1; RFC 6749 §4.1.3).
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.addHook("onSend", async (_request, reply) => {
    reply.header("x-content-type-options", "nosniff");
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof CscError) {
      if (error.status === 401) reply.header("www-authenticate", `Bearer error="${error.error}"`);
      return reply.code(error.status).send(error.body);
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) {
      return reply.code(400).send({ error: "invalid_request", error_description: (error as Error).message });
    }
    request.log.error({ err: error }, "unexpected error");
    return reply.code(500).send({ error: "server_error", error_description: "Unexpected error" });
  });

  // §10.1: a method the service does not implement is 501.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    const implementedElsewhere = path.startsWith("/csc/v2/");
    return reply.code(implementedElsewhere ? 501 : 404).send({
      error: "invalid_request",
      error_description: implementedElsewhere ? `Method not implemented: ${path}` : "Not found",
    });
  });

  app.addHook("onClose", async () => {
    closing.abort();
    context.mailer.close();
  });

  infoRoutes(app, context);
  authRoutes(app, context);
  oauthRoutes(app, context);
  credentialRoutes(app, context);
  authorizeRoutes(app, context);
  signHashRoutes(app, context, closing.signal);
  return app;
}
