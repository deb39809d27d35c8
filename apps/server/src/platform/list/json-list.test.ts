import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";

/**
 * A list statement is compiled once per shape and then only bound (issue 33): the same shape
 * with other values (another owner, another search, another filter, a far page) must read those
 * values, never the first call's.
 */
describe("lists compiled once and bound on each call", () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const LIST = "/api/agreement/customer/agreement/list/";

  const titles = async (who: string, query: string) => {
    const response = await t.app.inject({
      method: "GET",
      url: `${LIST}?${query}`,
      headers: authHeader(tokens[who] ?? ""),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { results: { title: string }[]; count: number };
    return { titles: body.results.map((r) => r.title), count: body.count };
  };

  beforeAll(async () => {
    t = await createTestApp({}, { demoCatalogue: true });
    for (const who of ["demo-customer", "demo-customer-2"]) tokens[who] = await t.login(who);
    const templates = await t.app.inject({
      method: "GET",
      url: "/api/agreement/customer/template/list/?no_page=no_page",
      headers: authHeader(tokens["demo-customer"] ?? ""),
    });
    const template = (templates.json() as { results: { id: number; is_locked: boolean }[] }).results.find(
      (r) => !r.is_locked,
    );
    const save = async (who: string, title: string) => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/agreement/customer/agreement/create/",
        headers: authHeader(tokens[who] ?? ""),
        payload: { title, template: template?.id, values: {} },
      });
      expect(response.statusCode).toBe(201);
    };
    for (const title of ["Alfa uno", "Alfa due", "Beta uno"]) await save("demo-customer", title);
    for (let i = 1; i <= 25; i++) await save("demo-customer-2", `Gamma ${String(i).padStart(2, "0")}`);
  });
  afterAll(() => t?.close());

  it("reads each caller's own rows with the same statement", async () => {
    const query = "per_page=10&order_by__=title";
    expect((await titles("demo-customer", query)).titles).toEqual(["Alfa due", "Alfa uno", "Beta uno"]);
    expect((await titles("demo-customer-2", query)).titles[0]).toBe("Gamma 01");
    expect((await titles("demo-customer", query)).count).toBe(3);
  });

  it("reads each search's own term and each filter's own value", async () => {
    expect((await titles("demo-customer", "free_filter__=alfa&order_by__=title")).titles).toEqual([
      "Alfa due",
      "Alfa uno",
    ]);
    expect((await titles("demo-customer", "free_filter__=beta&order_by__=title")).titles).toEqual([
      "Beta uno",
    ]);
    expect((await titles("demo-customer", "filter__title=uno&order_by__=title")).titles).toEqual([
      "Alfa uno",
      "Beta uno",
    ]);
    expect((await titles("demo-customer", "filter__title=due&order_by__=title")).titles).toEqual([
      "Alfa due",
    ]);
    // A value taken literally: `%` and `_` match themselves, not anything.
    expect((await titles("demo-customer", "free_filter__=%25&order_by__=title")).titles).toEqual([]);
  });

  it("reads near and far pages at their own offsets", async () => {
    const page = (n: number) => titles("demo-customer-2", `per_page=2&page=${n}&order_by__=title`);
    expect((await page(2)).titles).toEqual(["Gamma 03", "Gamma 04"]);
    expect((await page(3)).titles).toEqual(["Gamma 05", "Gamma 06"]);
    // Past the tenth page the offset is a value of one statement for every page.
    expect((await page(11)).titles).toEqual(["Gamma 21", "Gamma 22"]);
    expect((await page(12)).titles).toEqual(["Gamma 23", "Gamma 24"]);
    expect((await page(13)).titles).toEqual(["Gamma 25"]);
    expect((await page(13)).count).toBe(25);
  });

  it("writes a first page's rows in its order, not the table's, as the whole list writes them", async () => {
    const all = Array.from({ length: 25 }, (_, i) => `Gamma ${String(i + 1).padStart(2, "0")}`);
    const first = (query: string) => titles("demo-customer-2", `per_page=25&${query}`);
    // Written in title order, so descending orders come against the rows' own order.
    expect((await first("order_by__=-title")).titles).toEqual([...all].reverse());
    expect((await first("order_by__=title")).titles).toEqual(all);
    expect((await first("order_by__=-date_create")).titles).toEqual([...all].reverse());
    expect((await first("free_filter__=gamma&order_by__=-title")).titles).toEqual([...all].reverse());
    const whole = await titles("demo-customer-2", "no_page=no_page&order_by__=-title");
    expect(whole.titles).toEqual([...all].reverse());
  });
});
