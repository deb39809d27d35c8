// Issue 48: the check of a 500-row bulk file takes at most 2 s; 100 PDFs are drafted end to end
// (upload, check, the job's chunks: agreements, documents in the render pool, the ZIP) in at most
// 60 s, with the server's memory flat (its RSS within DESIGN §11's 300 MB) and another customer's
// calls meanwhile within their list budget. The server runs as deployed, in its own process (the
// build `npm run start:server` runs), its job runner polling the queue every second; the bench
// is two customers' browsers: one drafting, one at work on their lists (`bulk-neighbour.ts`, in a
// process of its own).
// PostgreSQL when DATABASE_URL is set (a database of its own), PGlite otherwise, where the
// database lives in the server's memory: its RSS is reported there, judged on PostgreSQL only.
// `node --import tsx bench/bulk-bench.ts [pdfs]`; part of `npm run bench`.
import { loadavg } from "node:os";
import {
  modelHeadersOver,
  postBulkFile,
  templateOver,
  waitForBatch,
} from "../apps/server/src/test/bulk-http";
import { filledWorkbook } from "../apps/server/src/test/bulk-workbook";
import { sampleValues } from "../apps/server/src/test/sample-values";
import {
  benchDatabase,
  customerHeaders,
  ensureAgreements,
  processKb,
  startAppServer,
  writeResults,
} from "./bench-utils";
import { neighbourProcess, withinListBudget } from "./bulk-neighbour";

const PORT = 3911;
const CHECK_ROWS = 500;
const CHECK_BUDGET_MS = 2000;
const PDFS = Number(process.argv[2] ?? 100);
const DRAFT_BUDGET_MS = 60_000;
const RSS_BUDGET_MB = 300;
/** How long the other customer's calls are timed with no batch running, to compare. */
const IDLE_MS = 5_000;
const database = process.env.DATABASE_URL ? "postgres" : "pglite";
const base = `http://127.0.0.1:${PORT}`;
const load = () => Math.round((loadavg()[0] ?? 0) * 10) / 10;
const mb = (kilobytes: number) => Math.round(kilobytes / 1024);

const { databaseUrl, dataDir, drop } = await benchDatabase("bench_bulk");
const server = await startAppServer(PORT, { dataDir, databaseUrl, env: { JOBS_POLL_SECONDS: "1" } });
const loadAtStart = load();

try {
  const pid = server.pid as number;
  // Before any document: the render thread, its writers and fonts come with the first one.
  const rssAfterStartUp = processKb(pid, "VmRSS");
  const ownerHeaders = await customerHeaders(base, "demo-customer");
  const token = ownerHeaders.authorization.replace(/^JWT /, "");
  const otherHeaders = await customerHeaders(base, "demo-customer-2");
  // A full first page of the other customer's dashboard list.
  await ensureAgreements(base, otherHeaders, 30);
  const lease = await templateOver(base, token, /canone concordato/);
  const { keys, labels } = await modelHeadersOver(base, token, lease.id);
  const file = (rows: number) =>
    filledWorkbook(
      keys,
      labels,
      Array.from({ length: rows }, (_, i) => ({
        title: `Conduttore ${i + 1}`,
        values: sampleValues(lease.fields),
      })),
    );
  const post = async (path: "check" | "create", bytes: Buffer, fields: Record<string, string>) => {
    const { status, json } = await postBulkFile(base, token, path, bytes, {
      template: String(lease.id),
      ...fields,
    });
    if (status >= 300) throw new Error(`${path}: ${status} ${JSON.stringify(json)}`);
    return json;
  };

  let start = performance.now();
  const checked = await post("check", file(CHECK_ROWS), {});
  const checkMs = performance.now() - start;

  // A first small batch starts the render threads (their fonts and writers): what follows is the batch's own.
  const warm = await post("create", file(2), { format: "pdf" });
  await waitForBatch(base, token, warm.job_id as number, 60_000);

  const idle = await neighbourProcess(base, otherHeaders);
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const before = await idle.stop();

  const rssStart = processKb(pid, "VmRSS");
  let rssMax = rssStart;
  const sampler = setInterval(() => {
    rssMax = Math.max(rssMax, processKb(pid, "VmRSS"));
  }, 50);
  const batchFile = file(PDFS);
  const busy = await neighbourProcess(base, otherHeaders);
  start = performance.now();
  const created = await post("create", batchFile, { format: "pdf" });
  // Followed as the page follows it, if more often (every 250 ms, the page every 2 s).
  const job = await waitForBatch(base, token, created.job_id as number, 300_000, undefined, 250);
  const draftMs = performance.now() - start;
  const during = await busy.stop();
  clearInterval(sampler);
  const rssEnd = processKb(pid, "VmRSS");
  rssMax = Math.max(rssMax, rssEnd);

  const runs = [
    {
      run: `check of ${CHECK_ROWS} rows`,
      valid: checked.valid,
      ms: Math.round(checkMs),
      budget: CHECK_BUDGET_MS,
    },
    {
      run: `${PDFS} PDFs drafted`,
      valid: job.counts.drafted,
      ms: Math.round(draftMs),
      budget: DRAFT_BUDGET_MS,
    },
  ];
  console.table(runs);
  console.log("The other customer's calls, no batch running:");
  console.table(before.rows);
  console.log(`…and while the ${PDFS} PDFs were drafted:`);
  console.table(during.rows);
  const zip = await fetch(`${base}/api/agreement/customer/bulk/download/${job.id}/`, {
    headers: ownerHeaders,
  });
  const zipMb = Math.round(((await zip.arrayBuffer()).byteLength / 1024 / 1024) * 10) / 10;
  const memory = {
    "RSS after start-up MB": mb(rssAfterStartUp),
    "RSS at the batch's start MB": mb(rssStart),
    "RSS at most MB": mb(rssMax),
    "RSS at its end MB": mb(rssEnd),
    "budget MB": RSS_BUDGET_MB,
    "ZIP MB": zipMb,
  };
  console.log(`${database}, load ${loadAtStart} → ${load()}:`);
  console.table([memory]);
  const lists = during.rows.filter((r) => !r.call.startsWith("ready"));
  const results = {
    database,
    load: { start: loadAtStart, end: load() },
    runs,
    neighbour: { idle: before, during },
    memory,
  };
  console.log(`written ${writeResults("bulk", results)}`);

  const over = runs.filter((r) => r.ms > r.budget).map((r) => r.run);
  if (job.counts.drafted !== PDFS) over.push("not every row drafted");
  for (const row of lists)
    if (!withinListBudget(row["p99 ms"], during.readyP99)) over.push(`${row.call} while drafting`);
  if (during.failures > 0) over.push(`${during.failures} failed calls of the other customer`);
  if (database === "postgres" && mb(rssMax) > RSS_BUDGET_MB) over.push("memory");
  if (over.length) {
    console.error(`over budget: ${over.join(", ")}`);
    process.exitCode = 1;
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  await drop();
}
