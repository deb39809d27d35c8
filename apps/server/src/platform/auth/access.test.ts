import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  tokens["demo-customer"] = await t.login("demo-customer");
});
afterAll(() => t.close());

// Every route against every role: the generated role matrix in src/test/role-matrix.test.ts.
describe("access rules", () => {
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

  it("refuses to start when a route does not declare its access rule", async () => {
    const { default: Fastify } = await import("fastify");
    const { registerAccessControl } = await import("./access");
    const app = Fastify();
    registerAccessControl(app, { authenticate: async () => null } as never, { editorMfaRequired: false });
    expect(() => app.get("/api/undeclared/", async () => ({}))).toThrow(/does not declare its access rule/);
    await app.close();
  });
});
