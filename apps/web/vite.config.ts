import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The API lives on the Fastify server; in development Vite forwards every API prefix to it
// so the browser sees one origin, exactly as in production.
const apiTarget = process.env.API_URL ?? "http://localhost:3000";
const apiPrefixes = ["/api", "/api-token-auth", "/api-auth", "/rest-auth"];

export default defineConfig({
  plugins: [react()],
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
  },
});
