// Issue 48: the check of a 500-row bulk file takes at most 2 s, and 100 PDFs are drafted end to
// end (upload, check, the job's chunks: agreements, documents in the render pool, the ZIP) in at
// most 60 s, the server's memory (RSS) growing by less than the DESIGN budget's margin meanwhile.
// The server runs in this process; the file goes over HTTP as a browser sends it.
// `node --import tsx bench/bulk-bench.ts [pdfs]`; part of `npm run bench`.
import * as XLSX from "@e965/xlsx";
import { filledWorkbook } from "../apps/server/src/modules/bulk/bulk-test-support";
import { customerTemplate } from "../apps/server/src/test/customer-templates";
import { sampleValues } from "../apps/server/src/test/sample-values";
import { authHeader, createTestApp } from "../apps/server/src/test/test-app";
import type { TemplateDetail } from "../packages/contracts/src/index";
import { writeResults } from "./bench-utils";

const CHECK_ROWS = 500;
const CHECK_BUDGET_MS = 2000;
const PDFS = Number(process.argv[2] ?? 100);
const DRAFT_BUDGET_MS = 60_000;
/**
 * How much the server's RSS may grow over the batch once the render threads run: the documents
 * go to the database chunk by chunk, not to memory. (This process also holds PGlite and the
 * test harness, so its RSS is not DESIGN's 300 MB of an instance: the growth is what is judged.)
 */
const RSS_GROWTH_BUDGET_MB = 100;
const B = "/api/agreement/customer/bulk";

// PostgreSQL when DATABASE_URL is set, as deployed. On the embedded PGlite the database lives in
// this process's memory (its WebAssembly heap grows with the documents saved and never shrinks):
// the growth is reported there, judged on PostgreSQL only.
const database = process.env.DATABASE_URL ? "postgres" : "pglite";
if (process.env.DATABASE_URL) {
  process.env.TEST_DB = "postgres";
  process.env.TEST_DATABASE_URL ??= process.env.DATABASE_URL;
}

const t = await createTestApp({}, { demoCatalogue: true });
try {
  const token = await t.login("demo-customer");
  const lease: TemplateDetail = await customerTemplate(t, token, /canone concordato/);
  const model = await t.app.inject({
    method: "GET",
    url: `${B}/template/${lease.id}/`,
    headers: authHeader(token),
  });
  const sheet = XLSX.read(model.rawPayload, { type: "buffer" });
  const [labels, keys] = XLSX.utils.sheet_to_json<string[]>(
    sheet.Sheets[sheet.SheetNames[0] as string] as XLSX.WorkSheet,
    {
      header: 1,
    },
  ) as string[][];
  const file = (rows: number) =>
    filledWorkbook(
      keys ?? [],
      labels ?? [],
      Array.from({ length: rows }, (_, i) => ({
        title: `Conduttore ${i + 1}`,
        values: sampleValues(lease.fields),
      })),
    );
  const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const post = async (path: string, bytes: Buffer, fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("file", new Blob([new Uint8Array(bytes)]), "lotto.xlsx");
    const response = await fetch(`${address}${B}/${path}/`, {
      method: "POST",
      headers: authHeader(token),
      body: form,
    });
    const body = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    return body;
  };

  let start = performance.now();
  const checked = await post("check", file(CHECK_ROWS), { template: String(lease.id) });
  const checkMs = performance.now() - start;

  const rss = () => process.memoryUsage().rss / 1024 / 1024;
  // A first small batch starts the render threads (their fonts and writers): the growth measured
  // after it is the batch's own, which must stay flat whatever the number of rows.
  const warm = (await post("create", file(2), { template: String(lease.id), format: "pdf" })) as {
    job_id: number;
  };
  while (!(await t.call("GET", `${B}/retrieve/${warm.job_id}/`, token)).body.finished_at)
    await t.app.jobs.runDue();
  const rssBefore = rss();
  let rssMax = rssBefore;
  start = performance.now();
  const { job_id } = (await post("create", file(PDFS), { template: String(lease.id), format: "pdf" })) as {
    job_id: number;
  };
  for (;;) {
    await t.app.jobs.runDue();
    rssMax = Math.max(rssMax, rss());
    const job = await t.call("GET", `${B}/retrieve/${job_id}/`, token);
    if (job.body.finished_at) break;
  }
  const draftMs = performance.now() - start;
  const job = (await t.call("GET", `${B}/retrieve/${job_id}/`, token)).body;

  const rows = [
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
  console.table(rows);
  const growth = Math.round(rssMax - rssBefore);
  console.log(
    `${database}: RSS ${Math.round(rssBefore)} MB before, ${Math.round(rssMax)} MB at most (+${growth} MB)`,
  );
  console.log(
    `written ${writeResults("bulk", { database, runs: rows, rssGrowthMb: growth, rssBudgetMb: RSS_GROWTH_BUDGET_MB })}`,
  );
  const over = rows.filter((r) => r.ms > r.budget).map((r) => r.run);
  if (database === "postgres" && growth > RSS_GROWTH_BUDGET_MB) over.push("memory");
  if (job.counts.drafted !== PDFS) over.push("not every row drafted");
  if (over.length) {
    console.error(`over budget: ${over.join(", ")}`);
    process.exitCode = 1;
  }
} finally {
  await t.close();
}
