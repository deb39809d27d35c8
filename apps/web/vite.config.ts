import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { buildSummaryPlugin } from "./scripts/build-summary-plugin.ts";
import { precompressPlugin } from "./scripts/precompress-plugin.ts";
import { prerenderBundlePlugin } from "./scripts/prerender-bundle-plugin.ts";
import { routePreloadsPlugin } from "./scripts/route-preloads-plugin.ts";
import { paths } from "./src/app/paths.ts";
import { buildTargetPlugin } from "./src/features/landing/build/build-target-plugin.ts";

// The API lives on the Fastify server; in development Vite forwards every API prefix to it
// so the browser sees one origin, exactly as in production.
const LANDING_PAGES = "src/features/landing/pages";
const LEGAL_PAGES = [
  "landing-privacy-policy",
  "landing-social-policy",
  "landing-legal-notices",
  "landing-cookie",
] as const;

/** The plugins that read the sources, shared by the browser build and the prerender's. */
const sourcePlugins = () => [react(), buildTargetPlugin()];

const resolve = {
  alias: [
    // TipTap's React bindings import the pre-React-18 shim of useSyncExternalStore; React 19 has
    // the hook built in, so the shim's fallback code need not ship.
    {
      find: /^use-sync-external-store\/shim(\/index\.js)?$/,
      replacement: fileURLToPath(new URL("./src/lib/use-sync-external-store.ts", import.meta.url)),
    },
    // Its selector variant (TipTap's React bindings) likewise: React 19's, not the shim's, which
    // would require the module above from CommonJS and pull interop helpers into every page.
    {
      find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
      replacement: "use-sync-external-store/with-selector.js",
    },
  ],
};

const isGroupName = (name: string) => name.includes("~");

const apiTarget = process.env.API_URL ?? "http://localhost:3000";
const apiPrefixes = ["/api", "/api-token-auth", "/api-auth", "/rest-auth"];

export default defineConfig({
  // buildTargetPlugin: the technical-requirements page lists the browsers this build targets.
  // routePreloadsPlugin: each public page's HTML names its lazy chunks (see the plugin).
  // precompressPlugin: .br/.gz beside each asset, sent by the server as they are.
  // prerenderBundlePlugin: the public pages' render, for the server to run at start.
  plugins: [
    ...sourcePlugins(),
    routePreloadsPlugin({
      [paths["landing-find-out-more"]]: [`${LANDING_PAGES}/find-out-more-page.tsx`],
      [paths["landing-pricing"]]: [`${LANDING_PAGES}/pricing-page.tsx`],
      [paths["landing-technical-requirements"]]: [`${LANDING_PAGES}/technical-requirements-page.tsx`],
      [paths["landing-contacts"]]: [`${LANDING_PAGES}/contacts-page.tsx`],
      ...Object.fromEntries(LEGAL_PAGES.map((name) => [paths[name], [`${LANDING_PAGES}/legal-page.tsx`]])),
    }),
    precompressPlugin(),
    prerenderBundlePlugin("src/app/prerender/render-pages.tsx", { plugins: sourcePlugins, resolve }),
    buildSummaryPlugin(),
  ],
  resolve,
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(
      apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }]),
    ),
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Lets scripts/first-load-size.ts follow the chunks a route needs (DESIGN §11 budgets).
    manifest: true,
    // The production CSP has no 'unsafe-eval' and no data: scripts: keep every asset a file.
    assetsInlineLimit: 0,
    // The one chunk over Vite's 500 kB default is the rich-text editor (TipTap and ProseMirror,
    // ~160 kB gzip), loaded only with the first editor shown; first loads have their own budgets.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // The Mantine groups below are named after every entry that shares them ("ui~index~print-
        // layout~not-found-page~…"); each name is written in the entry's table of the lazy chunks'
        // files, which the landing page's first load carries (DESIGN §11): a short one will do.
        chunkFileNames: (chunk) =>
          isGroupName(chunk.name) ? "assets/ui-[hash].js" : "assets/[name]-[hash].js",
        assetFileNames: (asset) =>
          asset.names.some(isGroupName) ? "assets/ui-[hash][extname]" : "assets/[name]-[hash][extname]",
        codeSplitting: {
          // The libraries every page loads first (React, the router, Mantine's core)
          // in one file rather than dozens of small chunks: each compresses worse alone and
          // costs a request, which the landing page's first load pays for (DESIGN §11).
          groups: [
            { name: "vendor", tags: ["$initial"], test: /node_modules/ },
            { name: "app", tags: ["$initial"], minShareCount: 2 },
            {
              name: "ui",
              test: /node_modules[\\/]@mantine[\\/]core[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 6 * 1024,
            },
          ],
        },
      },
    },
  },
});
