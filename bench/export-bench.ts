// Issue 7: the editors' agreements export streams 100,000 rows well within the client's 50 s
// time-out, with the server's RSS within DESIGN §11's 300 MB. Generates the agreements in a
// database of its own, starts the real server, downloads the export as an editor and reads it
// back. PostgreSQL when DATABASE_URL is set (RSS judged there); on PGlite the embedded database
// lives in the server's memory, so its RSS is reported, not judged. Part of `npm run bench`.
import * as XLSX from "@e965/xlsx";
import { inArray, sql } from "drizzle-orm";
import { openDatabase } from "../apps/server/src/db/client";
import { DEMO_PASSWORD } from "../apps/server/src/db/seed/demo-accounts";
import { seedDemoData } from "../apps/server/src/db/seed/seed";
import { agreements } from "../apps/server/src/modules/agreements/agreement.table";
import { templates } from "../apps/server/src/modules/catalogue/template.table";
import { users } from "../apps/server/src/platform/auth/identity.table";
import { benchDatabase, processKb as kb, startAppServer, writeResults } from "./bench-utils";

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const PORT = 3904;
const BUDGET_TOTAL_MS = 50_000;
const BUDGET_RSS_MB = 300;
const database = process.env.DATABASE_URL ? "postgres" : "pglite";
const base = `http://127.0.0.1:${PORT}`;

/** ROWS agreements of the demo customers over the demo catalogue, with a year of dates. */
async function generate(databaseUrl: string | null, dataDir: string) {
  const handle = await openDatabase({ databaseUrl, dataDir });
  await handle.migrate();
  await seedDemoData(handle.db);
  const owners = await handle.db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.username, ["demo-customer", "demo-customer-2"]));
  const versions = await handle.db
    .select({ id: templates.id, title: templates.title, language: templates.language })
    .from(templates);
  const names = ["Forlì", "Cantù", "Città di Castello", "São Paulo", "Zürich", "L'Aquila", "Ærø"];
  const statuses = ["draft", "ready", "public", "completed"] as const;
  const start = Date.parse("2025-01-01T00:00:00Z");
  const year = 365 * 86_400_000;
  for (let done = 0; done < ROWS; ) {
    const batch = Array.from({ length: Math.min(2_000, ROWS - done) }, (_, j) => {
      const i = done + j;
      const template = i % 17 === 0 ? null : versions[i % versions.length];
      const created = start + ((i * 7919) % 1000) * (year / 1000) + (i % 1000) * 1_000;
      return {
        owner_id: owners[i % owners.length]?.id as number,
        title: `Contratto ${i + 1} — ${names[i % names.length]} «${i % 3 ? "rinnovo" : "nuovo"}» & C.`,
        template_id: template?.id ?? null,
        template_title: template?.title ?? null,
        template_language: template?.language ?? null,
        is_valid: i % 2 === 0,
        status: statuses[i % statuses.length],
        date_create: new Date(created),
        date_last_modify: new Date(created + (i % 90) * 86_400_000),
      };
    });
    await handle.db.insert(agreements).values(batch);
    done += batch.length;
  }
  await handle.db.execute(sql`analyze agreements`);
  await handle.close();
}

const mb = (kilobytes: number) => Math.round(kilobytes / 1024);

const { databaseUrl, dataDir, drop } = await benchDatabase("bench_export");
const prepared = Date.now();
await generate(databaseUrl, dataDir);
const prepareSeconds = Math.round((Date.now() - prepared) / 100) / 10;
const server = await startAppServer(PORT, { dataDir, databaseUrl });

try {
  const pid = server.pid as number;
  const login = await fetch(`${base}/api-token-auth/login/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "demo-editor", password: DEMO_PASSWORD }),
  });
  const headers = { authorization: `JWT ${((await login.json()) as { token: string }).token}` };
  // Warm the list path once (first queries, JIT) so the export is measured, not the start-up.
  await (await fetch(`${base}/api/agreement/editor/agreement/list/?per_page=10`, { headers })).arrayBuffer();
  const rssBefore = kb(pid, "VmRSS");
  const hwmBefore = kb(pid, "VmHWM");

  let peakRss = rssBefore;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, kb(pid, "VmRSS"));
  }, 20);
  // How long the server keeps other callers waiting meanwhile: a health call every 100 ms.
  let slowestHealthMs = 0;
  let exporting = true;
  const health = (async () => {
    while (exporting) {
      const t0 = performance.now();
      await (await fetch(`${base}/api/health/`)).arrayBuffer();
      slowestHealthMs = Math.max(slowestHealthMs, performance.now() - t0);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();

  const t0 = performance.now();
  const response = await fetch(
    `${base}/api/agreement/editor/agreement/export/?per_page=10&page=1&order_by__=-date_create`,
    { headers: { ...headers, "accept-language": "it" } },
  );
  if (!response.ok || !response.body)
    throw new Error(`export failed: ${response.status} ${await response.text()}`);
  const chunks: Uint8Array[] = [];
  let firstByteMs = 0;
  for await (const chunk of response.body) {
    if (chunks.length === 0) firstByteMs = performance.now() - t0;
    chunks.push(chunk);
  }
  const totalMs = performance.now() - t0;
  exporting = false;
  clearInterval(sampler);
  await health;
  peakRss = Math.max(peakRss, kb(pid, "VmRSS"));
  const hwmAfter = kb(pid, "VmHWM");

  const file = Buffer.concat(chunks);
  const sheet = XLSX.read(file, { dense: true }).Sheets.Contratti as XLSX.WorkSheet;
  const rowsRead = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 }).length - 1;

  const result = {
    database,
    rows: ROWS,
    "prepare s": prepareSeconds,
    "total ms": Math.round(totalMs),
    "first byte ms": Math.round(firstByteMs),
    "file MB": Math.round((file.length / 1024 / 1024) * 10) / 10,
    "rows read back": rowsRead,
    "RSS before MB": mb(rssBefore),
    // Sampled every 20 ms, or the kernel's high-water mark when it rose during the export.
    "peak RSS MB": mb(hwmAfter > hwmBefore ? hwmAfter : peakRss),
    "VmHWM since start MB": mb(hwmAfter),
    "export's own MB": mb((hwmAfter > hwmBefore ? hwmAfter : peakRss) - rssBefore),
    "slowest health ms": Math.round(slowestHealthMs),
    budgetTotalMs: BUDGET_TOTAL_MS,
    budgetRssMb: BUDGET_RSS_MB,
  };
  console.table([result]);
  console.log(`written ${writeResults("export", result)}`);
  const overRss = database === "postgres" && result["peak RSS MB"] > BUDGET_RSS_MB;
  if (rowsRead !== ROWS || totalMs > BUDGET_TOTAL_MS || overRss) process.exitCode = 1;
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  await drop();
}
