import { relative } from "node:path";
import type { Plugin } from "vite";

/** What a build wrote, as one line: where, how many files, how large, how long it took. */
export function buildSummary(written: { outDir: string; files: number; bytes: number; ms: number }): string {
  const megabytes = (written.bytes / 1_048_576).toFixed(1);
  const seconds = (written.ms / 1000).toFixed(1);
  return `web app built in ${written.outDir}: ${written.files} files, ${megabytes} MB, ${seconds} s`;
}

/**
 * One line when the build is written, instead of Vite's line per chunk (hundreds: `npm run
 * build` runs Vite with `--logLevel warn`, which still prints warnings and errors). Printed with
 * console.log so that it shows whatever the log level.
 */
export function buildSummaryPlugin(): Plugin {
  let started = 0;
  let root = ".";
  return {
    name: "build-summary",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      started = performance.now();
    },
    writeBundle(options, bundle) {
      const outputs = Object.values(bundle);
      const bytes = outputs.reduce(
        (sum, output) =>
          sum +
          (output.type === "chunk"
            ? Buffer.byteLength(output.code)
            : typeof output.source === "string"
              ? Buffer.byteLength(output.source)
              : output.source.byteLength),
        0,
      );
      // npm runs the build in apps/web: the path is said from where npm was started.
      const outDir = relative(process.env.INIT_CWD ?? process.cwd(), options.dir ?? root) || ".";
      console.log(buildSummary({ outDir, files: outputs.length, bytes, ms: performance.now() - started }));
    },
  };
}
