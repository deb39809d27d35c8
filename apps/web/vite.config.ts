import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { buildSummaryPlugin } from "./scripts/build-summary-plugin.ts";
import { precompressPlugin } from "./scripts/precompress-plugin.ts";
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

const apiTarget = process.env.API_URL ?? "http://localhost:3000";
const apiPrefixes = ["/api", "/api-token-auth", "/api-auth", "/rest-auth"];

export default defineConfig({
  // buildTargetPlugin: the technical-requirements page lists the browsers this build targets.
  // routePreloadsPlugin: each public page's HTML names its lazy chunks (see the plugin).
  // precompressPlugin: .br/.gz beside each asset, sent by the server as they are.
  plugins: [
    react(),
    buildTargetPlugin(),
    routePreloadsPlugin({
      [paths["landing-find-out-more"]]: [`${LANDING_PAGES}/find-out-more-page.tsx`],
      [paths["landing-pricing"]]: [`${LANDING_PAGES}/pricing-page.tsx`],
      [paths["landing-technical-requirements"]]: [`${LANDING_PAGES}/technical-requirements-page.tsx`],
      [paths["landing-contacts"]]: [`${LANDING_PAGES}/contacts-page.tsx`],
      ...Object.fromEntries(LEGAL_PAGES.map((name) => [paths[name], [`${LANDING_PAGES}/legal-page.tsx`]])),
    }),
    precompressPlugin(),
    buildSummaryPlugin(),
  ],
  resolve: {
    alias: [
      // react-i18next imports the pre-React-18 shim of useSyncExternalStore; React 19 has the
      // hook built in, so the shim's fallback code need not ship with the first load.
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
  },
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
        codeSplitting: {
          // The libraries every page loads first (React, the router, Mantine's core, i18next)
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
