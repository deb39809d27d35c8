import { ensureAgreements, measure, startAppServer, startProcess, writeResults } from "./bench-utils";

const APP_PORT = 3900;
const BARE_PORT = 3901;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const database = process.env.DATABASE_URL ? "postgres" : "pglite";

const app = await startAppServer(APP_PORT);
const bare = await startProcess(
  "bench/bare-server.ts",
  { PORT: String(BARE_PORT) },
  `http://127.0.0.1:${BARE_PORT}/bare/`,
);

try {
  const login = await fetch(`http://127.0.0.1:${APP_PORT}/api/account/customer/login/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "demo-customer", password: "demo-password-2026", rememberMe: true }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `JWT ${token}` };
  await ensureAgreements(`http://127.0.0.1:${APP_PORT}`, auth, 25);

  // Warm up both servers and every route measured (JIT, connection pools, prepared statements):
  // the budget is about an instance in service, not one just started.
  const searchUrl = `http://127.0.0.1:${APP_PORT}/api/agreement/customer/template/list/?per_page=10&free_filter__=affitto`;
  const listUrl = `http://127.0.0.1:${APP_PORT}/api/agreement/customer/agreement/list/?per_page=10`;
  for (const url of [`http://127.0.0.1:${APP_PORT}/api/account/me/`, searchUrl, listUrl])
    await measure("warm-up", url, { headers: auth, duration: 2 });
  await measure("warm-up", `http://127.0.0.1:${BARE_PORT}/bare/`, { duration: 2 });

  // The bare route runs before and after ours; its mean is the reference, which evens out
  // whatever else the machine did meanwhile.
  const bareUrl = `http://127.0.0.1:${BARE_PORT}/bare/`;
  const bareBefore = await measure("bare Fastify JSON route (before)", bareUrl, { duration });
  const ours = [
    await measure("GET /api/account/me/", `http://127.0.0.1:${APP_PORT}/api/account/me/`, {
      headers: auth,
      duration,
    }),
    await measure("GET /api/get-global-config/", `http://127.0.0.1:${APP_PORT}/api/get-global-config/`, {
      duration,
    }),
  ];
  // DESIGN §11: list and search p99 ≤ 25 ms at 50 connections (the demo catalogue and lists).
  const lists = [
    await measure("GET template/list/ free search 'affitto'", searchUrl, { headers: auth, duration }),
    await measure("GET agreement/list/", listUrl, { headers: auth, duration }),
  ];
  const bareAfter = await measure("bare Fastify JSON route (after)", bareUrl, { duration });
  const results = [bareBefore, ...ours, ...lists, bareAfter];
  const bareRps = (bareBefore.requestsPerSecond + bareAfter.requestsPerSecond) / 2;
  const rows = results.map((r) => ({
    ...r,
    ratioToBare: Number((r.requestsPerSecond / bareRps).toFixed(3)),
  }));
  console.table(rows);
  const file = writeResults("api", {
    date: new Date().toISOString(),
    database,
    connections: 50,
    duration,
    rows,
  });
  console.log(`database: ${database}; results written to ${file}`);
  console.log("budget: list/search p99 ≤ 25 ms at 50 connections on PostgreSQL (DESIGN §11)");
} finally {
  app.kill("SIGTERM");
  bare.kill("SIGTERM");
}
