import { type GlobalConfig, globalConfigSchema } from "@app/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config/config.schema";
import type { AppContext } from "../../platform/http/app-context";
import { toGlobalConfig } from "./global-config.mapper";

/**
 * The answer of `GET /api/get-global-config/`, validated: also what the public pages are
 * prerendered with (platform/http/web-pages.ts), so the browser hydrates them with the same.
 */
export function publicConfig(config: Config): GlobalConfig {
  return globalConfigSchema.parse(toGlobalConfig(config));
}

export function configRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  // Fixed for the life of the process: validated and serialised once, sent as is.
  const body = JSON.stringify(publicConfig(ctx.config));
  return async (app) => {
    app.get(
      "/api/get-global-config/",
      { config: { access: "public" }, schema: { tags: ["config"], response: { 200: globalConfigSchema } } },
      // A string is sent without serialisation; `never` because the schema types the object.
      async (_request, reply) => reply.type("application/json; charset=utf-8").send(body as never),
    );
  };
}
