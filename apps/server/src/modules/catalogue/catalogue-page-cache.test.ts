import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listPageCaches } from "../../platform/list/page-caches";
import {
  C,
  E,
  type EditorTestContext,
  setUpEditorTest,
  templatePayload,
} from "../../test/editor-test-support";
import { authHeader } from "../../test/test-app";
import { cataloguePageKey, createCataloguePageCache } from "./catalogue-page-cache";
import { synonyms } from "./template.table";

describe("the catalogue's page cache", () => {
  // The process-wide switch as an app with the default configuration sets it: an app another test
  // file built in this worker may have turned it off (LIST_PAGE_CACHE).
  beforeAll(() => listPageCaches.set(true));
  const page = (rows = 1) => ({ rows: Array.from({ length: rows }, (_, i) => i) });

  it("answers a kept page at its version only; a newer version empties it", () => {
    const cache = createCataloguePageCache<ReturnType<typeof page>>();
    expect(cache.get("a", 1)).toBeUndefined();
    const kept = page();
    cache.set("a", 1, kept);
    expect(cache.get("a", 1)).toBe(kept);
    expect(cache.get("a", 2)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("keeps nothing read at an older version than it has seen, nor answers with it", () => {
    const cache = createCataloguePageCache<ReturnType<typeof page>>();
    cache.get("a", 5);
    cache.set("a", 4, page());
    expect(cache.size).toBe(0);
    cache.set("a", 5, page());
    expect(cache.get("a", 4)).toBeUndefined();
    expect(cache.get("a", 5)).toBeDefined();
  });

  it("drops the least recently used page beyond its size, and never keeps a page over 100 rows", () => {
    const cache = createCataloguePageCache<ReturnType<typeof page>>(2);
    cache.get("x", 1);
    cache.set("a", 1, page());
    cache.set("b", 1, page());
    cache.get("a", 1); // a is now the most recent
    cache.set("c", 1, page());
    expect([cache.get("a", 1), cache.get("b", 1), cache.get("c", 1)].map(Boolean)).toEqual([
      true,
      false,
      true,
    ]);
    cache.set("big", 1, page(101));
    expect(cache.get("big", 1)).toBeUndefined();
  });

  it("keys a call by its language and its parameters with a value, in any order", () => {
    const one = cataloguePageKey("it", { page: "2", per_page: "10", exclude__id: "" });
    expect(cataloguePageKey("it", { per_page: "10", page: "2" })).toBe(one);
    expect(cataloguePageKey("en", { per_page: "10", page: "2" })).not.toBe(one);
    expect(cataloguePageKey("it", { per_page: "10", page: "3" })).not.toBe(one);
  });
});

// The pages are kept per instance; every change commits a new catalogue version, which the next
// call on any instance reads. These follow changes made after the page was kept. Without kept
// pages (`LIST_PAGE_CACHE=off`) a search runs in one statement with the synonyms last loaded,
// checked against the catalogue's version in that same statement: the same changes, followed too.
describe.each(["on", "off"] as const)(
  "template lists follow the catalogue's changes at once, kept pages %s",
  (cache) => {
    let ctx: EditorTestContext;
    const search = (app: FastifyInstance, term: string) =>
      app
        .inject({
          method: "GET",
          url: `${C}/template/list/?no_page=no_page&free_filter__=${encodeURIComponent(term)}`,
          headers: authHeader(ctx.giulia),
        })
        .then((response) => response.json().results.map((row: { title: string }) => row.title));

    beforeAll(async () => {
      ctx = await setUpEditorTest({ LIST_PAGE_CACHE: cache });
    });
    afterAll(() => ctx.t.close());

    it("finds a template published after the same search was kept, on this instance and on another", async () => {
      const second = await ctx.t.secondInstance();
      const apps = second ? [ctx.t.app, second] : [ctx.t.app];
      try {
        for (const app of apps) expect(await search(app, "pattini")).toEqual([]);
        const created = await ctx.call("POST", `${E}/template/create/`, ctx.editor, {
          ...templatePayload({ title: "Comodato di pattini a rotelle" }),
        });
        await ctx.call("PATCH", `${E}/template/set-status/${created.body.id}/`, ctx.editor, {
          status: "public",
        });
        for (const app of apps)
          expect(await search(app, "pattini")).toEqual(["Comodato di pattini a rotelle"]);

        // Withdrawn: gone from every instance's next search.
        await ctx.call("PATCH", `${E}/template/set-status/${created.body.id}/`, ctx.editor, {
          status: "draft",
        });
        for (const app of apps) expect(await search(app, "pattini")).toEqual([]);
      } finally {
        await second?.close();
      }
    });

    it("uses a synonym group at the next search after it changes", async () => {
      for (const title of ["Comodato di un velocipede", "Noleggio di una bicicletta"]) {
        const created = await ctx.call(
          "POST",
          `${E}/template/create/`,
          ctx.editor,
          templatePayload({ title }),
        );
        await ctx.call("PATCH", `${E}/template/set-status/${created.body.id}/`, ctx.editor, {
          status: "public",
        });
      }
      // Found before the change too: the old synonyms' answer is not empty, and still not kept.
      expect(await search(ctx.t.app, "bicicletta")).toEqual(["Noleggio di una bicicletta"]);
      await ctx.t.database.db
        .insert(synonyms)
        .values({ language: "it", terms: ["bicicletta", "velocipede"] });
      expect((await search(ctx.t.app, "bicicletta")).sort()).toEqual([
        "Comodato di un velocipede",
        "Noleggio di una bicicletta",
      ]);
      // A word still being typed, and a typo: widened to the known words in the same statement.
      expect(await search(ctx.t.app, "velocip")).toContain("Comodato di un velocipede");
      expect(await search(ctx.t.app, "velocipdee")).toContain("Comodato di un velocipede");
    });

    it("shows the locks of the caller, not of whoever's call kept the page", async () => {
      const locks = async (token: string) =>
        (
          await ctx.call("GET", `${C}/template/list/?no_page=no_page&filter__module=work`, token)
        ).body.results.map((row: { locked: boolean }) => row.locked);
      // Giulia's subscription opens the work module, Mario's does not; the same page serves both.
      expect(new Set(await locks(ctx.giulia))).toEqual(new Set([false]));
      expect(new Set(await locks(ctx.mario))).toEqual(new Set([true]));
    });
  },
);
