import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalogue } from "../../db/seed/catalogue";
import { seedDemoLicences } from "../../db/seed/licences";
import { seedFixtureCalculators } from "../../test/calculator-fixture";
import { fixtureCatalogues } from "../../test/catalogue-fixture";
import { sqlRows } from "../../test/sql-rows";
import { createTestApp, type TestApp } from "../../test/test-app";
import { staleWizardItems, WIZARD_ITEMS } from "../../test/wizard-items-check";
import { calculatorTemplates } from "../calculators/calculator.table";
import { calculatorWizardCalculators } from "../calculators/calculator-wizard.table";
import { templates, wizardTemplates } from "./template.table";

// A wizard leaf's items, kept in its node by triggers on the links and the items (migration
// 0051, issue 49 §4): whatever writes a link or an item, each leaf lists its public items by
// title, each with the caller's lock, as they are now.
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

async function expectAllFresh() {
  for (const wizard of WIZARD_ITEMS)
    expect(await staleWizardItems(t.database.db, wizard), wizard.tree).toEqual([]);
}

describe("a wizard leaf's kept items (migration 0051)", () => {
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
