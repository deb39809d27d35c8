import { resolve } from "node:path";
import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";

/** Where the server finds the preloads (apps/server/src/platform/http/web-pages.ts). */
export const ROUTE_PRELOADS_FILE = "route-preloads.json";

type ChunkWithCss = OutputChunk & { viteMetadata?: { importedCss?: Set<string> } };

/**
 * Writes `route-preloads.json`: for each public page path, the lazy chunks (and their CSS) that
 * its route renders, beyond what the entry already loads. The server names them in that page's
 * HTML (`<link rel="modulepreload">`), so a first visit to /pricing fetches the page's code
 * with the entry instead of one round trip after it: on a phone's latency that round trip is
 * most of what separates the page from a 95 Lighthouse score (issue 3).
 *
 * @param pages URL path → source modules (relative to the web app) its route imports lazily.
 */
export function routePreloadsPlugin(pages: Record<string, string[]>): Plugin {
  let root = "";
  return {
    name: "route-preloads",
    apply: "build",
    // After Vite's CSS plugin has dropped the chunks that held only CSS, so none is named.
    enforce: "post",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is ChunkWithCss => item.type === "chunk");
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const initial = staticClosure(entry, bundle);
      const preloads: Record<string, string[]> = {};
      for (const [path, modules] of Object.entries(pages)) {
        const files = new Set<string>();
        for (const module of modules) {
          const id = resolve(root, module);
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
          if (!chunk) this.error(`route-preloads: ${module} (for ${path}) is not a chunk of the build`);
          for (const file of staticClosure(chunk, bundle)) if (!initial.has(file)) files.add(file);
        }
        preloads[path] = [...files].map((file) => `/${file}`);
      }
      this.emitFile({ type: "asset", fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}

/** The chunk's file, every file it imports statically, and their CSS. */
function staticClosure(start: ChunkWithCss, bundle: OutputBundle): Set<string> {
  const files = new Set<string>();
  const visit = (chunk: ChunkWithCss) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === "chunk") visit(next);
    }
  };
  visit(start);
  return files;
}
