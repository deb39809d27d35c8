import type { CategoryNode, TemplateListItem, TemplateRef } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { buildCategoryGroups, groupTemplatesByCategory } from "./catalogue-grouping";

function item(id: number, title: string, category_title: string | null): TemplateListItem {
  return { id, title, language: "it", module: "civil_commercial", category_title, locked: false };
}

function ref(id: number, title: string): TemplateRef {
  return { id, title, language: "it", locked: false };
}

function node(
  id: number,
  parent: number | null,
  title: string,
  options: Partial<CategoryNode> = {},
): CategoryNode {
  return {
    id,
    parent,
    title,
    tree_id: 1,
    level: 0,
    position: 0,
    status: 1,
    is_leaf: true,
    templates_public: [],
    ...options,
  };
}

describe("groupTemplatesByCategory", () => {
  it("groups by category title, groups and templates in title order", () => {
    const groups = groupTemplatesByCategory([
      item(1, "Locazione transitoria", "Locazioni abitative"),
      item(2, "Comodato d'uso", "Comodato"),
      item(3, "Locazione 4+4", "Locazioni abitative"),
    ]);
    expect(groups.map((g) => g.title)).toEqual(["Comodato", "Locazioni abitative"]);
    expect(groups[1]?.templates.map((t) => t.id)).toEqual([3, 1]);
  });

  it("ignores case and accents and orders numbers naturally", () => {
    const groups = groupTemplatesByCategory([
      item(1, "Patto 10", "élite"),
      item(2, "patto 2", "élite"),
      item(3, "Accordo", "Estero"),
    ]);
    expect(groups.map((g) => g.title)).toEqual(["élite", "Estero"]);
    expect(groups[0]?.templates.map((t) => t.id)).toEqual([2, 1]);
  });

  it("puts templates without a category in a last, untitled group", () => {
    const groups = groupTemplatesByCategory([item(1, "B", null), item(2, "A", "Zeta"), item(3, "C", "  ")]);
    expect(groups.map((g) => g.title)).toEqual(["Zeta", null]);
    expect(groups[1]?.templates.map((t) => t.id)).toEqual([1, 3]);
  });

  it("keeps a search's relevance: groups in the order of their best match, templates as ranked (issue 44)", () => {
    // The server ranks title matches above keyword and body matches.
    const groups = groupTemplatesByCategory(
      [
        item(1, "Locazione 4+4", "Locazioni abitative"),
        item(2, "Accordo transattivo", "Accordi"),
        item(3, "Comodato", "Locazioni abitative"),
      ],
      "relevance",
    );
    expect(groups.map((g) => g.title)).toEqual(["Locazioni abitative", "Accordi"]);
    expect(groups[0]?.templates.map((t) => t.id)).toEqual([1, 3]);
  });

  it("returns no group for no result", () => {
    expect(groupTemplatesByCategory([])).toEqual([]);
  });
});

describe("buildCategoryGroups", () => {
  // Sent by depth then position, as the server does.
  const nodes = [
    node(2, 1, "Immobili", { level: 1, position: 0, is_leaf: false }),
    node(6, 1, "Vendita", { level: 1, position: 1, is_leaf: false }),
    node(3, 2, "Locazioni", {
      level: 2,
      position: 0,
      templates_public: [ref(11, "Transitoria"), ref(10, "4+4")],
    }),
    node(7, 6, "Compravendita", { level: 2, position: 0, templates_public: [ref(12, "Beni mobili")] }),
    node(4, 2, "Comodato", { level: 2, position: 1, templates_public: [ref(13, "Comodato")] }),
    node(5, 2, "Agrari", { level: 2, position: 2, status: 0 }),
  ];

  it("lists the subcategories in tree order, with their path below the root", () => {
    const groups = buildCategoryGroups(1, nodes);
    expect(groups.map((g) => [g.title, g.path.join(" › ")])).toEqual([
      ["Locazioni", "Immobili"],
      ["Comodato", "Immobili"],
      ["Agrari", "Immobili"],
      ["Compravendita", "Vendita"],
    ]);
  });

  it("sorts each subcategory's templates by title", () => {
    expect(buildCategoryGroups(1, nodes)[0]?.templates.map((t) => t.id)).toEqual([10, 11]);
  });

  it("shows a disabled subcategory disabled and leaves out what is below it", () => {
    const tree = [
      node(2, 1, "Off", { status: 0, is_leaf: false }),
      node(3, 2, "Below", { level: 2, templates_public: [ref(1, "Hidden")] }),
    ];
    expect(buildCategoryGroups(1, tree)).toEqual([
      { key: "2", id: 2, title: "Off", path: [], disabled: true, templates: [] },
    ]);
  });

  it("keeps a level-1 subcategory that lists templates itself", () => {
    const tree = [node(2, 1, "Diretti", { templates_public: [ref(1, "Uno")] })];
    expect(buildCategoryGroups(1, tree).map((g) => g.title)).toEqual(["Diretti"]);
  });

  it("survives a cycle in a malformed tree", () => {
    const tree = [node(2, 1, "A", { templates_public: [ref(1, "Uno")] }), node(1, 2, "Root again")];
    expect(buildCategoryGroups(1, tree).map((g) => g.title)).toEqual(["A"]);
  });
});
