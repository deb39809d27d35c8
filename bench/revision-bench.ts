// Issue 18: publishing a revised template that 10,000 contracts use answers within 1 s on
// PostgreSQL (the notices are written in the background, and that job is timed too), and the
// comparison of the longest seed template renders within 200 ms. Called over HTTP, as the
// screens make them. `npx tsx bench/revision-bench.ts` (DATABASE_URL for PostgreSQL); part of
// `npm run bench`.
import { eq, sql } from "drizzle-orm";
import { agreements } from "../apps/server/src/modules/agreements/agreement.table";
import { templates } from "../apps/server/src/modules/catalogue/template.table";
import { notifications } from "../apps/server/src/modules/notifications/notification.table";
import { users } from "../apps/server/src/platform/auth/identity.table";
import { sampleValues } from "../apps/server/src/test/sample-values";
import { authHeader, createTestApp } from "../apps/server/src/test/test-app";
import { quantile, writeResults } from "./bench-utils";

const AGREEMENTS = 10_000;
const PUBLISH_BUDGET_MS = 1000;
const COMPARE_BUDGET_MS = 200;
const COMPARE_CALLS = 40;
const WARM_UP = 5;

const database = process.env.DATABASE_URL ? "postgres" : "pglite";
if (process.env.DATABASE_URL) {
  process.env.TEST_DB = "postgres";
  process.env.TEST_DATABASE_URL ??= process.env.DATABASE_URL;
}

const t = await createTestApp({}, { demoCatalogue: true });
try {
  const db = t.database.db;
  const [editor, giulia] = await Promise.all([t.login("demo-editor"), t.login("demo-customer-2")]);
  const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const call = async (method: string, url: string, token: string, body?: unknown) => {
    const start = performance.now();
    const response = await fetch(`${address}${url}`, {
      method,
      headers: { ...authHeader(token), ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await response.json();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
    return { json, ms: performance.now() - start };
  };
  const E = "/api/agreement/editor/template";

  // 10,000 contracts on the residential lease's public version, among the demo customers.
  const [lease] = await db
    .select()
    .from(templates)
    .where(sql`${templates.status} = 'public' and ${templates.title} like '%uso abitativo a canone libero%'`);
  if (!lease) throw new Error("no residential lease in the seed");
  const owners = (
    await db.select({ id: users.id }).from(users).where(sql`${users.username} like 'demo-customer%'`)
  ).map((u) => u.id);
  const values = sampleValues(lease.fields);
  for (let i = 0; i < AGREEMENTS; i += 1000) {
    await db.insert(agreements).values(
      Array.from({ length: Math.min(1000, AGREEMENTS - i) }, (_, k) => ({
        owner_id: owners[(i + k) % owners.length] as number,
        title: `Locazione ${i + k + 1}`,
        template_id: lease.id,
        template_title: lease.title,
        template_language: lease.language,
        values,
        is_valid: true,
      })),
    );
  }

  const revised = (
    await call("POST", `${E}/create-new-version/${lease.id}/`, editor, {
      body: lease.body.replace("Letto, approvato e sottoscritto.", "Letto, confermato e sottoscritto."),
    })
  ).json;
  const publish = await call("PATCH", `${E}/set-status/${revised.id}/`, editor, { status: "public" });
  const jobStart = performance.now();
  await t.app.jobs.runDue();
  const jobMs = performance.now() - jobStart;
  const count = await db.$count(notifications, eq(notifications.template_id, revised.id));
  if (Number(count) !== AGREEMENTS) throw new Error(`expected ${AGREEMENTS} notices, found ${count}`);

  // The longest seed template: a contract on it, then a revision with a clause changed.
  const [longest] = await db
    .select()
    .from(templates)
    .where(eq(templates.status, "public"))
    .orderBy(sql`length(${templates.body}) desc`)
    .limit(1);
  if (!longest) throw new Error("no template");
  const contract = (
    await call("POST", "/api/agreement/customer/agreement/create/", giulia, {
      title: "Confronto",
      template: longest.id,
      values: sampleValues(longest.fields),
    })
  ).json;
  const next = (
    await call("POST", `${E}/create-new-version/${longest.id}/`, editor, {
      body: longest.body.replace(
        /<\/ol>/,
        "<li><p><strong>Clausola aggiunta.</strong> Testo nuovo.</p></li></ol>",
      ),
    })
  ).json;
  await call("PATCH", `${E}/set-status/${next.id}/`, editor, { status: "public", minor: true });
  const times: number[] = [];
  for (let i = 0; i < COMPARE_CALLS + WARM_UP; i++) {
    const { ms } = await call("GET", `/api/agreement/customer/agreement/compare/${contract.id}/`, giulia);
    if (i >= WARM_UP) times.push(ms);
  }

  const results = [
    {
      database,
      measure: `publish, ${AGREEMENTS} contracts on older versions`,
      ms: Number(publish.ms.toFixed(1)),
    },
    { database, measure: `background notices written (${AGREEMENTS})`, ms: Number(jobMs.toFixed(1)) },
    {
      database,
      measure: `compare «${longest.title}» (${longest.body.length} chars), p50`,
      ms: quantile(times, 0.5),
    },
    { database, measure: "compare, p95", ms: quantile(times, 0.95) },
  ];
  console.table(results);
  console.log(
    `written ${writeResults("revision", { agreements: AGREEMENTS, results, publishBudgetMs: PUBLISH_BUDGET_MS, compareBudgetMs: COMPARE_BUDGET_MS })}`,
  );
  const over = [
    ...(publish.ms > PUBLISH_BUDGET_MS ? ["publish"] : []),
    ...(quantile(times, 0.95) > COMPARE_BUDGET_MS ? ["compare"] : []),
  ];
  if (database === "postgres" && over.length) {
    console.error(`over budget: ${over.join(", ")}`);
    process.exitCode = 1;
  }
} finally {
  await t.close();
}
