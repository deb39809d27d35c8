import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import type { GlobalConfig } from "@app/contracts";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { createAllowedMethods } from "./allowed-methods";
import { AppError } from "./app-error";
import { sendAppError } from "./error-handler";
import { inMaintenanceWindow, loadWebPages, pageFor, sendPage, type WebPages } from "./web-pages";

const API_PATH = /^\/(api|api-auth|api-token-auth|rest-auth)(\/|$)/;

/**
 * Pages whose address is itself the key (the invitation to sign, issue 46): never indexed, never
 * passed on as a referrer to a link the page opens, never kept by a cache.
 */
const CAPABILITY_PAGE = /^\/firma\//;

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and the
 * SPA fallback for any other GET that is not an API path, with the public pages prerendered with
 * `config` (web-pages.ts). API paths answer 404 in JSON, or 405 with `Allow` when the path exists
 * under other methods.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, config: GlobalConfig) {
  const root = resolve(distDir);
  const hasWebApp = existsSync(join(root, "index.html"));
  const pages: WebPages = hasWebApp ? await loadWebPages(root, config, app.log) : new Map();
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br/.gz beside each asset (apps/web/scripts/precompress-plugin.ts).
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header(
          "cache-control",
          path.includes(`${join(root, "assets")}`) ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  } else {
    app.log.warn({ root }, "web app not built: run `npm run build` to serve it");
  }

  const allowedMethods = createAllowedMethods(app.routeTable);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    const wantsPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !API_PATH.test(path) &&
      !path.startsWith("/assets/");
    if (hasWebApp && wantsPage) {
      const page = pageFor(pages, path, request, inMaintenanceWindow(config, new Date()));
      if (page) return sendPage(request, reply.code(200), page);
      if (CAPABILITY_PAGE.test(path)) {
        return reply
          .header("x-robots-tag", "noindex, nofollow")
          .header("referrer-policy", "no-referrer")
          .header("cache-control", "private, no-store")
          .sendFile("index.html");
      }
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    // A known API path called with another method: 405 and the methods it answers (RFC 9110).
    const allowed = API_PATH.test(path) ? allowedMethods(path) : [];
    if (allowed.length) {
      return sendAppError(
        reply,
        request,
        new AppError(405, [{ key: "method_not_allowed" }], {}, { allow: allowed.join(", ") }),
      );
    }
    return sendAppError(reply, request, AppError.notFound());
  });
}
