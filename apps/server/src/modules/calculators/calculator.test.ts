import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedFixtureCalculators } from "../../test/calculator-fixture";
import { type EditorTestContext, setUpEditorTest } from "../../test/editor-test-support";

// `GET /api/calculator/editor/template/list/`: what the template screen offers to link.
let ctx: EditorTestContext;
const LIST = "/api/calculator/editor/template/list/";
type Row = { title: string; status: string };
const titles = (body: { results: Row[] }) => body.results.map((r) => r.title);

beforeAll(async () => {
  ctx = await setUpEditorTest();
  await seedFixtureCalculators(ctx.t.database.db, ["canone"]);
});
afterAll(() => ctx.t.close());

describe("editor calculator list", () => {
  it("lists every calculator, any status, by title", async () => {
    const { status, body } = await ctx.call("GET", `${LIST}?no_page=no_page`, ctx.editor);
    expect(status).toBe(200);
    expect(titles(body)).toEqual([
      "Aggiornamento ISTAT del canone di locazione",
      "Interessi legali (art. 1284 c.c.)",
      "Rivalutazione monetaria (indici ISTAT FOI)",
      "Trattamento di fine rapporto (art. 2120 c.c.)",
    ]);
    expect(body.results[0]).toEqual({
      id: expect.any(Number),
      title: "Aggiornamento ISTAT del canone di locazione",
      code: null,
      language: "it",
      module: "civil_commercial",
      status: "public",
      is_locked: false,
      version: 0,
      updated_at: expect.any(String),
    });
    expect(body.count).toBe(4);
  });

  it("pages, orders, filters and searches the title", async () => {
    const page = await ctx.call("GET", `${LIST}?per_page=10&page=1&order_by__=-title`, ctx.editor);
    expect(titles(page.body)[0]).toBe("Trattamento di fine rapporto (art. 2120 c.c.)");
    expect(page.body.per_page).toBe(10);
    const search = await ctx.call("GET", `${LIST}?free_filter__=istat`, ctx.editor);
    expect(titles(search.body)).toEqual([
      "Aggiornamento ISTAT del canone di locazione",
      "Rivalutazione monetaria (indici ISTAT FOI)",
    ]);
    const drafts = await ctx.call("GET", `${LIST}?filter__status=draft&filter__language=it`, ctx.editor);
    expect(drafts.body.count).toBe(3);
    expect((await ctx.call("GET", `${LIST}?filter__language=en`, ctx.editor)).body.count).toBe(0);
    const refused = await ctx.call("GET", `${LIST}?per_page=101`, ctx.editor);
    expect(refused.status).toBe(400);
    expect((await ctx.call("GET", `${LIST}?filter__body=x`, ctx.editor)).status).toBe(400);
  });

  it("is for editors only", async () => {
    const { status, body } = await ctx.call("GET", LIST, ctx.giulia);
    expect(status).toBe(403);
    expect(body.status_code).toBe(403);
    expect((await ctx.call("GET", LIST, null)).status).toBe(401);
  });
});
