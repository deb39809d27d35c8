import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { CATALOGUE_QUERY_KEY, findCachedTemplateLock } from "./catalogue-cache";

const ref = (id: number, locked: boolean) => ({ id, title: `T${id}`, language: "it", locked });
const node = { id: 7, title: "Lavoro", parent: null, tree_id: 7, level: 0, status: 1, is_leaf: true };

function clientWith(entries: [readonly unknown[], unknown, number][]): QueryClient {
  const client = new QueryClient();
  for (const [key, data, updatedAt] of entries) client.setQueryData(key, data, { updatedAt });
  return client;
}

describe("findCachedTemplateLock", () => {
  it("reads a template from the catalogue's template lists, category trees and wizard levels", () => {
    const client = clientWith([
      [
        [...CATALOGUE_QUERY_KEY, "template", "list", ""],
        { results: [{ ...ref(1, false), module: "civil_commercial", category_title: null }] },
        100,
      ],
      [
        [...CATALOGUE_QUERY_KEY, "category", 7, "descendants"],
        { results: [{ ...node, templates_public: [ref(2, true)] }] },
        100,
      ],
      [
        [...CATALOGUE_QUERY_KEY, "wizard", "roots"],
        { results: [{ ...node, templates: [ref(3, true)] }] },
        100,
      ],
    ]);
    expect(findCachedTemplateLock(client, 1)).toEqual({ locked: false, updatedAt: 100 });
    expect(findCachedTemplateLock(client, 2)).toEqual({ locked: true, updatedAt: 100 });
    expect(findCachedTemplateLock(client, 3)).toEqual({ locked: true, updatedAt: 100 });
    // A category node's own id is not a template's.
    expect(findCachedTemplateLock(client, 7)).toBeUndefined();
  });

  it("answers from the newest list that shows the template, and ignores other features' queries", () => {
    const client = clientWith([
      [[...CATALOGUE_QUERY_KEY, "template", "list", "lavoro"], { results: [ref(4, true)] }, 300],
      [[...CATALOGUE_QUERY_KEY, "template", "list", ""], { results: [ref(4, false)] }, 500],
      [[...CATALOGUE_QUERY_KEY, "template", "list", "x"], { results: [ref(4, true)] }, 200],
      [["agreement", "customer", "list"], { results: [ref(5, false)] }, 900],
    ]);
    expect(findCachedTemplateLock(client, 4)).toEqual({ locked: false, updatedAt: 500 });
    expect(findCachedTemplateLock(client, 5)).toBeUndefined();
  });
});
