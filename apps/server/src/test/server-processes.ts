import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { adminQuery, freePort, testDatabaseUrl } from "./test-database";

// The operations tests (issue 19) run the server as production does: real processes started
// with `npm run start:server`'s command, on a database of their own, behind the shipped nginx.
const root = join(import.meta.dirname, "..", "..", "..", "..");
export const deployDir = join(root, "deploy");
/** Debian's nginx-light, installed by .ci/run; the tests that need it skip without it. */
export const nginxBinary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));

/** Waits until `check` holds, or throws naming `what`. */
export async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not get ready`);
}

const answers = (url: string) =>
  fetch(url).then(
    (r) => r.ok,
    () => false,
  );

/** A new, empty PostgreSQL database on the test server, dropped by `drop()`. */
export async function scratchDatabase(prefix: string) {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString("hex")}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(testDatabaseUrl() ?? "");
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export interface ServerProcess {
  base: string;
  process: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * `npm run start:server`'s command with the demo accounts, on a free port or `env.PORT` (a
 * replacement taking its predecessor's place); resolves once ready.
 */
export async function startServerProcess(databaseUrl: string, env: Record<string, string> = {}) {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DEMO_MODE: "true",
      PORT: String(port),
      HOST: "127.0.0.1",
      SECRET_KEY: "ops-test-secret-key-0123456789abcdef",
      JOBS_POLL_SECONDS: "0",
      LOG_LEVEL: "silent",
      NODE_ENV: "test",
      // Demo mode's CSC sandbox is not what these processes test (demo-sandbox.test.ts does).
      CSC_SANDBOX: "false",
      PEC_SANDBOX: "false",
      ...env,
    },
    stdio: "ignore",
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  // Compiled at start (tsx): on two cores busy with other suites and a load test, a minute or more.
  await until(() => answers(`${base}/api/ready/`), 120_000, "the server");
  return { base, process: child, exited } satisfies ServerProcess;
}

/** One JSON call: GET without a body, POST with one. */
export async function httpCall(base: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { ...(token ? { authorization: `JWT ${token}` } : {}), "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json().catch(() => null) };
}

/**
 * The 4+4 lease over HTTP and the fewest answers that save it: its landlords and tenants are
 * repeating parties (issue 32), one item each. The processes' tests save it while instances come
 * and go.
 */
export async function freeLeaseOverHttp(base: string, token: string) {
  const templates = await httpCall(base, "/api/agreement/customer/template/list/?no_page=no_page", token);
  const lease = templates.json.results.find((r: { title: string }) =>
    /uso abitativo a canone libero/.test(r.title),
  ) as { id: number };
  const values = {
    locatori: [{ nome: "Mario Rossi" }],
    conduttori: [{ nome: "Anna Bianchi" }],
    canone_annuo: "9600",
  };
  return { lease, values };
}

/** A demo account's session token, signed in through `base`. */
export async function signIn(base: string, username: string) {
  const login = await httpCall(base, "/api/account/customer/login/", undefined, {
    username,
    password: "demo-password-2026",
  });
  if (login.status !== 200) throw new Error(`${username} could not sign in: ${login.status}`);
  return login.json.token as string;
}

/**
 * deploy/nginx.conf with this machine's upstreams, port and writable paths. Each replacement
 * must find its text, so a change to the shipped file cannot leave the tests on another config.
 */
export function renderNginxConfig(dir: string, port: number, upstreams: string[]): string {
  let conf = readFileSync(join(deployDir, "nginx.conf"), "utf8");
  const swap = (from: string, to: string) => {
    if (!conf.includes(from)) throw new Error(`deploy/nginx.conf no longer has «${from}»`);
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
    `default_type application/octet-stream;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;`,
  );
  swap("access_log /var/log/nginx/access.log masked;", `access_log ${dir}/access.log masked;`);
  const file = join(dir, "nginx.conf");
  writeFileSync(file, conf);
  return file;
}

/** Debian's nginx in front of `upstreams` (host:port), with the shipped config; `stop()` ends it. */
export async function startNginx(nginx: string, upstreams: string[]) {
  const dir = mkdtempSync(join(tmpdir(), "nginx-"));
  const port = await freePort();
  const file = renderNginxConfig(dir, port, upstreams);
  const proxy = spawn(nginx, ["-c", file, "-p", dir, "-g", "daemon off;"], { stdio: "ignore" });
  const base = `http://127.0.0.1:${port}`;
  await until(() => answers(`${base}/api/health/`), 10_000, "nginx");
  return { base, dir, stop: () => proxy.kill("SIGTERM") };
}
