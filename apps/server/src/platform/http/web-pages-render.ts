import { fork } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { GlobalConfig, Language } from "@app/contracts";

/** Written by the web build (apps/web/scripts/prerender-bundle-plugin.ts). */
const RENDER_ENTRY = join(".prerender", "render-pages.mjs");
/** A render that takes longer has hung: the server starts without it rather than wait. */
const RENDER_TIMEOUT_MS = 60_000;

/** A public page as the web build's render wrote it (apps/web/src/app/prerender/render-pages.tsx). */
export interface PrerenderedPage {
  path: string;
  language: Language;
  html: string;
}

/**
 * Renders the public pages with this server's configuration, in a process of their own that
 * exits with the render (docs/decisions/0029). None when the build has no render (an older build).
 */
export async function renderPrerenderedPages(
  root: string,
  indexHtml: string,
  config: GlobalConfig,
): Promise<PrerenderedPage[]> {
  const entry = join(root, RENDER_ENTRY);
  if (!existsSync(entry)) return [];
  const child = fork(fileURLToPath(new URL("./web-pages-render.process.mjs", import.meta.url)), [], {
    // The render is plain JavaScript: the process needs none of the server's flags or loaders.
    execArgv: [],
    serialization: "advanced",
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    return await new Promise<PrerenderedPage[]>((resolve, reject) => {
      timer = setTimeout(() => reject(new Error("the page render did not finish")), RENDER_TIMEOUT_MS);
      child.once("message", (pages) => resolve(pages as PrerenderedPage[]));
      child.once("error", reject);
      child.once("exit", (code) => reject(new Error(`the page render ended with code ${code}`)));
      child.send({ entryUrl: pathToFileURL(entry).href, indexHtml, config });
    });
  } finally {
    clearTimeout(timer);
    if (child.exitCode === null) child.kill();
  }
}
