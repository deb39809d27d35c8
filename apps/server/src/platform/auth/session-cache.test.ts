import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";

// Two app instances on one database, as behind a load balancer (DESIGN §12): a session ended
// on one must be refused at once by the other, although both cache sessions.
let first: TestApp;
let second: FastifyInstance;

beforeAll(async () => {
  first = await createTestApp({ SESSION_CACHE_SECONDS: 300 });
  second = await buildApp({ config: first.config, database: first.database, logger: false });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: "GET", url: "/api/account/me/", headers: authHeader(token) });

async function eventually(check: () => Promise<boolean>, timeoutMs = 2000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 10));
  }
  return true;
}

describe("session cache across instances", () => {
  it("serves a session signed in on one instance from the other (stateless instances)", async () => {
    const token = await first.login("demo-customer");
    expect((await me(second, token)).json().username).toBe("demo-customer");
  });

  it("refuses on every instance a session logged out on one, despite the cache", async () => {
    const token = await first.login("demo-customer");
    // Both instances now hold the session in their cache.
    expect((await me(first.app, token)).statusCode).toBe(200);
    expect((await me(second, token)).statusCode).toBe(200);
    const logout = await second.inject({
      method: "POST",
      url: "/api/account/customer/logout/",
      headers: authHeader(token),
    });
    expect(logout.statusCode).toBe(200);
    expect((await me(second, token)).statusCode).toBe(401);
    expect(await eventually(async () => (await me(first.app, token)).statusCode === 401)).toBe(true);
  });
});
