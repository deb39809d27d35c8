import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalogue } from "../../db/seed/catalogue";
import { seedDemoLicences } from "../../db/seed/licences";
import { fixtureCatalogues } from "../../test/catalogue-fixture";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";
import { templates, wizards, wizardTemplates } from "./template.table";

// A tree's nodes and their items as every read writes them (issue 49 §4): the items sorted once
// before they are grouped, and later pages found by key with the items joined again.
let t: TestApp;
let civilOnly: string;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoLicences(t.database.db);
  await seedCatalogue(t.database.db, fixtureCatalogues);
  [civilOnly, editor] = await t.loginAll("demo-customer", "demo-editor");
});
afterAll(() => t.close());

const get = async (url: string, token: string) => {
  const response = await t.app.inject({ method: "GET", url, headers: authHeader(token) });
  return { status: response.statusCode, body: response.json() };
};
const C = "/api/agreement/customer";

describe("a wizard leaf's templates (issue 49 §4: sorted once, by node, before they are grouped)", () => {
  const byTitle = (items: { id: number; title: string }[]) =>
    [...items].sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : a.id - b.id));

  it("lists them by title, then id, in every read of the tree", async () => {
    // Every public template linked to one leaf too: more items than any fixture node has,
    // whose ids run in another order than their titles.
    const [leaf] = await t.database.db.select().from(wizards).where(eq(wizards.title_it, "Stabilmente"));
    const linked = await t.database.db.select({ id: templates.id }).from(templates);
    await t.database.db
      .insert(wizardTemplates)
      .values(linked.map(({ id }) => ({ wizard_id: leaf?.id as number, template_id: id })))
      .onConflictDoNothing();
    type Node = { id: number; templates: { id: number; title: string; locked: boolean }[] };
    const reads: [string, string][] = [
      [`${C}/wizard/list/?no_page=no_page`, civilOnly],
      [`${C}/wizard/${leaf?.parent_id}/children-nodes-list/`, civilOnly],
      ["/api/agreement/editor/wizard/leaf-list/?no_page=no_page", editor],
    ];
    for (const [url, token] of reads) {
      const nodes: Node[] = (await get(url, token)).body.results;
      const items = nodes.find((n) => n.id === leaf?.id)?.templates ?? [];
      expect(items.length, url).toBeGreaterThanOrEqual(3);
      expect(items.map((i) => i.id)).not.toEqual(items.map((i) => i.id).sort((a, b) => a - b));
      expect(items, url).toEqual(byTitle(items));
      for (const node of nodes) expect(node.templates, url).toEqual(byTitle(node.templates));
    }
    // The subscription's lock rides with each item: the civil-only customer's employment template.
    const whole: Node[] = (await get(`${C}/wizard/list/?no_page=no_page`, civilOnly)).body.results;
    const items = whole.find((n) => n.id === leaf?.id)?.templates ?? [];
    expect(items.find((i) => i.title === "Assunzione a tempo indeterminato")?.locked).toBe(true);
    expect(items.find((i) => i.title === "Locazione transitoria")?.locked).toBe(false);
  });
});

describe("a tree's pages", () => {
  it("are the whole tree's nodes cut in order, their items with them", async () => {
    for (const [url, token] of [
      [`${C}/wizard/list/`, civilOnly],
      ["/api/agreement/editor/category/list/", editor],
    ] as const) {
      const whole = (await get(`${url}?no_page=no_page`, token)).body;
      expect(whole.count).toBeGreaterThan(2);
      const pages = [];
      for (let page = 1; page <= Math.ceil(whole.count / 2); page++)
        pages.push(...(await get(`${url}?per_page=2&page=${page}`, token)).body.results);
      expect(pages).toEqual(whole.results);
    }
  });
});
