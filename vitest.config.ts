import { defineConfig } from "vitest/config";

// One runner for every workspace: pure packages, the server (API integration through
// app.inject on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set) and the web's logic.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "packages",
          include: ["packages/*/src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
    ],
    maxWorkers: 2,
  },
});
