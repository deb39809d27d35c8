import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";
import type { Access } from "./access";

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ["demo-customer", "demo-editor", "demo-nobody"]) tokens[user] = await t.login(user);
});
afterAll(() => t.close());

const concrete = (url: string) => url.replace(/:(\w+)/g, "1");

/** Users whose role does not open a route with this access rule. */
const wrongRoleUsers: Record<Access, string[]> = {
  public: [],
  authenticated: [],
  customer: ["demo-editor", "demo-nobody"],
  editor: ["demo-customer", "demo-nobody"],
};

describe("access rules, generated from the route table", () => {
  it("covers the API (a new route is checked without touching this test)", () => {
    expect(t.app.routeTable.length).toBeGreaterThan(8);
    expect(t.app.routeTable.some((r) => r.access === "customer")).toBe(true);
  });

  it("answers 401 in the error shape without a token, on every non-public route", async () => {
    for (const route of t.app.routeTable.filter((r) => r.access !== "public")) {
      const response = await t.app.inject({ method: route.method as "GET", url: concrete(route.url) });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json()).toMatchObject({ status_code: 401, non_field_errors: [expect.any(String)] });
    }
  });

  it("answers 401 with a malformed or forged token", async () => {
    const route = t.app.routeTable.find((r) => r.access === "authenticated");
    expect(route).toBeDefined();
    for (const authorization of ["JWT nonsense", "Bearer x", `JWT ${tokens["demo-customer"]}x`]) {
      const response = await t.app.inject({
        method: "GET",
        url: "/api/account/me/",
        headers: { authorization },
      });
      expect(response.statusCode, authorization).toBe(401);
    }
  });

  it("answers 403 with the wrong role, on every role-restricted route", async () => {
    for (const route of t.app.routeTable) {
      for (const user of wrongRoleUsers[route.access]) {
        const response = await t.app.inject({
          method: route.method as "GET",
          url: concrete(route.url),
          headers: authHeader(tokens[user] ?? ""),
        });
        expect(response.statusCode, `${user} ${route.method} ${route.url}`).toBe(403);
        expect(response.json().status_code).toBe(403);
      }
    }
  });

  it("refuses to start when a route does not declare its access rule", async () => {
    const { default: Fastify } = await import("fastify");
    const { registerAccessControl } = await import("./access");
    const app = Fastify();
    registerAccessControl(app, { authenticate: async () => null } as never);
    expect(() => app.get("/api/undeclared/", async () => ({}))).toThrow(/does not declare its access rule/);
    await app.close();
  });
});
