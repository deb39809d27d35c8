import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { calculatorTemplates } from "../calculators";

let t: TestApp;
let mario: string;
let giulia: string;
let open: { id: number; title: string }[];
let lockedForMario: number;

const C = "/api/agreement/customer";
const call = (...args: Parameters<TestApp["call"]>) => t.call(...args);
const star = (token: string, template_id: number) =>
  call("POST", `${C}/favourite/create/`, token, { typology: "agreement", template_id });
const page = (token: string, n = 1) =>
  call("GET", `${C}/favourite/agreement-calculator/list/?per_page=6&page=${n}`, token);

beforeAll(async () => {
  t = await createTestApp({}, { demoCatalogue: true });
  [mario, giulia] = await t.loginAll("demo-customer", "demo-customer-2");
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

describe("calculator favourites", () => {
  const K = "/api/calculator/customer";
  const starCalc = (token: string, template_id: unknown) =>
    call("POST", `${C}/favourite/create/`, token, { typology: "calculator", template_id });
  const calcList = async (token: string) =>
    (await call("GET", `${K}/favourite/list/?per_page=6&page=`, token)).body;
  let calculators: { id: number; title: string; code: string; module: string; status: string }[];
  const byCode = (code: string) => calculators.find((c) => c.code === code) as { id: number; title: string };

  beforeAll(async () => {
    calculators = (await call("GET", `/api/calculator/customer/template/list/?no_page=no_page`, mario)).body
      .results;
  });

  it("stars a public calculator once, listed with the calculator's title and language", async () => {
    const legal = byCode("interessi-legali");
    const first = await starCalc(mario, legal.id);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      typology: "calculator",
      template_id: legal.id,
      template_title: legal.title,
      template_language: "it",
    });
    expect((await starCalc(mario, legal.id)).body.id).toBe(first.body.id);
    const all = (await page(mario)).body;
    expect(all.results[0]).toEqual(first.body);
    expect(all.count).toBe(8);
    // The calculator base lists calculator favourites only.
    expect(await calcList(mario)).toEqual({ results: [first.body], per_page: 6, count: 1 });
  });

  it("refuses a calculator outside the subscription (403), not public or unknown (404), bad input (400)", async () => {
    const db = t.database.db;
    const [tfr] = await db
      .update(calculatorTemplates)
      .set({ status: "public" })
      .where(eq(calculatorTemplates.seed_key, "trattamento-fine-rapporto"))
      .returning();
    expect((await starCalc(mario, tfr?.id)).status).toBe(403);
    expect((await starCalc(giulia, tfr?.id)).status).toBe(201);
    const [draft] = await db
      .select()
      .from(calculatorTemplates)
      .where(eq(calculatorTemplates.seed_key, "periodo-preavviso"));
    expect(draft?.status).toBe("draft");
    expect((await starCalc(mario, draft?.id)).status).toBe(404);
    expect((await starCalc(mario, 999999)).status).toBe(404);
    const bad = await starCalc(mario, "x");
    expect(bad.status).toBe(400);
    expect(bad.body.template_id).toBeDefined();
    const typology = await call("POST", `${C}/favourite/create/`, mario, {
      typology: "other",
      template_id: 1,
    });
    expect(typology.status).toBe(400);
    expect(typology.body.typology).toBeDefined();
  });

  it("hides a calculator that stops being public, and shows it again once republished", async () => {
    const late = byCode("interessi-moratori");
    const starred = (await starCalc(mario, late.id)).body;
    expect((await calcList(mario)).count).toBe(2);
    await t.database.db
      .update(calculatorTemplates)
      .set({ status: "draft" })
      .where(eq(calculatorTemplates.id, late.id));
    expect((await calcList(mario)).results.map((f: { id: number }) => f.id)).not.toContain(starred.id);
    expect((await calcList(mario)).count).toBe(1);
    expect((await page(mario)).body.count).toBe(8);
    // An empty page past the end still counts only what is shown.
    expect((await call("GET", `${K}/favourite/list/?per_page=6&page=5`, mario)).body).toMatchObject({
      results: [],
      count: 1,
    });
    await t.database.db
      .update(calculatorTemplates)
      .set({ status: "public" })
      .where(eq(calculatorTemplates.id, late.id));
    expect((await calcList(mario)).results[0]).toEqual(starred);
  });

  it("destroys only the owner's calculator favourites under the calculator base", async () => {
    const mine = (await calcList(mario)).results[0];
    const agreementFavourite = (await page(mario)).body.results.find(
      (f: { typology: string }) => f.typology === "agreement",
    );
    expect((await call("DELETE", `${K}/favourite/destroy/${mine.id}/`, giulia)).status).toBe(404);
    expect((await call("DELETE", `${K}/favourite/destroy/${agreementFavourite.id}/`, mario)).status).toBe(
      404,
    );
    expect((await call("DELETE", `${K}/favourite/destroy/${mine.id}/`, mario)).status).toBe(204);
    expect((await call("DELETE", `${K}/favourite/destroy/${mine.id}/`, mario)).status).toBe(404);
    expect((await calcList(mario)).count).toBe(1);
    // The agreement base removes calculator favourites too.
    const other = (await calcList(mario)).results[0];
    expect((await call("DELETE", `${C}/favourite/destroy/${other.id}/`, mario)).status).toBe(204);
    expect((await calcList(mario)).count).toBe(0);
    expect((await calcList(giulia)).count).toBe(1);
  });
});
