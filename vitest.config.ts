import { defineConfig } from "vitest/config";

function serverProject(name: string, database: "pglite" | "postgres") {
  return {
    test: {
      name,
      include: ["apps/server/src/**/*.test.ts"],
      environment: "node",
      env: { TEST_DB: database },
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // The files share one module graph per worker: importing the whole app again for each of
      // them was half the suite's time (684 s of 1264 s). No server test mocks a module.
      isolate: false,
      // Each worker opens and closes many PGlite instances (WebAssembly). V8 13's garbage
      // collection of dead wasm code (a function tiered up) then sometimes unregisters code
      // its JIT-page registry no longer holds and aborts the worker (`Check failed:
      // jit_page_->allocations_.erase(addr) == 1`, nodejs/node#64500): one in about two whole
      // runs here, every test passed. Without it, dead code is freed with its module.
      execArgv: ["--no-wasm-code-gc"],
    },
  };
}

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
      serverProject("server-pglite", "pglite"),
      // The same integration suite again on the real PostgreSQL server, when one is given.
      ...(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL
        ? [serverProject("server-postgres", "postgres")]
        : []),
      // The CSC sandbox (issue 46), over real HTTP on a free port of 127.0.0.1.
      {
        test: {
          name: "csc-sandbox",
          include: ["apps/csc-sandbox/src/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The PEC sandbox (issue 47): a real Dovecot and the fake provider, on free ports of 127.0.0.1.
      {
        test: {
          name: "pec-sandbox",
          include: ["apps/pec-sandbox/src/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}", "apps/web/scripts/**/*.test.ts"],
          environment: "node",
        },
      },
    ],
    maxWorkers: 2,
  },
});
