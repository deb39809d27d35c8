import type { TemplateDetail } from "@app/contracts";
import { sampleValues } from "../apps/server/src/test/sample-values";
import { customerHeaders, quantile, startAppServer, writeResults } from "./bench-utils";
import { longestSeedTemplate } from "./seed-fixtures";

const PORT = 3903;
const SAVES = Number(process.env.BENCH_SAVES ?? 500);
const BUDGET_P95_MS = 30;
const database = process.env.DATABASE_URL ? "postgres" : "pglite";
const base = `http://127.0.0.1:${PORT}`;
const C = `${base}/api/agreement/customer`;

const server = await startAppServer(PORT);

try {
  const headers = await customerHeaders(base);
  const longest = longestSeedTemplate;
  const list = (await (await fetch(`${C}/template/list/?no_page=no_page`, { headers })).json()) as {
    results: { id: number; title: string }[];
  };
  const id = list.results.find((r) => r.title === longest.title)?.id;
  const template = (await (
    await fetch(`${C}/template/retrieve/${id}/`, { headers })
  ).json()) as TemplateDetail;
  const values = sampleValues(template.fields);
  const created = await fetch(`${C}/agreement/create/`, {
    method: "POST",
    headers,
    body: JSON.stringify({ title: "Bench", template: template.id, values }),
  });
  const agreementId = ((await created.json()) as { id: number }).id;
  const text = template.fields.find((f) => f.type === "text");
  const save = async (i: number) => {
    const start = performance.now();
    const response = await fetch(`${C}/agreement/partial-update/${agreementId}/`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ values: { ...values, ...(text ? { [text.slug]: `Valore ${i}` } : {}) } }),
    });
    if (!response.ok) throw new Error(`save failed: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    return performance.now() - start;
  };
  for (let i = 0; i < 50; i++) await save(i); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < SAVES; i++) samples.push(await save(i));
  const at = (q: number) => quantile(samples, q, 1);
  const result = {
    database,
    template: longest.key,
    fields: template.fields.length,
    saves: SAVES,
    "p50 ms": at(0.5),
    "p95 ms": at(0.95),
    "p99 ms": at(0.99),
    budgetP95Ms: BUDGET_P95_MS,
  };
  console.table([result]);
  console.log(`written ${writeResults("save", result)}`);
  if (result["p95 ms"] > BUDGET_P95_MS) process.exitCode = 1;
} finally {
  server.kill("SIGTERM");
}
