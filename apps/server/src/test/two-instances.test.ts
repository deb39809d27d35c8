import { spawnSync } from "node:child_process";
import autocannon from "autocannon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  freeLeaseOverHttp,
  httpCall,
  nginxBinary,
  type ServerProcess,
  scratchDatabase,
  signIn,
  startNginx,
  startServerProcess,
} from "./server-processes";
import { startSmtpPeer } from "./smtp-peer";
import { testDatabaseUrl } from "./test-database";

// Issue 19: two production processes on one PostgreSQL behind the shipped nginx, each polling
// the job queue every second. A reminder goes out exactly once; SIGTERM to one instance lets
// its in-flight request finish while nginx sends the rest to the other, with no error seen.
const onPostgres = process.env.TEST_DB === "postgres" && testDatabaseUrl() !== null;

describe.skipIf(!onPostgres || !nginxBinary)("two server processes behind nginx (skipped on PGlite)", () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let servers: ServerProcess[] = [];
  let proxy: Awaited<ReturnType<typeof startNginx>>;
  let token: string;

  beforeAll(async () => {
    database = await scratchDatabase("test_ops");
    smtp = await startSmtpPeer();
    const env = {
      JOBS_POLL_SECONDS: "1",
      SMTP_URL: smtp.url,
      TRUST_PROXY: "true",
      SHUTDOWN_GRACE_SECONDS: "3",
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    servers = [await startServerProcess(database.url, env), await startServerProcess(database.url, env)];
    proxy = await startNginx(
      nginxBinary as string,
      servers.map((s) => new URL(s.base).host),
    );
    token = await signIn(proxy.base, "demo-customer");
  }, 120_000);
  afterAll(async () => {
    proxy?.stop();
    for (const server of servers) server.process.kill("SIGKILL");
    await smtp?.close();
    await database?.drop();
  });

  /** 100 connections on the customer's agreement list through nginx, for `seconds`. */
  const loadAgreementList = (seconds: number) =>
    autocannon({
      url: `${proxy.base}/api/agreement/customer/agreement/list/?per_page=10&page=2`,
      connections: 100,
      duration: seconds,
      headers: { authorization: `JWT ${token}` },
    });
  const failures = (result: autocannon.Result) => ({
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  });

  it("sends each appointment's reminder exactly once, though both instances poll the queue", async () => {
    const titles = Array.from({ length: 10 }, (_, i) => `Promemoria unico ${i + 1}`);
    const soon = new Date(Date.now() + 2_000);
    const later = new Date(soon.getTime() + 30 * 60_000);
    for (const title of titles) {
      const created = await httpCall(proxy.base, "/api/calendar/customer/appointment/create/", token, {
        title,
        start: soon.toISOString(),
        end: later.toISOString(),
        reminder: 0,
      });
      expect(created.status).toBe(201);
    }
    // Due in 2 s, polled every second by each instance: sent within a few seconds.
    await smtp.waitFor(titles.length, 15_000);
    // Both instances have polled several times more: nothing is sent twice.
    await new Promise((r) => setTimeout(r, 3_000));
    const subjects = smtp.received.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1] ?? "");
    expect(smtp.received).toHaveLength(titles.length);
    expect(new Set(subjects).size).toBe(titles.length);
  }, 60_000);

  it("holds 100 connections on the agreement list with no failed call, reusing its connections to the instances", async () => {
    // nginx's closed upstream connections wait in TIME_WAIT on its side for 60 s (counted with
    // iproute2's `ss` where it is installed). Too few kept-alive connections (32 until issue 33)
    // left thousands there within seconds, on the way to running out of ports.
    const ports = servers.map((s) => new URL(s.base).port);
    const waiting = () => {
      const filter = ports.map((port) => `dport = :${port}`).join(" or ");
      const ss = spawnSync("ss", ["-Htan", "state", "time-wait", `( ${filter} )`], { encoding: "utf8" });
      return ss.status === 0 ? ss.stdout.split("\n").filter(Boolean).length : null;
    };
    const before = waiting();
    const result = await loadAgreementList(5);
    expect(result.requests.total).toBeGreaterThan(1_000);
    expect(failures(result)).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
    // With reuse, each upstream connection closes once: when it has idled past nginx's 2 s upstream
    // keepalive_timeout. nginx picks the instance first, then an idle connection to it, so each
    // instance may get up to one per client connection: at most 200 here, never thousands. Counted
    // once they have all idled out, so the count does not depend on how fast autocannon returns.
    await new Promise((r) => setTimeout(r, 3_000));
    const after = waiting();
    if (before !== null && after !== null) expect(after - before).toBeLessThan(servers.length * 100 + 50);
  }, 30_000);

  it("answers every call of 100 connections for 30 s: none reset when a connection passes 1,000 calls", async () => {
    // nginx closed each client connection after its 1,000th call by default, and a client that had
    // already written the next one read a reset: 6 in 150,496 calls (issue 49 §3). Here about
    // 150,000 calls: every connection passes 1,000. A busy machine makes fewer; the floor is low.
    const result = await loadAgreementList(30);
    expect(result.requests.total).toBeGreaterThan(10_000);
    expect(failures(result)).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
  }, 60_000);

  it("drains an instance on SIGTERM: its in-flight save is kept, and nginx answers every call meanwhile", async () => {
    const { lease, values } = await freeLeaseOverHttp(proxy.base, token);
    const statuses = new Map<number | string, number>();
    let stopped = false;
    let calls = 0;
    const lane = async (n: number) => {
      for (let i = 0; !stopped; i++) {
        const status = await (i % 2
          ? httpCall(proxy.base, "/api/agreement/customer/agreement/list/?per_page=10", token)
          : httpCall(proxy.base, "/api/agreement/customer/agreement/create/", token, {
              title: `Durante l'arresto ${n}-${i}`,
              template: lease.id,
              values,
            })
        ).then(
          (response) => response.status,
          (error: Error) => `${error.message}: ${(error.cause as Error | undefined)?.message}`,
        );
        calls++;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    const lanes = [1, 2, 3, 4].map(lane);
    try {
      await new Promise((r) => setTimeout(r, 1_000));

      // A save whose body is still arriving, straight to the first instance, when SIGTERM comes.
      const [first] = servers as [ServerProcess];
      const body = JSON.stringify({ title: "Salvato durante l'arresto", template: lease.id, values });
      const encoder = new TextEncoder();
      const slowBody = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode(body.slice(0, 10)));
          await new Promise((r) => setTimeout(r, 300));
          first.process.kill("SIGTERM");
          await new Promise((r) => setTimeout(r, 700));
          controller.enqueue(encoder.encode(body.slice(10)));
          controller.close();
        },
      });
      const sentAt = Date.now();
      const inFlight = await fetch(`${first.base}/api/agreement/customer/agreement/create/`, {
        method: "POST",
        headers: { authorization: `JWT ${token}`, "content-type": "application/json" },
        body: slowBody,
        duplex: "half",
      } as RequestInit);
      expect(inFlight.status).toBe(201);
      const saved = (await inFlight.json()) as { id: number };
      // It exits by itself once drained (nginx drops its idle connections within 2 s), long before it would be forced.
      expect(await first.exited).toBe(0);
      expect(Date.now() - sentAt).toBeLessThan(8_000);

      // The other instance carries on alone, through nginx, for a while.
      const afterExit = calls;
      await new Promise((r) => setTimeout(r, 1_500));
      expect(calls - afterExit).toBeGreaterThan(10);
      const kept = await httpCall(
        proxy.base,
        `/api/agreement/customer/agreement/retrieve/${saved.id}/`,
        token,
      );
      expect(kept.json.title).toBe("Salvato durante l'arresto");
    } finally {
      stopped = true;
      await Promise.all(lanes);
    }
    // Every call through nginx, before, during and after the drain, was answered as usual.
    expect([...statuses.keys()].sort()).toEqual([200, 201]);
  }, 90_000);

  // Last: it leaves this machine's address locked out of signing in for 15 minutes.
  it("limits sign-ins by the client's own address: one it writes in X-Forwarded-For is not believed", async () => {
    // The instances trust nginx's X-Forwarded-For (TRUST_PROXY=true). nginx passed on the list the
    // client sent with its own address appended, and the app read the first: a client that wrote
    // a new address on each guess was never limited.
    const signIn = (forged: string, username: string, password: string) =>
      fetch(`${proxy.base}/api/account/customer/login/`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": forged },
        body: JSON.stringify({ username, password }),
      });
    // As many usernames guessed as one address may (LOGIN_MAX_FAILURES_PER_IP's default, 30), each
    // from an address of its own as the client tells it.
    for (let i = 1; i <= 30; i++)
      expect((await signIn(`203.0.113.${i}`, `guess-${i}`, "not-the-password")).status).toBe(400);
    const limited = await signIn("203.0.113.99", "demo-customer", "demo-password-2026");
    expect(limited.status).toBe(429);
  }, 30_000);
});
