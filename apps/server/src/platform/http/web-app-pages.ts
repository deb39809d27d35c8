import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/** Written by the web build (apps/web/scripts/route-preloads-plugin.ts). */
const ROUTE_PRELOADS_FILE = "route-preloads.json";

interface EncodedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * index.html variants for the pages whose lazy chunks the build listed: each names its chunks
 * in `<link rel="modulepreload">` / stylesheet links, so the browser fetches them with the entry
 * instead of after it. Built and compressed once at start; other paths get the plain index.html.
 */
export function loadPreloadedPages(root: string): Map<string, EncodedPage> {
  const pages = new Map<string, EncodedPage>();
  const preloadsPath = join(root, ROUTE_PRELOADS_FILE);
  if (!existsSync(preloadsPath)) return pages;
  const index = readFileSync(join(root, "index.html"), "utf8");
  const preloads = JSON.parse(readFileSync(preloadsPath, "utf8")) as Record<string, string[]>;
  for (const [path, files] of Object.entries(preloads)) {
    // A name the build listed but did not write would cost the page a 404 in the console.
    const links = files
      .filter((file) => existsSync(join(root, file)))
      .map((file) =>
        file.endsWith(".css")
          ? `<link rel="stylesheet" crossorigin href="${file}">`
          : `<link rel="modulepreload" crossorigin href="${file}">`,
      );
    const html = Buffer.from(index.replace("</head>", `    ${links.join("\n    ")}\n  </head>`));
    pages.set(path, {
      identity: html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(html, { level: 9 }),
    });
  }
  return pages;
}

/** Sends a page variant in the best encoding the client accepts. */
export function sendPreloadedPage(request: FastifyRequest, reply: FastifyReply, page: EncodedPage) {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : "identity";
  reply
    .header("cache-control", "no-cache")
    .header("vary", "accept-encoding")
    .type("text/html; charset=utf-8");
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.send(page[encoding]);
}
