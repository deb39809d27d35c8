import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../platform/http/app-context";

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
  };
}
