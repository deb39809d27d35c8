import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app";
import { freePort } from "./test-database";

// Issue 19: deploy/nginx.conf rendered for this machine passes `nginx -t`, and in front of two
// instances on one PostgreSQL it serves a session started through either one; a logout through
// one is refused by the other. Debian's nginx-light (installed by .ci/run); skipped without it.
const deploy = join(import.meta.dirname, "..", "..", "..", "..", "deploy");
const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));
const onPostgres = process.env.TEST_DB === "postgres";

/** The shipped config, with this machine's upstreams, port and writable paths. */
function renderNginxConfig(dir: string, port: number, upstreams: string[]): string {
  let conf = readFileSync(join(deploy, "nginx.conf"), "utf8");
  const swap = (from: string, to: string) => {
    expect(conf, `deploy/nginx.conf has «${from}»`).toContain(from);
    conf = conf.replace(from, to);
  };
  swap(
    "server app:3000 max_fails=3 fail_timeout=10s;",
    upstreams.map((u) => `server ${u} max_fails=3 fail_timeout=10s;`).join("\n    "),
  );
  swap("listen 80;", `listen 127.0.0.1:${port};`);
  swap("worker_processes auto;", `worker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;`);
  swap(
    "default_type application/octet-stream;",
    `default_type application/octet-stream;\n  access_log ${dir}/access.log;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;`,
  );
  const file = join(dir, "nginx.conf");
  writeFileSync(file, conf);
  return file;
}

describe.skipIf(!nginx)("deploy/nginx.conf", () => {
  it("passes nginx -t once rendered, and keeps the limits the app needs", () => {
    const dir = mkdtempSync(join(tmpdir(), "nginx-"));
    const file = renderNginxConfig(dir, 18080, ["127.0.0.1:3001", "127.0.0.1:3002"]);
    const check = spawnSync(nginx as string, ["-t", "-c", file, "-p", dir], { encoding: "utf8" });
    expect(check.stderr).toContain("syntax is ok");
    expect(check.status).toBe(0);
    const conf = readFileSync(file, "utf8");
    // 5 MB imports in multipart; streamed exports; the client's address for the rate limits.
    expect(conf).toContain("client_max_body_size 6m;");
    expect(conf).toMatch(/location ~ \/export\/ \{[^}]*proxy_buffering off;[^}]*proxy_read_timeout 300s;/);
    expect(conf).toContain("proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;");
  });
});

describe("deploy/Dockerfile and compose.yaml", () => {
  it("build a slim, non-root image of production dependencies with a readiness check", () => {
    const dockerfile = readFileSync(join(deploy, "Dockerfile"), "utf8");
    expect(dockerfile).toMatch(/^FROM node:24-slim AS build$/m);
    expect(dockerfile).toContain("npm ci --omit=dev");
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/api\/ready\//);
    const compose = readFileSync(join(deploy, "compose.yaml"), "utf8");
    for (const needed of [
      "image: postgres:15",
      "pgdata:/var/lib/postgresql/data",
      "replicas: 2",
      "image: nginx:",
      "mailpit",
      "TRUST_PROXY",
    ])
      expect(compose).toContain(needed);
  });
});

describe.skipIf(!nginx || !onPostgres)("two instances behind nginx (skipped on PGlite)", () => {
  let t: TestApp;
  let second: FastifyInstance;
  let proxy: ChildProcess;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: true, SESSION_CACHE_SECONDS: 300 });
    second = (await t.secondInstance()) as FastifyInstance;
    const [a, b] = [
      await t.app.listen({ port: 0, host: "127.0.0.1" }),
      await second.listen({ port: 0, host: "127.0.0.1" }),
    ];
    const dir = mkdtempSync(join(tmpdir(), "nginx-"));
    const port = await freePort();
    const file = renderNginxConfig(dir, port, [new URL(a).host, new URL(b).host]);
    proxy = spawn(nginx as string, ["-c", file, "-p", dir, "-g", "daemon off;"], { stdio: "ignore" });
    base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 50; i++) {
      if (
        await fetch(`${base}/api/health/`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  afterAll(async () => {
    proxy?.kill("SIGTERM");
    await second?.close();
    await t?.close();
  });

  it("serves one session through both instances, and a logout through one ends it on both", async () => {
    const login = await fetch(`${base}/api/account/customer/login/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "demo-customer", password: "demo-password-2026" }),
    });
    expect(login.status).toBe(200);
    const token = (await login.json()).token as string;
    const me = (app: FastifyInstance) =>
      app.inject({ method: "GET", url: "/api/account/me/", headers: { authorization: `JWT ${token}` } });
    // Each instance, asked directly, knows the session started through the proxy.
    expect((await me(t.app)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(200);
    // Through nginx, round-robin: several calls land on both.
    for (let i = 0; i < 4; i++) {
      const through = await fetch(`${base}/api/account/me/`, { headers: { authorization: `JWT ${token}` } });
      expect(through.status).toBe(200);
    }
    const logout = await fetch(`${base}/api/account/customer/logout/`, {
      method: "POST",
      headers: { authorization: `JWT ${token}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(logout.status).toBe(200);
    const deadline = Date.now() + 1000;
    let refusedByBoth = false;
    while (!refusedByBoth && Date.now() < deadline) {
      refusedByBoth = (await me(t.app)).statusCode === 401 && (await me(second)).statusCode === 401;
      if (!refusedByBoth) await new Promise((r) => setTimeout(r, 20));
    }
    expect(refusedByBoth).toBe(true);
  });
});
