import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteTableEntry } from "../platform/auth/access";
import { sampleValues } from "./sample-values";
import { authHeader, createTestApp, type TestApp } from "./test-app";
import { timeSuite } from "./time-suite";

/**
 * The ownership matrix (issue 13): for every customer-owned resource type, a second customer
 * gets 404 on every call that takes the owner's id, never sees the resource in a list, and
 * changes nothing. Every customer route that takes an id must be claimed below, by a resource
 * or as shared content: a route added later without an entry fails the first test.
 */

type Call = { body?: object; query?: string };

interface OwnedResource {
  name: string;
  /** Creates one as `token`'s customer and answers its id. */
  create(token: string): Promise<number>;
  /** Every route that takes this resource's id, with a body that passes validation. */
  routes: Record<string, Call>;
  /** What the owner sees of it: must be the same after the intruder's calls. */
  snapshot(token: string, id: number): Promise<unknown>;
  /** The ids a customer's list(s) show. */
  listedIds(token: string): Promise<number[]>;
}

/** Customer routes that take an id of shared content (the same for every customer). */
const SHARED_CONTENT = new Set([
  "GET /api/agreement/customer/template/retrieve/:id/",
  "GET /api/agreement/customer/category/:id/descendant-nodes-list/",
  "GET /api/agreement/customer/wizard/:id/children-nodes-list/",
  "GET /api/agreement/customer/template-with-calculator/retrieve/:id/",
  "GET /api/calculator/customer/template/retrieve/:id/",
  "PUT /api/calculator/customer/template/evaluate/:id/",
  "PUT /api/calculator/customer/template/evaluate-download/:id/",
  "GET /api/calculator/customer/template/series/:id/",
  "GET /api/calculator/customer/wizard/:id/children-nodes-list/",
  "GET /api/calculator/customer/wizard/:id/descendant-nodes-list/",
]);

let t: TestApp;
let owner: string;
let intruder: string;
let leaseId: number;
let leaseFields: Parameters<typeof sampleValues>[0];
let legalInterestId: number;

const C = "/api/agreement/customer";
const K = "/api/calculator/customer";
const P = "/api/profile/customer";
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

const RESOURCES: OwnedResource[] = [
  {
    name: "agreement",
    async create(token) {
      const body = {
        title: "Contratto del titolare",
        template: leaseId,
        values: sampleValues(leaseFields),
        calculations: [
          {
            calculator: legalInterestId,
            values: { capitale: "1000", data_inizio: "2024-01-01", data_fine: "2024-12-31" },
          },
        ],
      };
      return (await ok(token, "POST", `${C}/agreement/create/`, body)).id;
    },
    routes: {
      "GET /api/agreement/customer/agreement/retrieve/:id/": {},
      "GET /api/calendar/customer/appointment/deadlines/:id/": {},
      "POST /api/calendar/customer/appointment/add-deadlines/:id/": { body: {} },
      "PUT /api/agreement/customer/agreement/partial-update/:id/": { body: { title: "Preso da un altro" } },
      "PATCH /api/agreement/customer/agreement/set-status/:id/": { body: { status: "draft" } },
      "POST /api/agreement/customer/agreement/duplicate/:id/": { body: { title: "Copia abusiva" } },
      "GET /api/agreement/customer/agreement/download/:id/": { query: "?downloadFormat=pdf" },
      "GET /api/agreement/customer/agreement/prospetto/:id/": {
        // The owner's agreement keeps a legal-interest calculation (known once the app runs).
        get query() {
          return `?calculator=${legalInterestId}`;
        },
      },
      "POST /api/agreement/customer/agreement/sendmail/:id/": {
        body: { to_email: ["intruso@example.com"], subject: "Il contratto di un altro" },
      },
      "GET /api/agreement/customer/agreement/:id/template/": {},
      "GET /api/agreement/customer/agreement/compare/:id/": {},
      "POST /api/agreement/customer/agreement/upgrade/:id/": { body: {} },
      "DELETE /api/agreement/customer/agreement/destroy/:id/": {},
    },
    snapshot: (token, id) => ok(token, "GET", `${C}/agreement/retrieve/${id}/`),
    async listedIds(token) {
      return (await ok(token, "GET", `${C}/agreement/list/?no_page=no_page`)).results.map(
        (r: { id: number }) => r.id,
      );
    },
  },
  {
    name: "address-book contact",
    async create(token) {
      const body = {
        typology: "PF",
        data: { nome: "Mario", cognome: "Rossi", codice_fiscale: "RSSMRA80A01H501U" },
      };
      return (await ok(token, "POST", `${C}/address-book/create/`, body)).id;
    },
    routes: {
      "GET /api/agreement/customer/address-book/retrieve/:id/": {},
      "PUT /api/agreement/customer/address-book/partial-update/:id/": { body: { data: { nome: "Preso" } } },
      "DELETE /api/agreement/customer/address-book/destroy/:id/": {},
    },
    snapshot: (token, id) => ok(token, "GET", `${C}/address-book/retrieve/${id}/`),
    async listedIds(token) {
      return (await ok(token, "GET", `${C}/address-book/list/?no_page=no_page`)).results.map(
        (r: { id: number }) => r.id,
      );
    },
  },
  {
    name: "calendar appointment",
    async create(token) {
      const body = {
        title: "Firma del contratto",
        start: "2026-12-03T10:00:00+01:00",
        end: "2026-12-03T11:00:00+01:00",
        reminder: 60,
      };
      return (await ok(token, "POST", "/api/calendar/customer/appointment/create/", body)).id;
    },
    routes: {
      "GET /api/calendar/customer/appointment/retrieve/:id/": {},
      "PUT /api/calendar/customer/appointment/partial-update/:id/": { body: { title: "Preso" } },
      "GET /api/calendar/customer/appointment/ics/:id/": {},
      "DELETE /api/calendar/customer/appointment/destroy/:id/": {},
    },
    snapshot: (token, id) => ok(token, "GET", `/api/calendar/customer/appointment/retrieve/${id}/`),
    async listedIds(token) {
      return (await ok(token, "GET", "/api/calendar/customer/appointment/list/?no_page=no_page")).results.map(
        (r: { id: number }) => r.id,
      );
    },
  },
  {
    name: "notification",
    async create(token) {
      const body = {
        title: "Telefonare al cliente",
        text: "Per la firma",
        date: "2026-12-03T10:00:00+01:00",
      };
      return (await ok(token, "POST", "/api/account/customer/notify/create/", body)).id;
    },
    routes: {
      "GET /api/account/customer/notify/retrieve/:id/": {},
      "PUT /api/account/customer/notify/partial-update/:id/": { body: { title: "Preso" } },
      "PATCH /api/account/customer/notify/set-status/:id/": { body: { status: "unread" } },
      "DELETE /api/account/customer/notify/destroy/:id/": {},
    },
    snapshot: (token, id) => ok(token, "GET", `/api/account/customer/notify/retrieve/${id}/`),
    async listedIds(token) {
      return (await ok(token, "GET", "/api/account/customer/notify/list/?no_page=no_page")).results.map(
        (r: { id: number }) => r.id,
      );
    },
  },
  {
    name: "firm (company)",
    // The owner's own firm: another firm's administrator never reaches it.
    create: async (token) => (await ok(token, "GET", `${P}/company/list/`)).results[0].id,
    routes: {
      "GET /api/profile/customer/company/retrieve/:id/": {},
      "PUT /api/profile/customer/company/partial-update/:id/": { body: { phone: "000 000000" } },
    },
    snapshot: (token, id) => ok(token, "GET", `${P}/company/retrieve/${id}/`),
    listedIds: async (token) =>
      (await ok(token, "GET", `${P}/company/list/`)).results.map((r: { id: number }) => r.id),
  },
  {
    name: "firm licence",
    create: async (token) => (await ok(token, "POST", `${P}/licence/create/`, { plan: "work", seats: 2 })).id,
    routes: {
      "GET /api/profile/customer/licence/retrieve/:id/": {},
      "PUT /api/profile/customer/licence/partial-update/:id/": { body: { seats: 9 } },
    },
    snapshot: (token, id) => ok(token, "GET", `${P}/licence/retrieve/${id}/`),
    listedIds: async (token) =>
      (await ok(token, "GET", `${P}/licence/list/`)).results.map((r: { id: number }) => r.id),
  },
  {
    name: "firm member (profile)",
    create: async (token) => (await ok(token, "GET", `${P}/profile/list/?no_page=no_page`)).results[0].id,
    routes: {
      "GET /api/profile/customer/profile/retrieve/:id/": {},
      "PUT /api/profile/customer/profile/partial-update/:id/": { body: { first_name: "Preso" } },
      "POST /api/profile/customer/profile/end-sessions/:id/": {},
    },
    snapshot: async (token, id) => {
      const { live_sessions: _live, ...person } = await ok(token, "GET", `${P}/profile/retrieve/${id}/`);
      return person;
    },
    listedIds: async (token) =>
      (await ok(token, "GET", `${P}/profile/list/?no_page=no_page`)).results.map((r: { id: number }) => r.id),
  },
  {
    name: "favourite",
    async create(token) {
      return (
        await ok(token, "POST", `${C}/favourite/create/`, { typology: "agreement", template_id: leaseId })
      ).id;
    },
    routes: { "DELETE /api/agreement/customer/favourite/destroy/:id/": {} },
    async snapshot(token, id) {
      const list = await ok(token, "GET", `${C}/favourite/agreement-calculator/list/?no_page=no_page`);
      return list.results.find((f: { id: number }) => f.id === id);
    },
    async listedIds(token) {
      const list = await ok(token, "GET", `${C}/favourite/agreement-calculator/list/?no_page=no_page`);
      return list.results.map((f: { id: number }) => f.id);
    },
  },
  {
    name: "calculator favourite",
    async create(token) {
      const favourite = { typology: "calculator", template_id: legalInterestId };
      return (await ok(token, "POST", `${C}/favourite/create/`, favourite)).id;
    },
    routes: {
      "DELETE /api/calculator/customer/favourite/destroy/:id/": {},
      "DELETE /api/agreement/customer/favourite/destroy/:id/": {},
    },
    async snapshot(token, id) {
      const list = await ok(token, "GET", `${K}/favourite/list/?no_page=no_page`);
      return list.results.find((f: { id: number }) => f.id === id);
    },
    async listedIds(token) {
      const lists = await Promise.all([
        ok(token, "GET", `${K}/favourite/list/?no_page=no_page`),
        ok(token, "GET", `${C}/favourite/agreement-calculator/list/?no_page=no_page`),
      ]);
      return lists.flatMap((list) => list.results.map((f: { id: number }) => f.id));
    },
  },
];

const key = (route: RouteTableEntry) => `${route.method} ${route.url}`;
const takesId = (route: RouteTableEntry) => route.url.includes(":id");
const customerReachable = (route: RouteTableEntry) =>
  route.access === "customer" || route.access === "authenticated";

beforeAll(async () => {
  t = await createTestApp({}, { demoCatalogue: true });
  [owner, intruder] = await Promise.all([t.login("demo-customer"), t.login("demo-customer-2")]);
  const templates = (await ok(owner, "GET", `${C}/template/list/?no_page=no_page`)).results;
  leaseId = templates.find((r: { title: string }) => /uso abitativo/.test(r.title)).id;
  leaseFields = (await ok(owner, "GET", `${C}/template/retrieve/${leaseId}/`)).fields;
  const calculators = (await ok(owner, "GET", `${K}/template/list/?no_page=no_page`)).results;
  legalInterestId = calculators.find((r: { code: string }) => r.code === "interessi-legali").id;
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
      for (const [route, { body, query = "" }] of Object.entries(resource.routes)) {
        const [method = "GET", url = ""] = route.split(" ");
        const answer = await call(intruder, method, `${url.replace(":id", String(id))}${query}`, body);
        expect(answer.status, `${resource.name}: ${route}`).toBe(404);
        expect(answer.json, route).toEqual({ status_code: 404, non_field_errors: ["Not found"] });
      }
      expect(await resource.listedIds(intruder)).not.toContain(id);
      expect(await resource.listedIds(owner)).toContain(id);
      expect(await resource.snapshot(owner, id)).toEqual(before);
      expect(t.sentMail).toHaveLength(0);
      done(`${Object.keys(resource.routes).length} calls`);
    });
  }
});
