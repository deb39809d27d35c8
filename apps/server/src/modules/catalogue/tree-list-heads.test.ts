import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalogue } from "../../db/seed/catalogue";
import { seedDemoLicences } from "../../db/seed/licences";
import { seedFixtureCalculators } from "../../test/calculator-fixture";
import { fixtureCatalogues } from "../../test/catalogue-fixture";
import { sqlRows } from "../../test/sql-rows";
import { createTestApp, type TestApp } from "../../test/test-app";
import { calculatorTemplates } from "../calculators/calculator.table";
import { calculatorWizardCalculators } from "../calculators/calculator-wizard.table";
import { templates, wizardTemplates } from "./template.table";

// The trees' nodes and items, a wizard leaf's items (migration 0051), and the templates as the catalogue and the editors' list write them,
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
  // A calculator wizard's leaf: a draft (never listed), one of the customer's module, one outside it.
  const calculators = await seedFixtureCalculators(t.database.db, ["canone", "tfr", "rivalutazione"]);
  const leaf = await t.call("POST", "/api/calculator/editor/wizard/create/", editor, {
    title_it: "Calcoli",
    title_en: "Calculations",
    templates: [calculators.interessi, calculators.tfr, calculators.canone],
  });
  expect(leaf.status).toBe(201);
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

/** A wizard and where its leaves' items come from. */
const WIZARD_ITEMS = [
  { tree: "wizards", link: "wizard_templates", item: "template_id", items: "templates" },
  {
    tree: "calculator_wizards",
    link: "calculator_wizard_calculators",
    item: "calculator_id",
    items: "calculator_templates",
  },
] as const;

/** The wizard nodes whose kept items (migration 0051) differ from their public items by title now. */
const staleWizardItems = ({ tree, link, item, items }: (typeof WIZARD_ITEMS)[number]) =>
  sqlRows<{ id: number }>(
    t.database.db,
    sql.raw(`select n.id from ${tree} as n
      where coalesce(n.list_items, '[]') is distinct from coalesce((
        select '[' || string_agg(left(to_json(h)::text, -1) || ',"locked":@' || m.module || '}', ',' order by h.title, h.id) || ']'
          from (select i.id, i.title, i.language from ${link} as l join ${items} as i on i.id = l.${item}
                 where l.wizard_id = n.id and i.status = 'public') as h
          join ${items} as m on m.id = h.id), '[]')`),
  );

async function expectAllFresh() {
  for (const table of TREES) expect(await staleNodes(table), table).toEqual([]);
  for (const wizard of WIZARD_ITEMS) expect(await staleWizardItems(wizard), wizard.tree).toEqual([]);
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

  it("follows a wizard leaf's links and its items' title, status and module, each caller's lock written", async () => {
    const customer = await t.login("demo-customer");
    type Item = { id: number; title: string; language: string; locked: boolean };
    type Leaf = { id: number; is_leaf: boolean; templates: Item[] };
    const WIZARDS = [
      { base: "/api/agreement", links: wizardTemplates, ...WIZARD_ITEMS[0], itemTable: templates },
      {
        base: "/api/calculator",
        links: calculatorWizardCalculators,
        ...WIZARD_ITEMS[1],
        itemTable: calculatorTemplates,
      },
    ] as const;
    for (const { base, links, link, item, items, itemTable } of WIZARDS) {
      const listed = async (who: string, role: string): Promise<Leaf[]> =>
        (await t.call("GET", `${base}/${role}/wizard/list/?no_page=no_page`, who)).body.results;
      /** Each leaf's public items by title, locked outside the customer's civil-commercial module. */
      const expected = async (forCustomer: boolean) => {
        const rows = await sqlRows<{
          node: number;
          id: number;
          title: string;
          language: string;
          module: string;
        }>(
          t.database.db,
          sql.raw(`select l.wizard_id::int as node, i.id::int as id, i.title, i.language, i.module
            from ${link} as l join ${items} as i on i.id = l.${item}
            where i.status = 'public' order by l.wizard_id, i.title, i.id`),
        );
        const byNode = new Map<number, Item[]>();
        for (const row of rows)
          byNode.set(row.node, [
            ...(byNode.get(row.node) ?? []),
            {
              id: row.id,
              title: row.title,
              language: row.language,
              locked: forCustomer && row.module !== "civil_commercial",
            },
          ]);
        return byNode;
      };
      const check = async () => {
        for (const [who, role, forCustomer] of [
          [customer, "customer", true],
          [editor, "editor", false],
        ] as const) {
          const want = await expected(forCustomer);
          const leaves = (await listed(who, role)).filter((node) => node.is_leaf);
          expect(leaves.length, base).toBeGreaterThan(0);
          for (const leaf of leaves)
            expect(leaf.templates, `${base} ${role} ${leaf.id}`).toEqual(want.get(leaf.id) ?? []);
        }
        await expectAllFresh();
      };
      await check();

      const [leaf] = (await listed(editor, "editor")).filter(
        (node) => node.is_leaf && node.templates.length > 0,
      );
      if (!leaf) throw new Error(`the fixture's ${base} wizard has no leaf with items`);
      const [other] = await sqlRows<{ id: number }>(
        t.database.db,
        sql.raw(`select id::int as id from ${items} where status = 'public' and id not in
          (select ${item} from ${link} where wizard_id = ${leaf.id}) order by id limit 1`),
      );
      if (!other) throw new Error(`the fixture has no public item outside a leaf of ${base}`);
      // Linked: listed by title, in a module the customer has not.
      await t.database.db.insert(links).values({ wizard_id: leaf.id, [item]: other.id } as never);
      await t.database.db
        .update(itemTable)
        .set({ module: "work", title: 'Aaa "prima" \\ voce' })
        .where(eq(itemTable.id, other.id));
      await check();
      expect(
        (await listed(customer, "customer")).find((node) => node.id === leaf.id)?.templates[0],
      ).toMatchObject({
        id: other.id,
        title: 'Aaa "prima" \\ voce',
        locked: true,
      });
      // Opened to the customer, then withdrawn, then unlinked.
      await t.database.db
        .update(itemTable)
        .set({ module: "civil_commercial" })
        .where(eq(itemTable.id, other.id));
      await check();
      await t.database.db.update(itemTable).set({ status: "archived" }).where(eq(itemTable.id, other.id));
      await check();
      await t.database.db.update(itemTable).set({ status: "public" }).where(eq(itemTable.id, other.id));
      await check();
      await t.database.db
        .delete(links)
        .where(sql`${links.wizard_id} = ${leaf.id} and ${sql.raw(item)} = ${other.id}`);
      await check();
      expect(
        (await listed(editor, "editor")).find((node) => node.id === leaf.id)?.templates.map((i) => i.id),
      ).not.toContain(other.id);
    }
  });
});
