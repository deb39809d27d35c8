import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let mario: string;
let giulia: string;
let editor: string;
let open: { id: number; title: string }[];

const C = "/api/agreement/customer";
const COUNTS = "/api/agreement/editor/favourite-count/list/";
const call = (...args: Parameters<TestApp["call"]>) => t.call(...args);
const star = (token: string, typology: "agreement" | "calculator", template_id: number) =>
  call("POST", `${C}/favourite/create/`, token, { typology, template_id });

beforeAll(async () => {
  t = await createTestApp({}, { demoCatalogue: true });
  [mario, giulia, editor] = await t.loginAll("demo-customer", "demo-customer-2", "demo-editor");
  const rows = (await call("GET", `${C}/template/list/?no_page=no_page&order_by__=title`, mario)).body
    .results;
  open = rows.filter((r: { locked: boolean }) => !r.locked);
});
afterAll(() => t.close());

describe("the editors' count of favourites per template", () => {
  it("is empty before anyone stars a template", async () => {
    expect((await call("GET", COUNTS, editor)).body).toEqual({ results: [], per_page: 25, count: 0 });
  });

  it("counts each template's customers, the most starred first, and leaves calculators out", async () => {
    const [first, second] = open;
    await star(mario, "agreement", first?.id ?? 0);
    await star(giulia, "agreement", first?.id ?? 0);
    await star(mario, "agreement", second?.id ?? 0);
    const calculators = (await call("GET", "/api/calculator/customer/template/list/?per_page=1", mario)).body;
    await star(mario, "calculator", calculators.results[0].id);

    const page = (await call("GET", COUNTS, editor)).body;
    expect(page.count).toBe(2);
    expect(
      page.results.map((r: { template_id: number; favourites: number }) => [r.template_id, r.favourites]),
    ).toEqual([
      [first?.id, 2],
      [second?.id, 1],
    ]);
    expect(page.results[0]).toMatchObject({ title: first?.title, language: "it" });
    expect(Date.parse(page.results[0].last_starred_at)).not.toBeNaN();
    // Counted along the page: every row, whether the page holds one of them or none.
    expect((await call("GET", `${COUNTS}?per_page=1`, editor)).body).toMatchObject({ count: 2, per_page: 1 });
    expect((await call("GET", `${COUNTS}?per_page=1&page=2`, editor)).body.results).toHaveLength(1);
    expect((await call("GET", `${COUNTS}?per_page=1&page=9`, editor)).body).toMatchObject({
      results: [],
      count: 2,
    });
  });

  it("orders, filters and searches by the spec's list conventions", async () => {
    const [first, second] = open;
    const titles = async (query: string) =>
      (await call("GET", `${COUNTS}?${query}`, editor)).body.results.map((r: { title: string }) => r.title);
    expect(await titles("order_by__=favourites")).toEqual([second?.title, first?.title]);
    expect(await titles(`free_filter__=${encodeURIComponent(second?.title.slice(0, 12) ?? "")}`)).toContain(
      second?.title,
    );
    expect(await titles("filter__language=en")).toEqual([]);
    expect((await call("GET", `${COUNTS}?order_by__=owner`, editor)).status).toBe(400);
    expect((await call("GET", `${COUNTS}?filter__typology=agreement`, editor)).status).toBe(400);
  });

  it("is the editors' alone", async () => {
    expect((await call("GET", COUNTS, mario)).status).toBe(403);
  });
});
