import type { GlobalConfig, Language } from "@app/contracts";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from "react-router";
import { primeGlobalConfig } from "../../lib/global-config-store";
import { initI18nForRender, showLanguage } from "../../lib/i18n";
import { UI_LANGUAGES } from "../../lib/language";
import { i18n } from "../../lib/translator";
import { paths } from "../paths";
import { AppProviders } from "../providers";
import { isRouteHandle } from "../route-meta";
import { pageTitle } from "../route-title";
import { rootRoute } from "../routes/root-route";
import { siteRoutes } from "../routes/site-routes";
import { pageDocument } from "./prerendered-page";

/**
 * The public pages the server sends as HTML before their JavaScript (docs/decisions/0029): the
 * ones a first visit lands on. Rendered in each language, for a visitor without a session.
 */
export const PRERENDERED_PATHS = [
  paths["landing-homepage"],
  paths["landing-pricing"],
  paths["landing-find-out-more"],
] as const;

export interface PrerenderedPage {
  path: string;
  language: Language;
  /** The whole HTML document. */
  html: string;
}

/**
 * The route tree a visitor's first render walks, without its loaders: they read the browser's
 * cookies and location (a session, a `?ticket=`, the maintenance window), which a visitor the
 * server sends these pages to has not got. The browser runs them before it hydrates.
 */
function withoutLoaders(route: RouteObject): RouteObject {
  if (route.index) return { ...route, loader: undefined };
  return { ...route, loader: undefined, children: route.children?.map(withoutLoaders) };
}

const ROUTES = [withoutLoaders(rootRoute([siteRoutes]))];

/**
 * Renders every prerendered page in every language with the server's configuration, each into
 * the build's index.html. Runs in Node, once when the server starts (a process of the server's
 * imports the build of this file: apps/server/src/platform/http/web-pages-render.process.mjs).
 */
export async function renderPages(indexHtml: string, config: GlobalConfig): Promise<PrerenderedPage[]> {
  primeGlobalConfig(config);
  await initI18nForRender();
  const handler = createStaticHandler(ROUTES);
  const pages: PrerenderedPage[] = [];
  for (const language of UI_LANGUAGES) {
    await showLanguage(language);
    for (const path of PRERENDERED_PATHS) {
      const context = await handler.query(new Request(new URL(path, "http://prerender.invalid")));
      if (context instanceof Response) throw new Error(`${path} answered ${context.status}, not a page`);
      const html = renderToString(
        <StrictMode>
          <AppProviders>
            {/* No hydration script: the CSP allows none inline, and the browser runs its own loaders. */}
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, context)}
              context={context}
              hydrate={false}
            />
          </AppProviders>
        </StrictMode>,
      );
      // A part that suspended would be left for the browser to render, which React reports as an
      // error when it hydrates: such a page must not be served.
      if (html.includes("<!--$!-->")) throw new Error(`${path}: a part of the page suspended on the server`);
      const route = context.matches
        .map((match) => match.route.handle)
        .filter(isRouteHandle)
        .at(-1)?.name;
      // The landing pages describe themselves by `landing.meta.<route>` (usePageDescription).
      const descriptionKey = `landing.meta.${route}`;
      pages.push({
        path,
        language,
        html: pageDocument(indexHtml, {
          language,
          title: pageTitle(i18n.t, route),
          description: i18n.exists(descriptionKey) ? i18n.t(descriptionKey) : null,
          html,
          marker: { path, language, config },
        }),
      });
    }
  }
  return pages;
}
