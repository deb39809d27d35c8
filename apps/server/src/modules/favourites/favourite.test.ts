import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let mario: string;
let giulia: string;
let open: { id: number; title: string }[];
let lockedForMario: number;

const C = "/api/agreement/customer";
const call = async (method: "GET" | "POST" | "DELETE", url: string, token: string, payload?: object) => {
  const response = await t.app.inject({ method, url, payload, headers: authHeader(token) });
  return { status: response.statusCode, body: response.body ? response.json() : null };
};
const star = (token: string, template_id: number) =>
  call("POST", `${C}/favourite/create/`, token, { typology: "agreement", template_id });
const page = (token: string, n = 1) =>
  call("GET", `${C}/favourite/agreement-calculator/list/?per_page=6&page=${n}`, token);

beforeAll(async () => {
  t = await createTestApp({}, { demoCatalogue: true });
  [mario, giulia] = await Promise.all([t.login("demo-customer"), t.login("demo-customer-2")]);
  const rows = (await call("GET", `${C}/template/list/?no_page=no_page&order_by__=title`, mario)).body
    .results;
  open = rows.filter((r: { locked: boolean }) => !r.locked);
  lockedForMario = rows.find((r: { locked: boolean }) => r.locked).id;
});
afterAll(() => t.close());

describe("favourites", () => {
  it("stars an open template once, however many times it is asked", async () => {
    const first = await star(mario, open[0]?.id ?? 0);
    const again = await star(mario, open[0]?.id ?? 0);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      typology: "agreement",
      template_id: open[0]?.id,
      template_title: open[0]?.title,
    });
    expect(again.body.id).toBe(first.body.id);
    expect((await page(mario)).body.count).toBe(1);
  });

  it("pages six at a time, newest first", async () => {
    for (const template of open.slice(1, 8)) await star(mario, template.id);
    const one = (await page(mario, 1)).body;
    const two = (await page(mario, 2)).body;
    expect(one).toMatchObject({ per_page: 6, count: 8 });
    expect(one.results).toHaveLength(6);
    expect(two.results).toHaveLength(2);
    expect(one.results[0].template_id).toBe(open[7]?.id);
    // The spec's literal call, with its empty page (issue 13: it answered 400).
    const literal = (await call("GET", `${C}/favourite/agreement-calculator/list/?per_page=6&page=`, mario))
      .body;
    expect(literal).toMatchObject({ per_page: 6, count: 8 });
    expect(literal.results).toEqual(one.results);
    for (const bad of ["?per_page=101", "?page=0", "?page=99999999999999999999"]) {
      expect((await call("GET", `${C}/favourite/agreement-calculator/list/${bad}`, mario)).status, bad).toBe(
        400,
      );
    }
  });

  it("cannot star a template outside the subscription", async () => {
    expect((await star(mario, lockedForMario)).status).toBe(403);
  });

  it("keeps each customer's favourites to themselves", async () => {
    expect((await page(giulia)).body.count).toBe(0);
    const mine = (await page(mario)).body.results[0];
    expect((await call("DELETE", `${C}/favourite/destroy/${mine.id}/`, giulia)).status).toBe(404);
    expect((await call("DELETE", `${C}/favourite/destroy/${mine.id}/`, mario)).status).toBe(204);
    expect((await page(mario)).body.count).toBe(7);
  });
});
