import { randomUUID } from "node:crypto";
import type { Language } from "@app/contracts";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { registerJobs } from "./app-jobs";
import { pecModule } from "./app-pec";
import { signatureEngine, withDemoSandbox } from "./app-signatures";
import type { Config } from "./config/config.schema";
import { editorMfaRequired } from "./config/load-config";
import type { DatabaseHandle } from "./db/client";
import { registerUpgradeRehearsal } from "./db/upgrade-rehearsal";
import { accountRoutes } from "./modules/account";
import { addressBookRoutes } from "./modules/address-book";
import { agreementsRoutes } from "./modules/agreements";
import { bulkRoutes } from "./modules/bulk";
import { calculatorsRoutes } from "./modules/calculators";
import { calendarFeedRoutes, customerCalendarRoutes, editorCalendarRoutes } from "./modules/calendar";
import { catalogueRoutes } from "./modules/catalogue";
import { configRoutes, publicConfig } from "./modules/config";
import { agreementDocumentRoutes } from "./modules/documents";
import { customerFavouriteRoutes, editorFavouriteCountRoutes } from "./modules/favourites";
import { healthRoutes } from "./modules/health";
import { newsRoutes, notificationRoutes } from "./modules/notifications";
import { pecRoutes } from "./modules/pec";
import { customerProfileRoutes, editorProfileRoutes } from "./modules/profile";
import { type SignedCopyVerifier, signatureRoutes } from "./modules/signatures";
import { registerAuditAddress } from "./platform/audit/audit";
import { registerAccessControl } from "./platform/auth/access";
import { resolveSecret } from "./platform/auth/secret";
import { createSessionRepository } from "./platform/auth/session.repository";
import { createSessionService } from "./platform/auth/session.service";
import { createSessionCache } from "./platform/auth/session-cache";
import { createTokenSigner } from "./platform/auth/token-signer";
import { createDomainEvents } from "./platform/events/domain-events";
import type { AppContext } from "./platform/http/app-context";
import { registerBodyParsing } from "./platform/http/body-parsing";
import { errorHandler, registerErrorHandler } from "./platform/http/error-handler";
import { registerGracefulDrain } from "./platform/http/graceful-drain";
import { loggedUrl } from "./platform/http/logged-url";
import { registerRequestTextCheck } from "./platform/http/request-text";
import { computeSecurityHeaders } from "./platform/http/security-headers";
import { registerWebApp } from "./platform/http/web-app";
import { languageFromHeader, type Translate, translatorFor } from "./platform/i18n/translate";
import type { JobRunner } from "./platform/jobs/job-runner";
import { listPageCaches } from "./platform/list/page-caches";
import { createMailOutbox, type MailOutbox } from "./platform/mail/mail-outbox";
import { createMailer, type Mailer } from "./platform/mail/mailer";
import { createMetrics } from "./platform/metrics/metrics";

declare module "fastify" {
  interface FastifyRequest {
    language: Language;
    /** Localises a server message into the caller's language. */
    t: Translate;
  }
  interface FastifyInstance {
    /** This instance's job runner: tests run due jobs with `app.jobs.runDue()`. */
    jobs: JobRunner;
    /** This instance's e-mail outbox (tests send what a request queued before it answers). */
    outbox: MailOutbox;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions["logger"];
  /** Fastify's request lines: one per answer for a developer (`config/logging.ts`). */
  logController?: FastifyServerOptions["logController"];
  mailer?: Mailer;
  /** What verifies the signed copies (issue 45); by default none yet (`modules/signatures`). */
  signedCopyVerifier?: SignedCopyVerifier;
}

/**
 * What never reaches a log line, whatever a later change logs: credentials in headers and
 * bodies, session tokens, a contract's text. Fastify's request lines log method, URL and ids only.
 */
const REDACTED = [
  "req.headers.authorization",
  "req.headers.cookie",
  "res.headers.token",
  "*.password",
  "*.new_password1",
  "*.new_password2",
  "*.old_password",
  "*.token",
  "*.mfa_token",
  "*.code",
  "*.recovery_code",
  "*.secret",
  "*.otpauth_url",
  "*.recovery_codes",
  "*.customized_body",
  "*.values",
  // Remote signing (issue 46): the provider's session, PIN and OTP.
  "*.session",
  "*.pin",
  "*.otp",
  "*.SAD",
  "*.access_token",
];
function withRedaction(logger: FastifyServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (typeof logger !== "object" || logger === null) return logger;
  return {
    ...logger,
    redact: { paths: REDACTED, censor: "[redacted]" },
    // Fastify's own request line, with the URL's capability tokens masked (platform/http/logged-url.ts).
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

/** Whether a response's content type is JSON (`application/json`, with or without a charset). */
const isJson = (contentType: unknown) => String(contentType ?? "").startsWith("application/json");

/** The composition root: plugins first, then every module's routes. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { database } = options;
  let config = options.config;
  listPageCaches.set(config.LIST_PAGE_CACHE === "on");
  const app = Fastify({
    logger: withRedaction(options.logger ?? { level: config.LOG_LEVEL }),
    ...(options.logController ? { logController: options.logController } : {}),
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    bodyLimit: 1_048_576,
    trustProxy: config.TRUST_PROXY,
    // A call arriving while the instance drains is served (platform/http/graceful-drain.ts).
    return503OnClosing: false,
    // Fastify gives each plugin 10 s to load: the API documentation's took longer on a machine
    // running two test suites at once, and the instance never started.
    pluginTimeout: 60_000,
    // A malformed or over-long URL is answered by Fastify before routing: in our error shape too.
    frameworkErrors: (error, request, reply) => errorHandler(error, request, reply),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerGracefulDrain(app);

  // Read lazily: most answers carry no message to localise.
  app.decorateRequest("language", {
    getter(this: FastifyRequest) {
      return languageFromHeader(this.headers["accept-language"]);
    },
  });
  app.decorateRequest("t", {
    getter(this: FastifyRequest) {
      return translatorFor(this.language);
    },
  });
  registerAuditAddress(app);
  const securityHeaders = computeSecurityHeaders(config);
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(securityHeaders);
    reply.header("x-request-id", request.id);
    done();
  });
  // The server's own time on each request (W3C Server-Timing): the browser's developer tools
  // and the benches read the server's share apart from the network's. And an answer in JSON,
  // whose data is a customer's more often than not, is kept by no cache (the browser's disk, a
  // proxy) unless its route says otherwise (a download, the calendar's feed: OWASP ASVS 8.2.1).
  app.addHook("onSend", (_request, reply, payload, done) => {
    reply.header("server-timing", `app;dur=${reply.elapsedTime.toFixed(2)}`);
    if (!reply.hasHeader("cache-control") && isJson(reply.getHeader("content-type")))
      reply.header("cache-control", "private, no-store");
    done(null, payload);
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: "Contratti Online API", version: "1.0.0" },
      components: {
        securitySchemes: {
          jwt: { type: "apiKey", in: "header", name: "Authorization", description: "JWT <token>" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });

  const sessions = createSessionService({
    config,
    repository: createSessionRepository(database.db),
    signer: createTokenSigner(resolveSecret(config)),
    cache: await createSessionCache(database, config.SESSION_CACHE_SECONDS),
  });
  const mailer = options.mailer ?? createMailer(config, app.log);
  const demo = await withDemoSandbox(app, config, mailer);
  config = demo.config;
  const { sandbox } = demo;
  const ctx: AppContext = {
    config,
    db: database.db,
    database,
    sessions,
    mailer,
    outbox: createMailOutbox(config.MAIL_FROM),
    log: app.log,
    events: createDomainEvents(),
    metrics: createMetrics(database),
  };
  app.decorate("outbox", ctx.outbox);
  // Every answer counts, by the route's pattern (ids and queries would make a label per URL).
  app.addHook("onResponse", async (request, reply) => {
    ctx.metrics.observeRequest(
      request.routeOptions.url ?? "unmatched",
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  registerAccessControl(app, sessions, { editorMfaRequired: editorMfaRequired(config) });
  registerErrorHandler(app);
  registerBodyParsing(app);
  registerRequestTextCheck(app);

  // Tests only: this instance plays the rolling-upgrade rehearsal's next release.
  if (config.UPGRADE_REHEARSAL_MIGRATIONS) registerUpgradeRehearsal(app, database.db);

  // One plugin per domain module (docs/ARCHITECTURE.md), whatever URL prefix the spec gives.
  await app.register(healthRoutes(ctx));
  await app.register(configRoutes(ctx));
  await app.register(accountRoutes(ctx));
  await app.register(catalogueRoutes(ctx));
  await app.register(agreementsRoutes(ctx));
  await app.register(addressBookRoutes(ctx));
  await app.register(customerProfileRoutes(ctx));
  await app.register(editorProfileRoutes(ctx));
  await app.register(agreementDocumentRoutes(ctx));
  await app.register(bulkRoutes(ctx));
  await app.register(
    signatureRoutes(ctx, options.signedCopyVerifier ?? signatureEngine(app, config, sandbox)),
  );
  const pec = await pecModule(app, ctx, config);
  await app.register(pecRoutes(pec));
  await app.register(customerFavouriteRoutes(ctx));
  await app.register(editorFavouriteCountRoutes(ctx));
  await app.register(calculatorsRoutes(ctx));

  await app.register(customerCalendarRoutes(ctx));
  await app.register(editorCalendarRoutes(ctx));
  await app.register(calendarFeedRoutes(ctx));
  await app.register(notificationRoutes(ctx));
  await app.register(newsRoutes(ctx));

  registerJobs(app, ctx, database.db, config, pec);

  await registerWebApp(app, config.WEB_DIST_DIR, publicConfig(config));
  app.addHook("onClose", async () => ctx.mailer.close());
  return app;
}
