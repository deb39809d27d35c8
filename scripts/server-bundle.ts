// How esbuild bundles the server (build-server.ts), shared with the test that keeps the heavy
// libraries off the main thread's start-up (apps/server/src/main-start-imports.test.ts).
import type { BuildOptions } from "esbuild";

export const SERVER_BUNDLE: BuildOptions = {
  // The render and spreadsheet threads are found next to the code that starts them, by the
  // same names as in the sources (`new URL("./document-render.worker.mjs", import.meta.url)`).
  entryPoints: {
    main: "apps/server/src/main.ts",
    "document-render.worker": "apps/server/src/platform/rendering/document-render.worker.ts",
    "spreadsheet-read.worker": "apps/server/src/platform/spreadsheet/spreadsheet-read.worker.ts",
    "signature-verify.worker": "apps/server/src/platform/signatures/signature-verify.worker.ts",
    "pades-sign.worker": "apps/server/src/platform/signatures/pades-sign.worker.ts",
    "web-pages-render.process": "apps/server/src/platform/http/web-pages-render.process.mjs",
    // Demo mode's CSC sandbox (platform/csc/demo-sandbox.ts), loaded only when it starts.
    "csc-sandbox.entry": "apps/csc-sandbox/src/embedded.ts",
    // Demo mode's PEC sandbox (platform/pec/demo-pec-sandbox.ts), loaded only when it starts.
    "pec-sandbox.entry": "apps/pec-sandbox/src/embedded.ts",
  },
  outExtension: { ".js": ".mjs" },
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node24",
  sourcemap: "linked",
  logLevel: "warning",
  plugins: [
    {
      // Dependencies load from node_modules as they are; only the project's own TypeScript
      // (the server and the @app packages) is compiled into the bundle.
      name: "dependencies-stay-external",
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
          path.startsWith("@app/") ? undefined : { path, external: true },
        );
      },
    },
  ],
};
