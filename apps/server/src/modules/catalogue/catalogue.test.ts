import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalogue } from "../../db/seed/catalogue";
import { seedDemoLicences } from "../../db/seed/licences";
import { fixtureCatalogues } from "../../test/catalogue-fixture";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";
import { templates } from "./template.table";

let t: TestApp;
let civilOnly: string;
let complete: string;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoLicences(t.database.db);
  await seedCatalogue(t.database.db, fixtureCatalogues);
  [civilOnly, complete, editor] = await t.loginAll("demo-customer", "demo-customer-2", "demo-editor");
});
afterAll(() => t.close());

const get = async (url: string, token: string, language = "it") => {
  const response = await t.app.inject({
    method: "GET",
    url,
    headers: { ...authHeader(token), "accept-language": language },
  });
  return { status: response.statusCode, body: response.json() };
};
const C = "/api/agreement/customer";
const search = async (text: string, token = complete) =>
  (
    await get(`${C}/template/list/?no_page=no_page&free_filter__=${encodeURIComponent(text)}`, token)
  ).body.results.map((r: { title: string }) => r.title);

describe("templates and the subscription", () => {
  it("marks templates outside the subscription as locked", async () => {
    const rows = (await get(`${C}/template/list/?no_page=no_page`, civilOnly)).body.results;
    const locked = Object.fromEntries(
      rows.map((r: { title: string; locked: boolean }) => [r.title, r.locked]),
    );
    expect(locked["Assunzione a tempo indeterminato"]).toBe(true);
    expect(locked["Locazione transitoria"]).toBe(false);
    const all = (await get(`${C}/template/list/?no_page=no_page`, complete)).body.results;
    expect(all.every((r: { locked: boolean }) => !r.locked)).toBe(true);
    expect(all[0]).toEqual({
      id: expect.any(Number),
      title: "Assunzione a tempo indeterminato",
      language: "it",
      module: "work",
      category_title: "Lavoro subordinato",
      locked: false,
    });
  });

  it("opens an included template whole and refuses a locked one with 403", async () => {
    const rows = (await get(`${C}/template/list/?no_page=no_page`, civilOnly)).body.results;
    const open = rows.find((r: { locked: boolean }) => !r.locked);
    const detail = await get(`${C}/template/retrieve/${open.id}/`, civilOnly);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ status: "public", version: 1, locked: false });
    expect(detail.body.fields[0]).toMatchObject({
      visible: true,
      disable: false,
      required: true,
      validators: [],
    });
    const closed = rows.find((r: { locked: boolean }) => r.locked);
    const refused = await get(`${C}/template/retrieve/${closed.id}/`, civilOnly, "en");
    expect(refused.status).toBe(403);
    expect(refused.body.non_field_errors[0]).toMatch(/not included in your subscription/);
  });

  it("answers one template by filter__id, locked per caller, from the same kept page", async () => {
    const rows = (await get(`${C}/template/list/?no_page=no_page`, civilOnly)).body.results;
    const closed = rows.find((r: { locked: boolean }) => r.locked);
    const byId = (token: string) => get(`${C}/template/list/?filter__id=${closed.id}`, token);
    // The second and third calls read the page the first one kept: the lock is still the caller's.
    for (const [token, locked] of [
      [civilOnly, true],
      [complete, false],
      [civilOnly, true],
    ] as const) {
      const { status, body } = await byId(token);
      expect(status).toBe(200);
      expect(body).toMatchObject({ count: 1, results: [{ id: closed.id, title: closed.title, locked }] });
    }
    // Unknown: an empty list, as for a version that is not public (the retrieve's 404).
    expect((await get(`${C}/template/list/?filter__id=999999`, civilOnly)).body).toMatchObject({
      count: 0,
      results: [],
    });
  });

  it("refuses a filter__id that is not a whole number with a 400 naming it", async () => {
    for (const value of ["abc", "1.5", "99999999999999999999"]) {
      const { status, body } = await get(`${C}/template/list/?filter__id=${value}`, civilOnly, "en");
      expect(status, value).toBe(400);
      expect(body, value).toEqual({ status_code: 400, filter__id: ["The Identifier field is invalid"] });
    }
  });

  it("never shows a version that is not public", async () => {
    const [draft] = await t.database.db
      .insert(templates)
      .values({
        title: "Bozza riservata di locazione",
        language: "it",
        module: "civil_commercial",
        status: "draft",
      })
      .returning({ id: templates.id });
    expect((await get(`${C}/template/retrieve/${draft?.id}/`, complete)).status).toBe(404);
    expect((await get(`${C}/template/list/?filter__id=${draft?.id}`, complete)).body.count).toBe(0);
    expect(await search("bozza riservata")).toEqual([]);
    await t.database.db.delete(templates).where(eq(templates.id, draft?.id ?? 0));
  });

  it("filters by category subtree, language and module", async () => {
    const roots = (await get(`${C}/category/root-nodes-list/?no_page=no_page`, complete)).body.results;
    const under = (await get(`${C}/template/list/?no_page=no_page&filter__category=${roots[1].id}`, complete))
      .body;
    expect(under.results.map((r: { title: string }) => r.title)).toEqual([
      "Assunzione a tempo indeterminato",
    ]);
    // A category's page counts every template under it, on a page of one as past the last page.
    const inFirst = `${C}/template/list/?filter__category=${roots[0].id}`;
    const whole = (await get(`${inFirst}&no_page=no_page`, complete)).body;
    expect(whole.count).toBeGreaterThan(1);
    const one = (await get(`${inFirst}&per_page=1`, complete)).body;
    expect(one).toMatchObject({ count: whole.count, per_page: 1, results: [whole.results[0]] });
    expect((await get(`${inFirst}&per_page=1&page=99`, complete)).body).toMatchObject({
      count: whole.count,
      results: [],
    });
    expect((await get(`${C}/template/list/?no_page=no_page&filter__language=en`, complete)).body.count).toBe(
      1,
    );
    expect((await get(`${C}/template/list/?no_page=no_page&filter__module=work`, complete)).body.count).toBe(
      1,
    );
  });
});

describe("free search", () => {
  it("finds by synonym: 'affitto' finds the leases", async () => {
    expect(await search("affitto")).toEqual(
      expect.arrayContaining(["Contratto di locazione ad uso abitativo", "Locazione transitoria"]),
    );
  });

  it("expands multi-word synonyms: 'contratti di lavoro' finds the employment template first", async () => {
    // The lease's keywords hold "contratto" and "lavori" too, so it matches, ranked below.
    expect(await search("contratto di lavoro")).toEqual([
      "Assunzione a tempo indeterminato",
      "Locazione transitoria",
    ]);
  });

  it("stems: plural and singular match", async () => {
    expect(await search("locazioni")).toContain("Locazione transitoria");
  });

  it("ignores accents both ways", async () => {
    expect(await search("perche")).toEqual(["Contratto di locazione ad uso abitativo"]);
    expect(await search("citta")).toEqual(["Assunzione a tempo indeterminato"]);
    expect(await search("àppartaménto")).toEqual(["Contratto di locazione ad uso abitativo"]);
  });

  it("matches the last word as a prefix while typing, and tolerates a typo", async () => {
    expect(await search("transit")).toEqual(["Locazione transitoria"]);
    expect(await search("transitroia")).toEqual(["Locazione transitoria"]);
  });

  it("searches English templates with English stemming", async () => {
    expect(await search("agreements")).toEqual(["Mutual Non-Disclosure Agreement"]);
  });

  it("ranks a title match above a keyword match", async () => {
    const ranked = await search("studenti locazione");
    expect(ranked[0]).toBe("Locazione transitoria");
  });

  it("answers nothing, not an error, for punctuation only", async () => {
    const response = await get(
      `${C}/template/list/?no_page=no_page&free_filter__=${encodeURIComponent("?!&|:*'")}`,
      complete,
    );
    expect(response.status).toBe(200);
  });
});

describe("guided search", () => {
  it("walks from a root question to the templates", async () => {
    const roots = (await get(`${C}/wizard/root-nodes-list/`, complete)).body.results;
    expect(roots[0]).toMatchObject({ title: "Civile", question: "Cosa ti serve?", is_leaf: false });
    const answers = (await get(`${C}/wizard/${roots[0].id}/children-nodes-list/`, complete)).body.results;
    expect(answers[0]).toMatchObject({ title: "Dare un immobile", question: "Per quanto tempo?" });
    const leaves = (await get(`${C}/wizard/${answers[0].id}/children-nodes-list/`, complete, "en")).body
      .results;
    expect(leaves.map((l: { title: string }) => l.title)).toEqual(["Long term", "Short term"]);
    expect(leaves[1]).toMatchObject({
      is_leaf: true,
      templates: [{ title: "Locazione transitoria", locked: false }],
    });
    const all = (await get(`${C}/wizard/list/?no_page=no_page&exclude__id=${roots[0].id}`, complete)).body;
    expect(all.results.some((n: { id: number }) => n.id === roots[0].id)).toBe(false);
  });
});

describe("editor reads", () => {
  const E = "/api/agreement/editor";
  it("lists leaves of a tree from a level, and the schema choices", async () => {
    const roots = (await get(`${E}/category/root-nodes-list/?no_page=no_page`, editor)).body.results;
    const leaves = (
      await get(`${E}/category/leaf-list/?no_page=no_page&level=0&filter__tree_id=${roots[0].id}`, editor)
    ).body;
    expect(leaves.results.map((l: { title: string }) => l.title)).toEqual(["Locazioni", "Contratti agrari"]);
    const types = (await get(`${E}/template/schema-field-type-choices/`, editor, "en")).body;
    expect(types).toContainEqual({ value: "fiscal_code", label: "Italian fiscal code" });
    expect(
      (await get(`${E}/template/status-choices/`, editor)).body.map((c: { value: string }) => c.value),
    ).toEqual(["draft", "ready", "public", "archived"]);
    expect((await get(`${E}/template/language-choices/`, editor)).body).toHaveLength(2);
    expect((await get(`${E}/wizard/leaf-list/?no_page=no_page`, editor)).body.count).toBe(3);
  });
});

describe("the spec's literal tree calls (issue 13: `exclude__id=` answered 400)", () => {
  const E = "/api/agreement/editor";
  it("reads an empty exclude__id as absent, and excludes the ids given", async () => {
    const whole = await get(`${C}/wizard/list/?no_page=no_page`, complete);
    const literal = await get(`${C}/wizard/list/?no_page=no_page&exclude__id=`, complete);
    expect(literal.status).toBe(200);
    expect(literal.body).toEqual(whole.body);
    for (const base of [`${E}/category/list/`, `${E}/wizard/list/`]) {
      const all = await get(`${base}?no_page=no_page`, editor);
      const empty = await get(`${base}?no_page=no_page&exclude__id=`, editor);
      expect(empty.status, base).toBe(200);
      expect(empty.body.count, base).toBe(all.body.count);
      const first = all.body.results[0].id;
      const without = await get(`${base}?no_page=no_page&exclude__id=${first}`, editor);
      expect(without.body.count, base).toBe(all.body.count - 1);
    }
  });

  it("pages the editor's category list by per_page and page, and keeps it whole without them or with no_page (issue 31)", async () => {
    const whole = (await get(`${E}/category/list/`, editor)).body;
    expect(whole.count).toBeGreaterThan(3);
    expect(whole.results).toHaveLength(whole.count);
    expect((await get(`${E}/category/list/?no_page=no_page&per_page=2`, editor)).body).toEqual(whole);
    const ids = (body: { results: { id: number }[] }) => body.results.map((r) => r.id);
    const first = (await get(`${E}/category/list/?per_page=2&page=1`, editor)).body;
    const second = (await get(`${E}/category/list/?per_page=2&page=2`, editor)).body;
    expect(first).toMatchObject({ per_page: 2, count: whole.count });
    expect(ids(first)).toEqual(ids(whole).slice(0, 2));
    expect(ids(second)).toEqual(ids(whole).slice(2, 4));
    const past = (await get(`${E}/category/list/?per_page=2&page=999`, editor)).body;
    expect(past).toEqual({ results: [], per_page: 2, count: whole.count });
    expect((await get(`${E}/category/list/?per_page=0`, editor)).status).toBe(400);
  });

  it("answers 400 naming the parameter for ids that are not ids, never 500", async () => {
    for (const bad of ["a", "99999999999999999999", "1,,2", "-1"]) {
      const response = await get(`${C}/wizard/list/?no_page=no_page&exclude__id=${bad}`, complete);
      expect(response.status, bad).toBe(400);
      expect(Object.keys(response.body), bad).toContain("exclude__id");
    }
  });
});
