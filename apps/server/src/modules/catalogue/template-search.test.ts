import { describe, expect, it } from "vitest";
import { C, E, editorSuite, templatePayload } from "../../test/editor-test-support";
import { buildTemplateSearch } from "./template-search";

// Free search reads `template_search`, a copy of the public versions kept by a trigger: these
// follow one template through the editor's changes and check that search follows them at once.
const ctx = editorSuite();
const T = `${E}/template`;

const searchIds = async (term: string) =>
  (
    await ctx.call(
      "GET",
      `${C}/template/list/?no_page=no_page&free_filter__=${encodeURIComponent(term)}`,
      ctx.giulia,
    )
  ).body.results.map((r: { id: number }) => r.id);

describe("free search follows the editors' changes", () => {
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are read loosely
  let template: any;

  it("does not find a draft, finds it once published", async () => {
    template = (
      await ctx.call(
        "POST",
        `${T}/create/`,
        ctx.editor,
        templatePayload({ title: "Comodato di monopattini" }),
      )
    ).body;
    expect(template.status).toBe("draft");
    expect(await searchIds("monopattini")).toEqual([]);
    await ctx.call("PATCH", `${T}/set-status/${template.id}/`, ctx.editor, { status: "public" });
    expect(await searchIds("monopattini")).toEqual([template.id]);
  });

  it("finds a published template by its new title and keywords, not the old ones", async () => {
    await ctx.call("PUT", `${T}/partial-update/${template.id}/`, ctx.editor, {
      title: "Comodato di biciclette",
      keywords: ["velocipedi"],
    });
    expect(await searchIds("monopattini")).toEqual([]);
    expect(await searchIds("biciclette")).toEqual([template.id]);
    expect(await searchIds("velocipedi")).toEqual([template.id]);
    // The typo tolerance knows the new word too.
    expect(await searchIds("bicilette")).toEqual([template.id]);
  });

  it("stops finding it when archived or deleted", async () => {
    await ctx.call("PATCH", `${T}/set-status/${template.id}/`, ctx.editor, { status: "archived" });
    expect(await searchIds("biciclette")).toEqual([]);
    await ctx.call("PATCH", `${T}/set-status/${template.id}/`, ctx.editor, { status: "public" });
    expect(await searchIds("biciclette")).toEqual([template.id]);
    expect((await ctx.call("DELETE", `${T}/destroy/${template.id}/`, ctx.editor)).status).toBe(200);
    expect(await searchIds("biciclette")).toEqual([]);
  });

  it("tolerates typos only for words nobody has written: a known word is not widened", async () => {
    const staff = (
      await ctx.call(
        "POST",
        `${T}/create/`,
        ctx.editor,
        templatePayload({ status: "public", title: "Regolamento del personale viaggiante" }),
      )
    ).body;
    const penalty = (
      await ctx.call(
        "POST",
        `${T}/create/`,
        ctx.editor,
        templatePayload({ status: "public", title: "Patto con clausola penale" }),
      )
    ).body;
    expect(await searchIds("personle")).toContain(staff.id); // a typo: the nearest known words help
    // "penale" is a title's word now: it is searched as typed, not widened to "personale".
    const found = await searchIds("penale");
    expect(found).toContain(penalty.id);
    expect(found).not.toContain(staff.id);
  });

  it("counts matches past the last page", async () => {
    const page = await ctx.call(
      "GET",
      `${C}/template/list/?per_page=10&page=99&free_filter__=contratto`,
      ctx.giulia,
    );
    expect(page.body.results).toEqual([]);
    expect(page.body.count).toBeGreaterThan(0);
    // Every match is counted, on the last page as on a page past it and on a page of one.
    const whole = await ctx.call(
      "GET",
      `${C}/template/list/?per_page=100&free_filter__=contratto`,
      ctx.giulia,
    );
    expect(whole.body.results).toHaveLength(page.body.count);
    const one = await ctx.call("GET", `${C}/template/list/?per_page=1&free_filter__=contratto`, ctx.giulia);
    expect(one.body).toMatchObject({ count: page.body.count, per_page: 1 });
    expect(one.body.results).toHaveLength(1);
    // A first page with no match counts none: its count is the page's own (json-list.ts).
    const none = await ctx.call("GET", `${C}/template/list/?per_page=10&free_filter__=zzxqwv`, ctx.giulia);
    expect(none.body).toEqual({ results: [], per_page: 10, count: 0 });
  });
});

describe("the search's tsquery text", () => {
  const groups = [
    ["affitto", "locazione", "pigione"],
    ["contratto di lavoro", "assunzione", "lavoro subordinato"],
  ];

  it("puts a word's synonyms beside it, and the typed last word as a prefix open to similar words", () => {
    expect(buildTemplateSearch(groups, "Affitto ABITATIVO")).toEqual({
      text: "(affitto | locazione | pigione) & (abitativo:*",
      similarTo: "abitativo",
    });
  });

  it("matches the longest synonym term, and every word of a multi-word one", () => {
    // Not a term of any group: word by word.
    expect(buildTemplateSearch(groups, "contratti di lavoro")).toEqual({
      text: "(contratti) & (di) & (lavoro:*",
      similarTo: "lavoro",
    });
    expect(buildTemplateSearch(groups, "contratto di lavoro")?.text).toBe(
      "((contratto & di & lavoro) | assunzione | (lavoro & subordinato))",
    );
  });

  it("reads a lease's «4+4» as the text search does, «4» then «+4», whole (issue 44)", () => {
    // A plain «4» is in most bodies (an article, a date): «+4» only where «4+4» is written.
    expect(buildTemplateSearch(groups, "4+4")).toEqual({ text: "(4) & (+4)", similarTo: null });
    expect(buildTemplateSearch(groups, "affitto 3 + 2")).toEqual({
      text: "(affitto | locazione | pigione) & (3) & (+2)",
      similarTo: null,
    });
    expect(buildTemplateSearch(groups, "6+6 locaz")?.text).toBe("(6) & (+6) & (locaz:*");
  });

  it("drops punctuation and accents, and answers nothing for nothing", () => {
    expect(buildTemplateSearch(groups, "l'età")).toEqual({ text: "(l) & (eta:*)", similarTo: null });
    expect(buildTemplateSearch(groups, " ?! ")).toBeNull();
  });
});
