// Free search over a generated catalogue of 10,000 templates, through the API: p50/p95/p99 on
// PostgreSQL (when DATABASE_URL is set) and on PGlite. Part of `npm run bench`.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../apps/server/src/db/client";
import { seedDemoAccounts } from "../apps/server/src/db/seed/demo-accounts";
import { seedDemoLicences } from "../apps/server/src/db/seed/licences";
import { synonyms, templates } from "../apps/server/src/modules/catalogue/template.table";
import { startAppServer } from "./bench-utils";
import { generateTemplates } from "./generate-catalogue";

const TEMPLATES = Number(process.env.BENCH_TEMPLATES ?? 10_000);
const REQUESTS = Number(process.env.BENCH_SEARCH_REQUESTS ?? 1000);
/** Clients searching at once: one (latency alone) and two (this machine's cores, shared with PostgreSQL and this client). */
const CONCURRENCIES = (process.env.BENCH_SEARCH_CONCURRENCY ?? "1,2").split(",").map(Number);
const PORT = 3902;
const QUERIES = [
  "affitto",
  "locazione abitativa",
  "contratto di lavoro",
  "assunzione tempo determinato",
  "comodato",
  "riservatezza",
  "locaz",
  "licenziamnto",
  "agenzia esclusiva",
  "penale",
  "franchising internazionale",
  "patto di prova",
  "collaborazione",
  "somministrazione",
  "distacco",
  "garanzia vizi",
  // A lease's duration: «4» and «+4», as the text search reads «4+4» (issue 44).
  "4+4",
];

export async function prepare(databaseUrl: string | null, dataDir: string) {
  const database = await openDatabase({ databaseUrl, dataDir });
  await database.migrate();
  await seedDemoAccounts(database.db);
  await seedDemoLicences(database.db);
  await database.db.insert(synonyms).values([
    { language: "it", terms: ["affitto", "locazione", "pigione"] },
    { language: "it", terms: ["contratto di lavoro", "assunzione", "lavoro subordinato"] },
  ]);
  const batch: ReturnType<typeof generateTemplates> extends Generator<infer T> ? T[] : never = [];
  for (const template of generateTemplates(TEMPLATES)) {
    batch.push(template);
    if (batch.length === 500) await database.db.insert(templates).values(batch.splice(0));
  }
  if (batch.length) await database.db.insert(templates).values(batch);
  // What autovacuum does on a live database soon after a bulk load: statistics for the planner
  // to see how selective a search is, and the search indexes' pending entries merged.
  await database.db.execute(sql`vacuum analyze templates`);
  await database.db.execute(sql`vacuum analyze template_search`);
  await database.close();
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function benchSearch(kind: "postgres" | "pglite") {
  const dataDir = mkdtempSync(join(tmpdir(), "contratti-search-"));
  let databaseUrl: string | null = null;
  let dropDatabase = async () => {};
  if (kind === "postgres") {
    const server = process.env.DATABASE_URL as string;
    const name = `bench_search_${Date.now()}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const started = Date.now();
  await prepare(databaseUrl, dataDir);
  const prepareSeconds = (Date.now() - started) / 1000;
  const app = await startAppServer(PORT, { dataDir, databaseUrl });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const login = await fetch(`${base}/api/account/customer/login/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "demo-customer-2", password: "demo-password-2026" }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `JWT ${token}` };
    const call = async (i: number) => {
      const q = encodeURIComponent(QUERIES[i % QUERIES.length] ?? "");
      const t0 = performance.now();
      const response = await fetch(
        `${base}/api/agreement/customer/template/list/?per_page=25&free_filter__=${q}`,
        { headers },
      );
      const body = (await response.json()) as { count: number };
      if (!response.ok) throw new Error(`search failed: ${response.status}`);
      return { ms: performance.now() - t0, count: body.count };
    };
    for (let i = 0; i < 100; i++) await call(i); // warm-up
    const round = (n: number) => Number(n.toFixed(2));
    const rows = [];
    for (const concurrency of CONCURRENCIES) {
      const latencies: number[] = [];
      let hits = 0;
      let next = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < REQUESTS) {
            const r = await call(next++);
            latencies.push(r.ms);
            hits += r.count > 0 ? 1 : 0;
          }
        }),
      );
      latencies.sort((a, b) => a - b);
      rows.push({
        database: kind,
        templates: TEMPLATES,
        requests: latencies.length,
        concurrency,
        queriesWithResults: `${Math.round((hits / latencies.length) * 100)}%`,
        p50: round(percentile(latencies, 50)),
        p95: round(percentile(latencies, 95)),
        p99: round(percentile(latencies, 99)),
        prepareSeconds,
      });
    }
    return rows;
  } finally {
    app.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    await dropDatabase();
  }
}
