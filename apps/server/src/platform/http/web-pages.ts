import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { GlobalConfig, Language } from "@app/contracts";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import { languageFromHeader } from "../i18n/translate";
import { romeMoment } from "../time/rome-time";
import { renderPrerenderedPages } from "./web-pages-render";

/** Written by the web build (apps/web/scripts/route-preloads-plugin.ts). */
const ROUTE_PRELOADS_FILE = "route-preloads.json";
/** The web app's session cookie (apps/web/src/lib/token-store.ts). */
const TOKEN_COOKIE = "token";
/** A session handed over by another site (apps/web/src/app/guards/ticket.ts). */
const TICKET_PARAM = "ticket";

export interface EncodedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

interface PageVariants {
  /** index.html with the page's preload links: what the browser renders itself. */
  plain: EncodedPage;
  /** The page prerendered in each language (docs/decisions/0029). */
  prerendered: Partial<Record<Language, EncodedPage>>;
}

/** The pages the server sends other than the plain index.html, by path. */
export type WebPages = Map<string, PageVariants>;

const MINUTE_MS = 60_000;

/**
 * Whether `now` is in the extraordinary-maintenance window (spec §4), read as the browser reads
 * it (apps/web/src/features/maintenance/maintenance-window.ts: both ends included, to the minute)
 * in the deployment's time, Rome's. The browser leaves for the maintenance page then: a drawn page
 * would only show for the moment its script takes to arrive.
 */
export function inMaintenanceWindow(config: GlobalConfig, now: Date): boolean {
  const { START_DATE, END_DATE } = config.EXTRAORDINARY_MAINTENANCE;
  if (!START_DATE || !END_DATE) return false;
  const moment = (value: string) => romeMoment(value.slice(0, 10), value.slice(11, 16)).getTime();
  return moment(START_DATE) <= now.getTime() && now.getTime() < moment(END_DATE) + MINUTE_MS;
}

function encode(html: string): EncodedPage {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/**
 * The variants of index.html, built and compressed once at start: for the pages whose lazy chunks
 * the build listed, `<link rel="modulepreload">` / stylesheet links that fetch them with the entry
 * instead of after it; for the public pages the build can render, the page already drawn in each
 * language with this server's configuration, so its content arrives before its JavaScript.
 * Other paths get the plain index.html.
 */
export async function loadWebPages(
  root: string,
  config: GlobalConfig,
  log: FastifyBaseLogger,
): Promise<WebPages> {
  const index = readFileSync(join(root, "index.html"), "utf8");
  const preloadsPath = join(root, ROUTE_PRELOADS_FILE);
  const preloads: Record<string, string[]> = existsSync(preloadsPath)
    ? JSON.parse(readFileSync(preloadsPath, "utf8"))
    : {};
  const prerendered = await renderPrerenderedPages(root, index, config).catch((error: unknown) => {
    // The pages still work as the browser renders them: serve those rather than not start.
    log.warn({ err: error }, "the public pages could not be prerendered; serving them unrendered");
    return [];
  });

  const withPreloads = (html: string, path: string) => {
    // A name the build listed but did not write would cost the page a 404 in the console.
    const links = (preloads[path] ?? [])
      .filter((file) => existsSync(join(root, file)))
      .map((file) =>
        file.endsWith(".css")
          ? `<link rel="stylesheet" crossorigin href="${file}">`
          : `<link rel="modulepreload" crossorigin href="${file}">`,
      );
    return links.length ? html.replace("</head>", `    ${links.join("\n    ")}\n  </head>`) : html;
  };

  const pages: WebPages = new Map();
  for (const path of new Set([...Object.keys(preloads), ...prerendered.map((page) => page.path)])) {
    pages.set(path, { plain: encode(withPreloads(index, path)), prerendered: {} });
  }
  for (const page of prerendered) {
    const variants = pages.get(page.path);
    if (variants)
      variants.prerendered[page.language] = encode(scriptsAfterContent(withPreloads(page.html, page.path)));
  }
  return pages;
}

/**
 * A prerendered page is drawn without its scripts: they are fetched at low priority, so that on a
 * slow connection its styles and images come first and the page paints before the scripts that
 * make it interactive have arrived. (The plain page needs its scripts to draw anything.)
 */
export function scriptsAfterContent(html: string): string {
  return html
    .replaceAll(
      '<script type="module" crossorigin src=',
      '<script type="module" crossorigin fetchpriority="low" src=',
    )
    .replaceAll(
      '<link rel="modulepreload" crossorigin href=',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
    );
}

function readCookie(header: string | undefined, name: string): string | null {
  for (const pair of (header ?? "").split(";")) {
    const separator = pair.indexOf("=");
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return null;
}

/**
 * The language of the prerendered page to send, or null for the page the browser renders itself.
 * A prerendered page is drawn for a visitor: a request with a session (its cookie) or bringing
 * one (`?ticket=`) gets the plain page, exactly as before there were prerendered ones. A visitor
 * gets the language the browser will start in on a first visit: the first of Accept-Language's
 * that the app speaks (apps/web/src/lib/language.ts). One who chose the other language before
 * has it in the browser's storage, unseen here: that page is rendered over once its script runs.
 */
export function prerenderedLanguage(url: string, headers: FastifyRequest["headers"]): Language | null {
  if (readCookie(headers.cookie, TOKEN_COOKIE)) return null;
  if (new URL(url, "http://localhost").searchParams.has(TICKET_PARAM)) return null;
  const acceptLanguage = headers["accept-language"];
  return languageFromHeader(Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage);
}

/**
 * The page to send for a GET of `path`, or undefined for the plain index.html. `underMaintenance`:
 * the maintenance window is open (`inMaintenanceWindow`), when no page is sent drawn.
 */
export function pageFor(
  pages: WebPages,
  path: string,
  request: Pick<FastifyRequest, "url" | "headers">,
  underMaintenance = false,
): EncodedPage | undefined {
  const variants = pages.get(path.length > 1 ? path.replace(/\/$/, "") : path);
  if (!variants) return undefined;
  const language = underMaintenance ? null : prerenderedLanguage(request.url, request.headers);
  return (language && variants.prerendered[language]) || variants.plain;
}

/** Sends a page variant in the best encoding the client accepts. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: EncodedPage) {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : "identity";
  reply
    .header("cache-control", "no-cache")
    // The prerendered pages vary by language and session; the header costs the others nothing.
    .header("vary", "accept-encoding, accept-language, cookie")
    .type("text/html; charset=utf-8");
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.send(page[encoding]);
}
