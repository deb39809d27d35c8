import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../platform/http/app-context";
import { AppError } from "../../platform/http/app-error";

const statusSchema = z.object({ status: z.string() });

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Liveness: the process answers.
    app.get(
      "/api/health/",
      { config: { access: "public" }, schema: { tags: ["health"], response: { 200: statusSchema } } },
      async () => ({ status: "ok" }),
    );
    // Readiness: the database answers too; load balancers stop sending traffic otherwise.
    app.get(
      "/api/ready/",
      {
        config: { access: "public" },
        schema: { tags: ["health"], response: { 200: statusSchema, 503: statusSchema } },
      },
      async (_request, reply) => {
        try {
          await ctx.database.ping();
          return { status: "ready" };
        } catch {
          return reply.status(503).send({ status: "unavailable" });
        }
      },
    );
    // Prometheus scrapes each instance directly (nginx closes this path to the public): only
    // with the configured token; without one configured, the call does not exist.
    app.get(
      "/api/metrics/",
      { config: { access: "public" }, schema: { tags: ["health"], hide: true } },
      async (request, reply) => {
        const token = ctx.config.METRICS_TOKEN;
        if (!token) throw AppError.notFound();
        if (request.headers.authorization !== `Bearer ${token}`) throw AppError.unauthorized();
        return reply
          .header("content-type", ctx.metrics.registry.contentType)
          .header("cache-control", "no-store")
          .send(await ctx.metrics.registry.metrics());
      },
    );
  };
}
