/// <reference lib="dom" />
// Issue 15: the dashboard's Address book box with 5,000 contacts is interactive within 1 s of
// opening the dashboard (from the navigation's start, in the page's own clock: its first contacts
// drawn), the A-Z column answering a click at once; the longest main-thread task is reported. In Debian's Chromium against a freshly started server
// and build; the contacts come in through the import. `npx tsx bench/address-book-box-bench.ts`
// (builds the web app first if it has no build); part of `npm run bench`.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import * as XLSX from "@e965/xlsx";
import { chromium } from "playwright";
import { IMPORT_HEADER, importRow } from "../apps/server/src/test/contact-fixtures";
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  customerHeaders,
  quantile,
  startAppServer,
  writeResults,
} from "./bench-utils";

const CONTACTS = 5000;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET_MS = 1000;
const PORT = 3907;
const base = `http://127.0.0.1:${PORT}`;

const database = process.env.DATABASE_URL ? "postgres" : "pglite";
const dist = join(import.meta.dirname, "..", "apps", "web", "dist");
if (!existsSync(join(dist, "index.html"))) execFileSync("npm", ["run", "build"], { stdio: "inherit" });
const server = await startAppServer(PORT, {
  env: { WEB_DIST_DIR: dist },
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const headers = await customerHeaders(base);
  const book = XLSX.utils.book_new();
  const rows = Array.from({ length: CONTACTS }, (_, i) => importRow(i));
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([IMPORT_HEADER, ...rows]), "Contatti");
  const form = new FormData();
  form.append(
    "file",
    new Blob([new Uint8Array(XLSX.write(book, { type: "buffer", bookType: "xlsx" }))]),
    "rubrica.xlsx",
  );
  const auth = { authorization: headers.authorization };
  const imported = await fetch(`${base}/api/agreement/customer/address-book/import/`, {
    method: "POST",
    headers: auth,
    body: form,
  });
  if (!imported.ok) throw new Error(`import failed: ${imported.status} ${await imported.text()}`);
  console.log("imported", await imported.json().then((r) => r.created));

  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
  const token = auth.authorization.replace(/^JWT /, "");
  await context.addCookies([{ name: "token", value: token, url: base }]);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __longest: number; __drawn?: number; __scrolled?: number };
    w.__longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longest = Math.max(w.__longest, entry.duration);
    }).observe({ type: "longtask", buffered: true });
    new MutationObserver(() => {
      w.__drawn ??= document.querySelector('a[href*="addressbook-edit"]') ? performance.now() : undefined;
    }).observe(document, { subtree: true, childList: true });
    document.addEventListener("scroll", () => (w.__scrolled ??= performance.now()), { capture: true });
  });
  const samples: { drawn: number; clickToScroll: number; longestTask: number }[] = [];
  for (let run = 0; run < RUNS + 1; run++) {
    await page.goto("/customer");
    const box = page.getByRole("region", { name: "Rubrica" });
    await box.getByRole("link", { name: "Cognome0 Nome0", exact: true }).waitFor();
    const clicked = await page.evaluate(() => performance.now());
    await box.getByRole("button", { name: "Vai alla lettera I" }).click();
    await page.waitForFunction(() => (window as unknown as { __scrolled?: number }).__scrolled !== undefined);
    // Times in the page, from the navigation's start: what the customer sees, not the driver.
    const timing = await page.evaluate(() => {
      const w = window as unknown as { __longest: number; __drawn: number; __scrolled: number };
      return { drawn: w.__drawn, scrolled: w.__scrolled, longestTask: w.__longest };
    });
    if (run > 0)
      samples.push({
        drawn: timing.drawn,
        clickToScroll: timing.scrolled - clicked,
        longestTask: timing.longestTask,
      }); // the first run warms the cache
  }
  const result = {
    contacts: CONTACTS,
    runs: RUNS,
    database,
    "contacts drawn p50 ms": quantile(
      samples.map((s) => s.drawn),
      0.5,
      0,
    ),
    "contacts drawn max ms": Math.round(Math.max(...samples.map((s) => s.drawn))),
    "A-Z click to scroll max ms": Math.round(Math.max(...samples.map((s) => s.clickToScroll))),
    "longest task max ms": Math.round(Math.max(...samples.map((s) => s.longestTask))),
    budgetMs: BUDGET_MS,
  };
  console.table([result]);
  console.log(`written ${writeResults("address-book-box", result)}`);
  if (result["contacts drawn max ms"] > BUDGET_MS) process.exitCode = 1;
} finally {
  await browser.close();
  server.kill("SIGTERM");
}
