import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { C, type EditorTestContext, setUpEditorTest } from "../../test/editor-test-support";

// The customers' category tree (spec §3 Category), on the fixture catalogue: `civilOnly` is
// subscribed to the civil-commercial module only.
let ctx: EditorTestContext;
let civilOnly: string;
beforeAll(async () => {
  ctx = await setUpEditorTest();
  civilOnly = ctx.mario;
});
afterAll(() => ctx.t.close());

const get = (url: string, token: string, language = "it") => ctx.call("GET", url, token, undefined, language);

describe("categories", () => {
  it("lists the roots in the caller's language", async () => {
    const it = await get(`${C}/category/root-nodes-list/?no_page=no_page`, civilOnly);
    expect(it.body.results.map((r: { title: string }) => r.title)).toEqual([
      "Contratti civili",
      "Contratti di lavoro",
    ]);
    const en = await get(`${C}/category/root-nodes-list/?no_page=no_page`, civilOnly, "en");
    expect(en.body.results.map((r: { title: string }) => r.title)).toEqual([
      "Civil contracts",
      "Employment contracts",
    ]);
    expect(en.body.results[0]).toMatchObject({ level: 0, status: 1, is_leaf: false, parent: null });
  });

  it("lists a root's descendants with their public templates, disabled nodes shown disabled and empty", async () => {
    const roots = (await get(`${C}/category/root-nodes-list/?no_page=no_page`, civilOnly)).body.results;
    const { body } = await get(
      `${C}/category/${roots[0].id}/descendant-nodes-list/?no_page=no_page`,
      civilOnly,
    );
    const byTitle = Object.fromEntries(body.results.map((n: { title: string }) => [n.title, n]));
    expect(Object.keys(byTitle)).toEqual(["Immobili", "Locazioni", "Contratti agrari"]);
    expect(byTitle.Locazioni.templates_public.map((x: { title: string }) => x.title)).toEqual([
      "Contratto di locazione ad uso abitativo",
      "Locazione transitoria",
      "Mutual Non-Disclosure Agreement",
    ]);
    expect(byTitle["Contratti agrari"]).toMatchObject({ status: 0, templates_public: [] });
    expect(byTitle.Locazioni.tree_id).toBe(roots[0].id);
  });

  it("answers 404 for an unknown node, and an empty list for a node with nothing under it", async () => {
    expect((await get(`${C}/category/999999/descendant-nodes-list/`, civilOnly)).status).toBe(404);
    const roots = (await get(`${C}/category/root-nodes-list/?no_page=no_page`, civilOnly)).body.results;
    const descendants = await get(
      `${C}/category/${roots[0].id}/descendant-nodes-list/?no_page=no_page`,
      civilOnly,
    );
    const leaf = descendants.body.results.find((n: { is_leaf: boolean }) => n.is_leaf);
    const under = await get(`${C}/category/${leaf.id}/descendant-nodes-list/?no_page=no_page`, civilOnly);
    expect(under.status).toBe(200);
    expect(under.body).toEqual({ results: [], per_page: 0, count: 0 });
  });
});
