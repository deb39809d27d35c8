import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";

// Issue 19: Prometheus metrics for each instance, behind their own token, and JSON logs that
// name the request and the user but never a password or a token.
const TOKEN = "metrics-token-for-the-tests-0123456789";
let t: TestApp;
let unset: TestApp;

beforeAll(async () => {
  [t, unset] = await Promise.all([createTestApp({ METRICS_TOKEN: TOKEN }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([t.close(), unset.close()]);
});

const scrape = (app: TestApp, authorization?: string) =>
  app.app.inject({ method: "GET", url: "/api/metrics/", headers: authorization ? { authorization } : {} });

describe("GET /api/metrics/", () => {
  it("does not exist without METRICS_TOKEN, and wants the token when it is set", async () => {
    expect((await scrape(unset, `Bearer ${TOKEN}`)).statusCode).toBe(404);
    expect((await scrape(t)).statusCode).toBe(401);
    expect((await scrape(t, "Bearer wrong-token")).statusCode).toBe(401);
    expect((await scrape(t, `JWT ${TOKEN}`)).statusCode).toBe(401);
  });

  it("counts requests by route pattern and status, with latency, memory, event loop and jobs", async () => {
    const token = await t.login("demo-customer");
    for (const id of [1, 2, 3])
      await t.app.inject({
        method: "GET",
        url: `/api/agreement/customer/agreement/retrieve/${id}/`,
        headers: authHeader(token),
      });
    const response = await scrape(t, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toContain(
      'http_requests_total{route="/api/agreement/customer/agreement/retrieve/:id/",method="GET",status="404"} 3',
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{route="/api/agreement/customer/agreement/retrieve/:id/",method="GET",status="404"} 3',
    );
    for (const name of [
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_seconds",
      "jobs_due",
      "document_render_duration_seconds",
    ])
      expect(text).toContain(`# TYPE ${name}`);
    // The pool's connections, on PostgreSQL (the embedded database has none).
    if (t.database.kind === "postgres") expect(text).toMatch(/db_pool_connections\{state="in_use"\} \d+/);
  });
});

describe("logs", () => {
  it("are JSON lines with the request id and the user id, never a password or a token", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split("\n").filter(Boolean));
        done();
      },
    });
    const app = await buildApp({ config: t.config, database: t.database, logger: { level: "info", stream } });
    try {
      const login = await app.inject({
        method: "POST",
        url: "/api/account/customer/login/",
        payload: { username: "demo-customer", password: "demo-password-2026" },
      });
      const token = login.json().token as string;
      await app.inject({ method: "GET", url: "/api/account/me/", headers: authHeader(token) });
      const all = lines.join("\n");
      expect(all).not.toContain("demo-password-2026");
      expect(all).not.toContain(token);
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const me = entries.find((e) => (e.req as { url?: string } | undefined)?.url === "/api/account/me/");
      expect(me?.reqId).toEqual(expect.any(String));
      const answered = entries.find((e) => e.reqId === me?.reqId && e.msg === "request completed");
      expect(answered?.userId).toEqual(expect.any(Number));
      // The user is bound to that request's lines only: a later public call names nobody.
      await app.inject({ method: "GET", url: "/api/get-global-config/" });
      const before = entries.length;
      const later = lines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(later.length).toBeGreaterThan(0);
      for (const entry of later) expect(entry.userId).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
