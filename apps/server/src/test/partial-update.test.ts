import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { createTestApp, type TestApp } from "./test-app";

/**
 * Partial means partial (issue 13: a rename once wiped an agreement's values, because the
 * update schema carried the create schema's defaults). Generated from the route table: every
 * `partial-update` route, today's and tomorrow's, must read an empty body as "change nothing",
 * so no key it was not sent can reach the service.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("every partial-update route", () => {
  it("adds nothing to what was sent: its body schema has no defaults", () => {
    const routes = t.app.routeTable.filter((route) => route.url.includes("/partial-update/"));
    expect(routes.length).toBeGreaterThan(3);
    for (const route of routes) {
      const body = route.schema?.body as z.ZodType | undefined;
      expect(body, `${route.method} ${route.url} declares a body schema`).toBeDefined();
      expect(body?.parse({}), `${route.method} ${route.url}`).toEqual({});
    }
  });
});
