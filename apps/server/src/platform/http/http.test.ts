import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), "contratti-web-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(
    join(dist, "index.html"),
    "<!doctype html><html><head><title>app</title></head><body><div id=root></div></body></html>",
  );
  writeFileSync(join(dist, "assets", "index-abc123.js"), "console.log(1)");
  // What the web build's precompress and route-preloads plugins write.
  writeFileSync(join(dist, "assets", "index-abc123.js.br"), brotliCompressSync("console.log(1)"));
  writeFileSync(join(dist, "assets", "pricing-page-x1.js"), "export {}");
  writeFileSync(join(dist, "assets", "pricing-page-x1.css"), "p{}");
  writeFileSync(
    join(dist, "route-preloads.json"),
    JSON.stringify({
      "/pricing": ["/assets/pricing-page-x1.js", "/assets/pricing-page-x1.css", "/assets/gone.js"],
    }),
  );
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(() => t.close());

describe("serving the web app", () => {
  it("falls back to index.html for client routes, never cached", async () => {
    for (const url of ["/", "/customer", "/editor/agreement/template/", "/auth/customer/login?ticket=x"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toMatch(/text\/html/);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toContain("<div id=root>");
    }
  });

  it("caches hashed assets for a year", async () => {
    const response = await t.app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends the build's precompressed asset to a client that accepts it", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe("console.log(1)");
  });

  it("names a public page's lazy chunks in its HTML, compressed, and only on that page", async () => {
    for (const url of ["/pricing", "/pricing/", "/pricing?x=1"]) {
      const response = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toMatch(/text\/html/);
      expect(response.headers["content-encoding"]).toBe("gzip");
      expect(response.headers["cache-control"]).toBe("no-cache");
      const html = gunzipSync(response.rawPayload).toString();
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/pricing-page-x1.js">');
      expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/pricing-page-x1.css">');
      expect(html.indexOf("modulepreload")).toBeLessThan(html.indexOf("</head>"));
    }
    const plain = await t.app.inject({ method: "GET", url: "/pricing" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("pricing-page-x1.js");
    expect(plain.body).not.toContain("gone.js");
    expect((await t.app.inject({ method: "GET", url: "/" })).body).not.toContain("modulepreload");
  });

  it("answers a missing asset with 404, not the page", async () => {
    expect((await t.app.inject({ method: "GET", url: "/assets/missing.js" })).statusCode).toBe(404);
  });

  it("sends security headers and a strict CSP", async () => {
    const response = await t.app.inject({ method: "GET", url: "/" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("tags every answer with a request id, and keeps the caller's", async () => {
    const fresh = await t.app.inject({ method: "GET", url: "/api/health/" });
    expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.app.inject({
      method: "GET",
      url: "/api/health/",
      headers: { "x-request-id": "abc-123" },
    });
    expect(given.headers["x-request-id"]).toBe("abc-123");
  });

  it("keeps no JSON answer in a cache unless its route says so, errors included", async () => {
    for (const url of ["/api/get-global-config/", "/api/nowhere/"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.headers["content-type"], url).toMatch(/^application\/json/);
      expect(response.headers["cache-control"], url).toBe("private, no-store");
    }
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/account/customer/login/",
      payload: { username: "" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers["cache-control"]).toBe("private, no-store");
    // A route's own rule stands: the application's page is revalidated, not forbidden a cache.
    expect((await t.app.inject({ method: "GET", url: "/" })).headers["cache-control"]).toBe("no-cache");
  });

  it("states the server's own time on every answer, errors included (Server-Timing)", async () => {
    for (const url of ["/api/health/", "/api/nowhere/"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.headers["server-timing"], url).toMatch(/^app;dur=\d+\.\d{2}$/);
    }
  });
});

describe("health, readiness, docs and configuration", () => {
  it("answers liveness and readiness", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/health/" })).json()).toEqual({ status: "ok" });
    expect((await t.app.inject({ method: "GET", url: "/api/ready/" })).json()).toEqual({ status: "ready" });
  });

  it("publishes the OpenAPI document with the spec's paths", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toContain("/api/account/customer/login/");
    expect(paths).toContain("/api/agreement/customer/agreement/list/");
  });

  it("answers the global configuration with the maintenance windows and the frontend section", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/get-global-config/" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.EXTRAORDINARY_MAINTENANCE).toEqual({
      URL: null,
      START_DATE: "2020-11-20 18:00",
      END_DATE: "2020-11-23 08:00",
    });
    expect(body.frontend.EXTRAORDINARY_MAINTENANCE).toEqual({
      WARNING_START_DATE: "2021-03-12 11:00",
      WARNING_END_DATE: "2021-03-15 04:00",
    });
    expect(body.frontend.ENABLE_DEMO).toBe(false);
    expect(JSON.stringify(body)).not.toMatch(/SECRET|DATABASE|SMTP/);
  });
});
