import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteTableEntry } from "../platform/auth/access";
import { type OwnershipFixture, ownedResources, SHARED_CONTENT } from "./ownership-resources";
import { authHeader, createTestApp, type TestApp } from "./test-app";
import { timeSuite } from "./time-suite";

/**
 * The ownership matrix (issue 13): for every customer-owned resource type, a second customer
 * gets 404 on every call that takes the owner's id, never sees the resource in a list, and
 * changes nothing. Every customer route that takes an id must be claimed in
 * ownership-resources.ts, by a resource or as shared content: a route added later without an
 * entry fails the first test.
 */

let t: TestApp;
let owner: string;
let intruder: string;

const C = "/api/agreement/customer";
const K = "/api/calculator/customer";
async function call(token: string, method: string, url: string, payload?: object) {
  const options: InjectOptions = {
    method: method as InjectOptions["method"],
    url,
    headers: { ...authHeader(token), "accept-language": "en" },
    ...(payload ? { payload } : {}),
  };
  const response = await t.app.inject(options);
  const json = response.headers["content-type"]?.includes("json") ? response.json() : undefined;
  return { status: response.statusCode, json };
}
const ok = async (token: string, method: string, url: string, payload?: object) => {
  const response = await call(token, method, url, payload);
  if (response.status >= 300)
    throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(response.json)}`);
  return response.json;
};

const fixture: OwnershipFixture = { ok, leaseId: 0, leaseFields: [], legalInterestId: 0, db: null };
const RESOURCES = ownedResources(fixture);

const key = (route: RouteTableEntry) => `${route.method} ${route.url}`;
const takesId = (route: RouteTableEntry) => route.url.includes(":id");
const customerReachable = (route: RouteTableEntry) =>
  route.access === "customer" || route.access === "authenticated";

beforeAll(async () => {
  t = await createTestApp({}, { demoCatalogue: true });
  [owner, intruder] = await t.loginAll("demo-customer", "demo-customer-2");
  fixture.db = t.database.db;
  const templates = (await ok(owner, "GET", `${C}/template/list/?no_page=no_page`)).results;
  fixture.leaseId = templates.find((r: { title: string }) => /uso abitativo/.test(r.title)).id;
  fixture.leaseFields = (await ok(owner, "GET", `${C}/template/retrieve/${fixture.leaseId}/`)).fields;
  const calculators = (await ok(owner, "GET", `${K}/template/list/?no_page=no_page`)).results;
  fixture.legalInterestId = calculators.find((r: { code: string }) => r.code === "interessi-legali").id;
});
afterAll(() => t.close());

describe("the ownership matrix, generated from the route table", () => {
  it("claims every customer route that takes an id", () => {
    const claimed = new Map<string, string>();
    for (const resource of RESOURCES) {
      for (const route of Object.keys(resource.routes)) claimed.set(route, resource.name);
    }
    const routes = t.app.routeTable.filter((r) => customerReachable(r) && takesId(r)).map(key);
    const unclaimed = routes.filter((r) => !claimed.has(r) && !SHARED_CONTENT.has(r));
    expect(unclaimed, "declare these routes under their resource in RESOURCES, or as SHARED_CONTENT").toEqual(
      [],
    );
    const stale = [...claimed.keys(), ...SHARED_CONTENT].filter((r) => !routes.includes(r));
    expect(stale, "routes declared here that the server does not have").toEqual([]);
  });

  for (const resource of RESOURCES) {
    it(`keeps a customer's ${resource.name} from every other customer`, async () => {
      const done = timeSuite(`ownership matrix: ${resource.name}`);
      const id = await resource.create(owner);
      const before = await resource.snapshot(owner, id);
      expect(before).toBeDefined();
      // The owner's own calls may send mail (an invitation to sign); the intruder's send none.
      const mailsBefore = t.sentMail.length;
      for (const [route, { body, query = "" }] of Object.entries(resource.routes)) {
        const [method = "GET", url = ""] = route.split(" ");
        const answer = await call(intruder, method, `${url.replace(":id", String(id))}${query}`, body);
        expect(answer.status, `${resource.name}: ${route}`).toBe(404);
        expect(answer.json, route).toEqual({ status_code: 404, non_field_errors: ["Not found"] });
      }
      expect(await resource.listedIds(intruder)).not.toContain(id);
      expect(await resource.listedIds(owner)).toContain(id);
      expect(await resource.snapshot(owner, id)).toEqual(before);
      expect(t.sentMail).toHaveLength(mailsBefore);
      done(`${Object.keys(resource.routes).length} calls`);
    });
  }
});
