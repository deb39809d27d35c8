import { globalConfigSchema } from "@app/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../platform/http/app-context";
import { toGlobalConfig } from "./global-config.mapper";

export function configRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const globalConfig = toGlobalConfig(ctx.config);
  return async (app) => {
    app.get(
      "/api/get-global-config/",
      { config: { access: "public" }, schema: { tags: ["config"], response: { 200: globalConfigSchema } } },
      async () => globalConfig,
    );
  };
}
