import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalogue } from "../../db/seed/catalogue";
import { seedDemoLicences } from "../../db/seed/licences";
import { fixtureCatalogues } from "../../test/catalogue-fixture";
import { sqlRows } from "../../test/sql-rows";
import { createTestApp, type TestApp } from "../../test/test-app";
import { staleWizardItems, WIZARD_ITEMS } from "../../test/wizard-items-check";
import { templates } from "./template.table";

// The trees' nodes and items, a wizard leaf's items (migration 0051, wizard-list-items.test.ts), and the templates as the catalogue and the editors' list write them,
// kept by triggers (migrations 0045 and 0047, issue 49 §4): whatever writes the tree, a template
// or its categories, each row's stored JSON is what `to_json` of its columns writes now, and each
// list shows the change at once.
let t: TestApp;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoLicences(t.database.db);
  await seedCatalogue(t.database.db, fixtureCatalogues);
  editor = await t.login("demo-editor");
});
afterAll(() => t.close());

const TREES = ["categories", "wizards", "calculator_wizards"] as const;

/** The rows of `table` whose stored head or leaf flag differs from their columns now. */
async function staleNodes(table: (typeof TREES)[number]) {
  const question = (language: string) =>
    table === "categories"
      ? sql``
      : sql.raw(`|| ',"question":' || coalesce(to_json(n.question_${language})::text, 'null')`);
  const head = (language: string) => sql`left(to_json(h)::text, -1) ${question(language)}
    from (select n.id, ${sql.raw(`n.title_${language}`)} as title, n.parent_id as parent, n.tree_id,
      n.level, n.position, n.status, not exists (select 1 from ${sql.raw(table)} as c where c.parent_id = n.id) as is_leaf) as h`;
  return sqlRows<{ id: number }>(
    t.database.db,
    sql`select n.id from ${sql.raw(table)} as n
      where n.is_leaf is distinct from not exists (select 1 from ${sql.raw(table)} as c where c.parent_id = n.id)
         or n.list_head_it is distinct from (select ${head("it")})
         or n.list_head_en is distinct from (select ${head("en")})`,
  );
}

/** The items whose stored head differs from their columns now. */
const staleItems = (table: "templates" | "calculator_templates") =>
  sqlRows<{ id: number }>(
    t.database.db,
    sql`select i.id from ${sql.raw(table)} as i
      where i.list_item_head is distinct from
        (select left(to_json(h)::text, -1) from (select i.id, i.title, i.language) as h)`,
  );

/**
 * The templates whose catalogue or editors' head (migration 0047) differs from their columns and
 * their shown and filed categories' titles now.
 */
function staleTemplateHeads() {
  const head = (columns: string) =>
    sql.raw(`(select left(to_json(h)::text, -1) from (select ${columns}) as h)`);
  const catalogue = (language: string) =>
    head(`t.id, t.title, t.language, t.module, s.title_${language} as category_title`);
  const editor = (language: string) =>
    head(`t.id, coalesce(t.family_id, t.id) as family_id, t.version, t.title, t.language, t.module, t.status,
      f.title_${language} as category_title`);
  return sqlRows<{ id: number }>(
    t.database.db,
    sql`select t.id from templates t
      left join categories s on s.id = t.shown_category_id
      left join categories f on f.id = t.filed_category_id
      where t.catalogue_head_it is distinct from ${catalogue("it")}
         or t.catalogue_head_en is distinct from ${catalogue("en")}
         or t.editor_head_it is distinct from ${editor("it")}
         or t.editor_head_en is distinct from ${editor("en")}`,
  );
}

async function expectAllFresh() {
  for (const table of TREES) expect(await staleNodes(table), table).toEqual([]);
  for (const wizard of WIZARD_ITEMS)
    expect(await staleWizardItems(t.database.db, wizard), wizard.tree).toEqual([]);
  expect(await staleItems("templates")).toEqual([]);
  expect(await staleItems("calculator_templates")).toEqual([]);
  expect(await staleTemplateHeads()).toEqual([]);
}

type Node = { id: number; title: string; is_leaf: boolean; status: number; position: number };
const CATEGORIES = "/api/agreement/editor/category";
const wholeTree = async <T = Node>(base: string, language = "it"): Promise<T[]> =>
  (await t.call("GET", `${base}/list/?no_page=no_page`, editor, undefined, language)).body.results;

describe("the trees' stored list JSON (migration 0045)", () => {
  it("is every node's and item's as written by the seed", async () => {
    await expectAllFresh();
    expect((await wholeTree(CATEGORIES)).length).toBeGreaterThan(3);
  });

  it("follows the editors' writes: a child added, renamed, moved, switched off, removed", async () => {
    const leaf = (await wholeTree(CATEGORIES)).find((node) => node.is_leaf);
    if (!leaf) throw new Error("the fixture has no leaf category");
    const first = await t.call("POST", `${CATEGORIES}/create/`, editor, {
      parent: leaf.id,
      title_it: "Prima",
      title_en: "First",
    });
    const second = await t.call("POST", `${CATEGORIES}/create/`, editor, {
      parent: leaf.id,
      title_it: "Seconda",
      title_en: "Second",
    });
    expect([first.status, second.status]).toEqual([201, 201]);
    let tree = await wholeTree(CATEGORIES);
    expect(tree.find((node) => node.id === leaf.id)?.is_leaf).toBe(false);
    expect(tree.find((node) => node.id === first.body.id)).toMatchObject({ title: "Prima", is_leaf: true });

    const renamed = await t.call("PUT", `${CATEGORIES}/partial-update/${first.body.id}/`, editor, {
      title_en: 'A "quoted" \\ title',
    });
    expect(renamed.status).toBe(200);
    const english = await wholeTree(CATEGORIES, "en");
    expect(english.find((node) => node.id === first.body.id)?.title).toBe('A "quoted" \\ title');

    expect(
      (await t.call("PATCH", `${CATEGORIES}/move/${second.body.id}/`, editor, { position: 0 })).status,
    ).toBe(200);
    expect(
      (await t.call("PATCH", `${CATEGORIES}/set-status/${first.body.id}/`, editor, { status: 0 })).status,
    ).toBe(200);
    tree = await wholeTree(CATEGORIES);
    expect(tree.find((node) => node.id === second.body.id)?.position).toBe(0);
    expect(tree.find((node) => node.id === first.body.id)).toMatchObject({ position: 1, status: 0 });
    await expectAllFresh();

    for (const id of [first.body.id, second.body.id])
      expect((await t.call("DELETE", `${CATEGORIES}/destroy/${id}/`, editor)).status).toBe(204);
    tree = await wholeTree(CATEGORIES);
    expect(tree.find((node) => node.id === leaf.id)?.is_leaf).toBe(true);
    await expectAllFresh();
  });

  it("follows a wizard's question and a template's title, in the lists that show them", async () => {
    const base = "/api/agreement/editor/wizard";
    const root = (await wholeTree(base))[0];
    if (!root) throw new Error("the fixture has no wizard");
    const asked = await t.call("PUT", `${base}/partial-update/${root.id}/`, editor, {
      question_it: "Quale contratto?",
    });
    expect(asked.status).toBe(200);
    type WizardNode = Node & { question: string | null; templates: { id: number; title: string }[] };
    const nodes = await wholeTree<WizardNode>(base);
    expect(nodes[0]?.question).toBe("Quale contratto?");

    const shown = nodes.flatMap((node) => node.templates)[0];
    if (!shown) throw new Error("the fixture's wizard ends on no template");
    await t.database.db.update(templates).set({ title: "Titolo rivisto" }).where(eq(templates.id, shown.id));
    const after = (await wholeTree<WizardNode>(base)).flatMap((node) => node.templates);
    expect(after.find((item) => item.id === shown.id)?.title).toBe("Titolo rivisto");
    await expectAllFresh();
  });

  it("follows a template's category retitled, switched off and back, in the catalogue and the editors' list", async () => {
    const customer = await t.login("demo-customer");
    type Item = { id: number; title: string; category_title: string | null; locked?: boolean };
    const catalogue = async (language = "it"): Promise<Item[]> =>
      (
        await t.call(
          "GET",
          "/api/agreement/customer/template/list/?per_page=100",
          customer,
          undefined,
          language,
        )
      ).body.results;
    const editors = async (language = "it"): Promise<Item[]> =>
      (await t.call("GET", "/api/agreement/editor/template/list/?per_page=100", editor, undefined, language))
        .body.results;
    const shown = (await catalogue()).find((item) => item.category_title !== null);
    if (!shown) throw new Error("the fixture has no template in a category");
    const [filing] = await sqlRows<{ shown: number; filed: number }>(
      t.database.db,
      sql`select shown_category_id as shown, filed_category_id as filed from templates where id = ${shown.id}`,
    );
    if (!filing) throw new Error("the template has no filing");

    const retitled = await t.call("PUT", `${CATEGORIES}/partial-update/${filing.shown}/`, editor, {
      title_it: 'Locazioni "rivista"',
      title_en: "Leases \\ revised",
    });
    expect(retitled.status).toBe(200);
    expect((await catalogue()).find((item) => item.id === shown.id)).toMatchObject({
      category_title: 'Locazioni "rivista"',
      locked: false,
    });
    expect((await catalogue("en")).find((item) => item.id === shown.id)?.category_title).toBe(
      "Leases \\ revised",
    );
    const [filed] = await sqlRows<{ title: string }>(
      t.database.db,
      sql`select title_it as title from categories where id = ${filing.filed}`,
    );
    expect((await editors()).find((item) => item.id === shown.id)?.category_title).toBe(filed?.title);
    await expectAllFresh();

    expect(
      (await t.call("PATCH", `${CATEGORIES}/set-status/${filing.shown}/`, editor, { status: 0 })).status,
    ).toBe(200);
    expect((await catalogue()).find((item) => item.id === shown.id)?.category_title).not.toBe(
      'Locazioni "rivista"',
    );
    await expectAllFresh();
    expect(
      (await t.call("PATCH", `${CATEGORIES}/set-status/${filing.shown}/`, editor, { status: 1 })).status,
    ).toBe(200);
    expect((await catalogue()).find((item) => item.id === shown.id)?.category_title).toBe(
      'Locazioni "rivista"',
    );
    const listed = (await editors()).find((item) => item.id === shown.id);
    expect(listed).toMatchObject({
      id: shown.id,
      title: shown.title,
      family_id: expect.any(Number),
      version: expect.any(Number),
      agreements_count: expect.any(Number),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(Object.keys(listed ?? {})).toEqual([
      "id",
      "family_id",
      "version",
      "title",
      "language",
      "module",
      "status",
      "category_title",
      "agreements_count",
      "updated_at",
    ]);
    await expectAllFresh();
  });

  it("follows a template's own columns: its module, language, status and version", async () => {
    type Item = { id: number; module: string; language: string; status: string; version: number };
    const listed = async (id: number): Promise<Item | undefined> =>
      (await t.call("GET", "/api/agreement/editor/template/list/?per_page=100", editor)).body.results.find(
        (item: Item) => item.id === id,
      );
    const [row] = await t.database.db.select({ id: templates.id }).from(templates).limit(1);
    if (!row) throw new Error("the fixture has no template");
    const changes: Partial<typeof templates.$inferInsert>[] = [
      { module: "work" },
      { language: "en" },
      { status: "archived" },
      { version: 7 },
    ];
    for (const change of changes) {
      await t.database.db.update(templates).set(change).where(eq(templates.id, row.id));
      expect(await listed(row.id)).toMatchObject(change);
      await expectAllFresh();
    }
  });
});
