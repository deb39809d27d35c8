import { isDeepStrictEqual } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { isWholeList, listVerdict, medianOfRuns } from "../../../../bench/list-budget";
import { caseUrl, isListRoute, LIST_CASES, type ListCase } from "../../../../bench/list-cases";
import { forgetListsBuiltPerCall, listsBuiltPerCall } from "../platform/list/json-list";
import { authHeader, createTestApp, type TestApp } from "./test-app";

/**
 * Issue 33: every list of the route table is measured by `api-bench`, so a new list cannot skip
 * the budget; and every case the bench measures is a call the server answers, not a typo that
 * would time a 400.
 */
// Twice: with the kept pages (the default) and without, as api-bench measures both, since some
// lists answer from another statement when no page is kept.
describe.each(["on", "off"] as const)("api-bench's list cases, kept pages %s", (cache) => {
  let t: TestApp;
  let tokens: Record<ListCase["role"], string>;

  beforeAll(async () => {
    t = await createTestApp({ LIST_PAGE_CACHE: cache }, { demoCatalogue: true });
    tokens = { customer: await t.login("demo-customer"), editor: await t.login("demo-editor") };
  });
  afterAll(() => t?.close());

  it("cover every list route of the route table, and name only routes it has", () => {
    const lists = t.app.routeTable
      .filter((route) => isListRoute(route.method, route.url))
      .map((route) => `${route.method} ${route.url}`);
    const measured = new Set(LIST_CASES.map((c) => c.route));
    expect(lists.filter((route) => !measured.has(route))).toEqual([]);
    const routes = new Set(t.app.routeTable.map((route) => `${route.method} ${route.url}`));
    expect([...measured].filter((route) => !routes.has(route))).toEqual([]);
  });

  // A list PostgreSQL writes (platform/list/json-list.ts) skips the response schema: its answer
  // must still be exactly the declared shape, no key missing, added or of another type.
  it("are each answered 200 for its role, exactly in the route's declared shape", async () => {
    const get = async (role: ListCase["role"], url: string) => {
      const response = await t.app.inject({ method: "GET", url, headers: authHeader(tokens[role]) });
      return { status: response.statusCode, json: response.json() as unknown };
    };
    const wrong: string[] = [];
    forgetListsBuiltPerCall();
    for (const listCase of LIST_CASES) {
      const url = await caseUrl(listCase, async (from) => (await get(listCase.role, from)).json);
      const { status, json } = await get(listCase.role, url);
      if (status !== 200) wrong.push(`${listCase.name}: ${url} → ${status} ${JSON.stringify(json)}`);
      const schema = responseSchema(t, listCase.route);
      const parsed = schema.safeParse(json);
      if (!parsed.success) wrong.push(`${listCase.name}: ${parsed.error.message}`);
      else if (!isDeepStrictEqual(parsed.data, json))
        wrong.push(`${listCase.name}: the declared shape differs from ${JSON.stringify(json).slice(0, 300)}`);
    }
    expect(wrong).toEqual([]);
    // …and each one's statement was compiled once and only bound since, none built per call.
    expect([...listsBuiltPerCall]).toEqual([]);
  });
});

/** The route's declared 200 answer (a zod schema, as every route declares it). */
function responseSchema(t: TestApp, route: string): ZodType {
  const entry = t.app.routeTable.find((r) => `${r.method} ${r.url}` === route);
  const schema = (entry?.schema as { response?: Record<number, ZodType> } | undefined)?.response?.[200];
  if (!schema) throw new Error(`${route} declares no 200 answer`);
  return schema;
}

/** Issue 49 §4: the verdict `npm run bench` prints per case, against /api/ready/. */
describe("the list budget's verdict", () => {
  const ready = {
    name: "ready",
    requestsPerSecond: 5000,
    latencyP50: 8,
    latencyP99: 20,
    errors: 0,
    non2xx: 0,
  };
  const at = (rps: number, p99: number, failed = 0) => ({
    name: "case",
    requestsPerSecond: rps,
    latencyP50: p99 / 2,
    latencyP99: p99,
    errors: failed,
    non2xx: 0,
  });
  const page = { route: "GET /api/agreement/customer/agreement/list/", query: "per_page=10&page=2" };
  const tree = { route: "GET /api/agreement/customer/category/:id/descendant-nodes-list/", query: "" };
  const unpaged = { route: "GET /api/agreement/customer/address-book/list/", query: "no_page=no_page" };

  it("holds a page to 0.4× ready and a whole tree or unpaged list to 0.25×", () => {
    expect(listVerdict(page, at(2000, 30), ready).withinBudget).toBe(true);
    expect(listVerdict(page, at(1650, 30), ready)).toMatchObject({ withinBudget: false, floor: 0.4 });
    expect(listVerdict(tree, at(1300, 30), ready)).toMatchObject({ withinBudget: true, floor: 0.25 });
    expect(listVerdict(unpaged, at(1200, 30), ready).withinBudget).toBe(false);
  });

  it("holds p99 to twice ready's at equal throughput, and fails any failed call", () => {
    // As fast as ready: twice its p99 at most.
    expect(listVerdict(page, at(5000, 41), ready).reasons).toEqual([
      "p99 41 ms > 40 ms (2.05× ready's at equal throughput)",
    ]);
    // Half as fast, so twice the wait on each of the 50 connections (decision 0034): 2.5× ready's
    // p99 is a tail no heavier than ready's; 5× is one.
    expect(listVerdict(page, at(2500, 50), ready)).toMatchObject({ withinBudget: true, p99Limit: 80 });
    expect(listVerdict(page, at(2500, 100), ready)).toMatchObject({
      withinBudget: false,
      p99ToReady: 5,
      p99ToReadyAtEqualRate: 2.5,
    });
    expect(listVerdict(page, at(5000, 20, 1), ready).withinBudget).toBe(false);
  });

  it("judges a list by the medians of its runs in turn with ready, counting every failed call", () => {
    // One slow moment of the machine (the second run) counts against neither side.
    const list = medianOfRuns([at(2100, 30), at(1300, 60), at(2000, 32, 1)]);
    expect(list).toMatchObject({ requestsPerSecond: 2000, latencyP99: 32, errors: 1 });
    expect(medianOfRuns([at(1000, 10), at(3000, 30)])).toMatchObject({
      requestsPerSecond: 2000,
      latencyP99: 20,
    });
    expect(() => medianOfRuns([])).toThrow();
  });

  it("names every whole tree and unpaged case of the bench as such", () => {
    const whole = LIST_CASES.filter(isWholeList).map((c) => c.name);
    expect(whole).toContain("editor: categories");
    expect(whole).toContain("categories, under one");
    expect(whole).toContain("address book");
    expect(whole).not.toContain("address book, search");
    expect(whole).not.toContain("editor: templates, page 2");
  });
});
