// `npm run bench:web`: Lighthouse on the landing pages (DESIGN §11, issue 3), against a fresh
// build served by a freshly started server, in Debian's Chromium (never a downloaded browser).
//
//   BENCH_WEB_DIST   build directory (default apps/web/dist; built first unless BENCH_SKIP_BUILD=1)
//   BENCH_RUNS       Lighthouse runs per page and form factor; the median is kept (default 3)
//   BENCH_PORT       port of the server started for the run (default 3910)
//
// The server sends the build's precompressed .br/.gz files (apps/web/scripts/precompress-plugin.ts),
// so what Lighthouse measures is what a deployment without a reverse proxy serves.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Flags } from "lighthouse";
import { builtServerEntry, CHROMIUM_FLAGS, CHROMIUM_PATH, startProcess, writeResults } from "./bench-utils";

const PAGES = ["/", "/pricing", "/find-out-more"] as const;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
/** Issue 3 targets. */
const TARGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 95,
  "best-practices": 95,
  seo: 90,
};
const FORM_FACTORS = ["mobile", "desktop"] as const;
type FormFactor = (typeof FORM_FACTORS)[number];

const dist = resolve(process.env.BENCH_WEB_DIST ?? "apps/web/dist");
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const port = Number(process.env.BENCH_PORT ?? 3910);
const origin = `http://127.0.0.1:${port}`;

if (process.env.BENCH_SKIP_BUILD !== "1") {
  console.log(`Building the web app into ${dist}…`);
  execFileSync("npx", ["vite", "build", "--outDir", dist, "--emptyOutDir", "--logLevel", "warn"], {
    cwd: "apps/web",
    stdio: "inherit",
  });
}

const dataDir = mkdtempSync(join(tmpdir(), "contratti-web-bench-"));
const server = await startProcess(
  builtServerEntry(),
  {
    PORT: String(port),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    DEMO_MODE: "true",
    DATA_DIR: dataDir,
    WEB_DIST_DIR: dist,
  },
  `${origin}/api/ready/`,
);

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_FLAGS,
});

type Scores = Record<Category, number>;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function audit(path: string, formFactor: FormFactor): Promise<Scores & { lcpMs: number; cls: number }> {
  const samples: (Scores & { lcpMs: number; cls: number })[] = [];
  for (let run = 0; run < runs; run += 1) {
    const flags: Flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    };
    const result = await lighthouse(
      `${origin}${path}`,
      flags,
      formFactor === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { categories, audits } = result.lhr;
    const score = (category: Category) => Math.round((categories[category]?.score ?? 0) * 100);
    samples.push({
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
      cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    });
  }
  return {
    performance: median(samples.map((s) => s.performance)),
    accessibility: median(samples.map((s) => s.accessibility)),
    "best-practices": median(samples.map((s) => s["best-practices"])),
    seo: median(samples.map((s) => s.seo)),
    lcpMs: median(samples.map((s) => s.lcpMs)),
    cls: median(samples.map((s) => s.cls)),
  };
}

const results: { page: string; formFactor: FormFactor; scores: Scores & { lcpMs: number; cls: number } }[] =
  [];
try {
  for (const formFactor of FORM_FACTORS) {
    for (const page of PAGES) {
      results.push({ page, formFactor, scores: await audit(page, formFactor) });
    }
  }
} finally {
  chrome.kill();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}

const file = writeResults("web", { runsPerPage: runs, targets: TARGETS, results });
const missed = results.flatMap(({ page, formFactor, scores }) =>
  CATEGORIES.filter((c) => scores[c] < TARGETS[c]).map((c) => `${formFactor} ${page} ${c} ${scores[c]}`),
);
console.table(
  results.map(({ page, formFactor, scores }) => ({
    page,
    "form factor": formFactor,
    ...Object.fromEntries(CATEGORIES.map((c) => [c, scores[c]])),
    "LCP ms": scores.lcpMs,
    CLS: scores.cls,
  })),
);
console.log(`Targets: ${CATEGORIES.map((c) => `${c} ≥ ${TARGETS[c]}`).join(", ")} (median of ${runs} runs).`);
console.log(missed.length ? `Below target: ${missed.join("; ")}` : "Every target met.");
console.log(`Results: ${file}`);
process.exitCode = missed.length ? 1 : 0;
