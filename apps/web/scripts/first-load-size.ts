/**
 * First-load JavaScript of key routes, gzip-compressed (DESIGN §11: landing ≤ 140 KB,
 * customer dashboard ≤ 300 KB). Reads the Vite manifest of `dist/` and follows, from the
 * entry, every static import plus the lazy route modules the route renders.
 *
 * Usage: npm run build && npm run size -w apps/web
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

// WEB_DIST measures another build (a side-by-side one); the default is the build npm test runs on.
const dist = process.env.WEB_DIST ?? join(import.meta.dirname, "..", "dist");
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8")) as Record<
  string,
  ManifestChunk
>;

/** The lazy modules each measured route renders, as manifest keys (source paths). */
const ROUTES: Record<string, { budgetKb: number; modules: string[] }> = {
  "landing (/)": {
    budgetKb: 140,
    // The site layout and the home page ship with the entry (app/routes/site-routes.tsx,
    // landing-routes.tsx): the entry's closure is the whole first load.
    modules: [],
  },
  "customer dashboard (/customer)": {
    budgetKb: 300,
    // The customer area's route tree joins on the first visit (app/routes/area-routes.ts).
    modules: [
      "src/app/routes/customer-routes.tsx",
      "src/app/layouts/customer-area.tsx",
      "src/features/dashboard/pages/customer-home-page.tsx",
    ],
  },
};

function closure(keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest; was the module renamed?`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return files;
}

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error("No entry chunk in the manifest");

let failed = false;
for (const [route, { budgetKb, modules }] of Object.entries(ROUTES)) {
  const files = closure([entry, ...modules]);
  const bytes = [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
  const kb = bytes / 1024;
  const verdict = kb <= budgetKb ? "ok" : "OVER BUDGET";
  if (kb > budgetKb) failed = true;
  console.log(`${route}: ${kb.toFixed(1)} KB gzip in ${files.size} files (budget ${budgetKb} KB) ${verdict}`);
}
process.exitCode = failed ? 1 : 0;
