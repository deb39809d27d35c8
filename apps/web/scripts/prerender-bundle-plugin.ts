import { join, resolve } from "node:path";
import { build, type Plugin, type PluginOption, type UserConfig } from "vite";

/**
 * Where the server finds the render of the public pages, inside the web build
 * (apps/server/src/platform/http/web-pages.ts). A dot folder: the server never sends its files.
 */
export const PRERENDER_DIR = ".prerender";
export const PRERENDER_ENTRY = "render-pages.mjs";

/**
 * After the browser build, builds `entry` (app/prerender/render-pages.tsx) once more for Node,
 * with every dependency bundled in: the server's image has none of the web app's packages, and
 * no browser is needed anywhere (docs/decisions/0029). The server imports it in a process of its
 * own when it starts, renders the public pages with its configuration, and lets the process go.
 *
 * @param shared the browser build's plugins and resolve options, so both builds read the sources alike.
 */
export function prerenderBundlePlugin(
  entry: string,
  shared: { plugins: () => PluginOption[]; resolve: UserConfig["resolve"] },
): Plugin {
  let root = "";
  let outDir = "";
  return {
    name: "prerender-bundle",
    apply: (config, env) => env.command === "build" && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = resolve(root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        configFile: false,
        root,
        logLevel: "warn",
        plugins: shared.plugins(),
        resolve: shared.resolve,
        ssr: { noExternal: true, target: "node" },
        build: {
          ssr: entry,
          outDir: join(outDir, PRERENDER_DIR),
          emptyOutDir: true,
          // The render's files are never sent: no compressed copies, no manifest.
          copyPublicDir: false,
          rolldownOptions: {
            output: { entryFileNames: PRERENDER_ENTRY, chunkFileNames: "[name]-[hash].mjs" },
          },
        },
      });
    },
  };
}
