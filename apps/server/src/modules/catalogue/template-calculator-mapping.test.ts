import { beforeAll, describe, expect, it } from "vitest";
import { E, editorSuite } from "../../test/editor-test-support";

// A template's link to a calculator may map the calculator's outputs to the template's fields,
// that are checked on save and kept when the template is saved again or gets a new version.
const ctx = editorSuite();
const EDITOR = `${E}/template-with-calculator`;
let lease = 0;
const locazione = () => lease;

beforeAll(async () => {
  const list = (await ctx.call("GET", `${E}/template/list/?no_page=no_page`, ctx.editor)).body.results;
  lease = list.find((row: { title: string }) => row.title === "Contratto di locazione ad uso abitativo").id;
});

describe("outputs mapped to fields", () => {
  let calculatorId = 0;
  let linkId = 0;

  beforeAll(async () => {
    const created = await ctx.call("POST", "/api/calculator/editor/template/create/", ctx.editor, {
      title: "Doppio di prova",
      code: "doppio-prova",
      language: "it",
      module: "civil_commercial",
      inputs: [{ slug: "base", label: "Base", type: "number", required: true }],
      outputs: [{ slug: "doppio", label: "Doppio", type: "number", expression: "base * 2" }],
    });
    expect(created.status).toBe(201);
    calculatorId = created.body.id;
  });

  it("links with a mapping of the calculator's outputs to the template's fields", async () => {
    const linked = await ctx.call("POST", `${EDITOR}/create/`, ctx.editor, {
      template: locazione(),
      calculator: calculatorId,
      mapping: { doppio: "locazione_nome" },
    });
    expect(linked.status).toBe(201);
    expect(linked.body.mapping).toEqual({ doppio: "locazione_nome" });
    linkId = linked.body.id;
  });

  it("refuses an output the calculator lacks or a field the template lacks, and changes nothing", async () => {
    const refused = await ctx.call("PUT", `${EDITOR}/partial-update/${linkId}/`, ctx.editor, {
      mapping: { triplo: "locazione_nome", doppio: "campo_inesistente" },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.mapping).toEqual([
      "The calculator has no result “triplo”",
      "The template has no field “campo_inesistente”",
    ]);
    const kept = await ctx.call("GET", `${EDITOR}/retrieve/${linkId}/`, ctx.editor);
    expect(kept.body.mapping).toEqual({ doppio: "locazione_nome" });
  });

  it("keeps the mapping when the template's calculators are saved again, and in a new version", async () => {
    const template = await ctx.call("GET", `${E}/template/retrieve/${locazione()}/`, ctx.editor);
    const saved = await ctx.call("PUT", `${E}/template/partial-update/${locazione()}/`, ctx.editor, {
      calculators: [...template.body.calculators].reverse(),
    });
    expect(saved.status).toBe(200);
    const links = await ctx.call(
      "GET",
      `${EDITOR}/list/?no_page=no_page&filter__template=${locazione()}&filter__calculator=${calculatorId}`,
      ctx.editor,
    );
    expect(links.body.results[0].mapping).toEqual({ doppio: "locazione_nome" });
    const version = await ctx.call(
      "POST",
      `${E}/template/create-new-version/${locazione()}/`,
      ctx.editor,
      {},
    );
    expect(version.status).toBe(201);
    const copied = await ctx.call(
      "GET",
      `${EDITOR}/list/?no_page=no_page&filter__template=${version.body.id}&filter__calculator=${calculatorId}`,
      ctx.editor,
    );
    expect(copied.body.results[0].mapping).toEqual({ doppio: "locazione_nome" });
  });
});
