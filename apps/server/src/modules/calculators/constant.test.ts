import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents } from "../../platform/audit/audit.table";
import { editorSuite } from "../../test/editor-test-support";

// The editors' calculator constants: dated series, the generic resource (issue 14).
const ctx = editorSuite();
const K = "/api/calculator/editor/constant";

const ecb = {
  slug: "tasso-bce-prova",
  title: "Tasso di riferimento BCE (art. 5 D.Lgs. 231/2002)",
  unit: "percent",
  source: "Comunicati MEF in Gazzetta Ufficiale",
  values: [
    { valid_from: "2024-01-01", value: "4.5", note: "MEF comunicato G.U. n. 12 del 16.01.2024" },
    { valid_from: "2023-07-01", value: "4", note: "MEF comunicato G.U. n. 165 del 17.07.2023" },
  ],
};

describe("calculator constants", () => {
  it("creates a series, keeping its values in date order, and records who did it", async () => {
    const created = await ctx.call("POST", `${K}/create/`, ctx.editor, ecb);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      slug: "tasso-bce-prova",
      unit: "percent",
      values: [
        { valid_from: "2023-07-01", value: "4", note: "MEF comunicato G.U. n. 165 del 17.07.2023" },
        { valid_from: "2024-01-01", value: "4.5", note: "MEF comunicato G.U. n. 12 del 16.01.2024" },
      ],
    });
    const again = await ctx.call("GET", `${K}/retrieve/${created.body.id}/`, ctx.editor);
    expect(again.body).toEqual(created.body);
    const audit = await ctx.t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subject_id, created.body.id));
    expect(audit.filter((e) => e.action === "calculator_constant.create")).toHaveLength(1);
  });

  it("changes only what a partial update sends; values sent replace the series", async () => {
    const { body } = await ctx.call("POST", `${K}/create/`, ctx.editor, { ...ecb, slug: "serie-parziale" });
    const renamed = await ctx.call("PUT", `${K}/partial-update/${body.id}/`, ctx.editor, {
      title: "Nuovo titolo",
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ title: "Nuovo titolo", source: ecb.source, values: body.values });
    // Next semester's value, as an editor adds it in January.
    const values = [
      ...body.values,
      { valid_from: "2024-07-01", value: "4.25", note: "G.U. n. 176 del 29.07.2024" },
    ];
    const added = await ctx.call("PUT", `${K}/partial-update/${body.id}/`, ctx.editor, { values });
    expect(added.body.values.map((v: { value: string }) => v.value)).toEqual(["4", "4.5", "4.25"]);
    expect(added.body.title).toBe("Nuovo titolo");
  });

  it("refuses bad series with a field error and changes nothing", async () => {
    const { body } = await ctx.call("POST", `${K}/create/`, ctx.editor, { ...ecb, slug: "serie-intatta" });
    for (const values of [
      [{ valid_from: "2024-02-30", value: "1" }],
      [{ valid_from: "2024-01-01", value: "1,5" }],
      [{ valid_from: "2024-01-01", value: "1e3" }],
      [
        { valid_from: "2024-01-01", value: "1" },
        { valid_from: "2024-01-01", value: "2" },
      ],
      [{ valid_from: "2024-07-01", valid_to: "2024-06-30", value: "1" }],
    ]) {
      const refused = await ctx.call("PUT", `${K}/partial-update/${body.id}/`, ctx.editor, { values });
      expect(refused.status, JSON.stringify(values)).toBe(400);
      expect(Object.keys(refused.body).some((key) => key.startsWith("values."))).toBe(true);
    }
    expect((await ctx.call("GET", `${K}/retrieve/${body.id}/`, ctx.editor)).body.values).toEqual(body.values);
    const taken = await ctx.call("POST", `${K}/create/`, ctx.editor, ecb);
    expect(taken.status).toBe(400);
    expect(taken.body.slug).toEqual(["A constant with the code tasso-bce-prova already exists"]);
    const badSlug = await ctx.call("POST", `${K}/create/`, ctx.editor, { ...ecb, slug: "Tasso BCE" });
    expect(badSlug.status).toBe(400);
  });

  it("lists, filters and searches the series; deletes one", async () => {
    const list = await ctx.call("GET", `${K}/list/?no_page=no_page&free_filter__=bce-prova`, ctx.editor);
    expect(list.body.results.map((r: { slug: string }) => r.slug)).toEqual(["tasso-bce-prova"]);
    const byUnit = await ctx.call("GET", `${K}/list/?filter__unit=index&no_page=no_page`, ctx.editor);
    expect(byUnit.body.count).toBe(0);
    const { body } = await ctx.call("POST", `${K}/create/`, ctx.editor, { ...ecb, slug: "da-eliminare" });
    expect((await ctx.call("DELETE", `${K}/destroy/${body.id}/`, ctx.editor)).status).toBe(204);
    expect((await ctx.call("GET", `${K}/retrieve/${body.id}/`, ctx.editor)).status).toBe(404);
    const audit = await ctx.t.database.db
      .select()
      .from(auditEvents)
      .where(like(auditEvents.action, "calculator_constant.destroy"));
    expect(audit.map((e) => e.subject_id)).toContain(body.id);
  });

  it("refuses to delete a series a calculator reads, and a calculator reading a series that does not exist", async () => {
    const series = await ctx.call("POST", `${K}/create/`, ctx.editor, { ...ecb, slug: "serie-letta" });
    expect(series.status).toBe(201);
    const calculator = {
      title: "Lettore di prova",
      code: "lettore-prova",
      language: "it",
      module: "civil_commercial",
      inputs: [{ slug: "dal", label: "Dal", type: "date", required: true }],
      outputs: [
        { slug: "tasso", label: "Tasso", type: "percentage", expression: 'value_at("serie-letta", dal)' },
      ],
    };
    const wrong = await ctx.call("POST", "/api/calculator/editor/template/create/", ctx.editor, {
      ...calculator,
      outputs: [{ ...calculator.outputs[0], expression: 'value_at("serie-inesistente", dal)' }],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body["outputs.0.expression"]).toEqual(["Unknown series: serie-inesistente"]);
    const reader = await ctx.call("POST", "/api/calculator/editor/template/create/", ctx.editor, calculator);
    expect(reader.status).toBe(201);

    const refused = await ctx.call("DELETE", `${K}/destroy/${series.body.id}/`, ctx.editor);
    expect(refused.status).toBe(409);
    expect(refused.body.non_field_errors).toEqual([
      "The series serie-letta cannot be deleted: Lettore di prova use it",
    ]);
    expect((await ctx.call("GET", `${K}/retrieve/${series.body.id}/`, ctx.editor)).status).toBe(200);
  });

  it("lists each series as it reads alone, after every write (its row kept by a trigger, migration 0046)", async () => {
    const listed = async () => {
      const { body } = await ctx.call("GET", `${K}/list/?no_page=no_page`, ctx.editor);
      // A row without its kept text would be left out of the results, not of the count.
      expect(body.results).toHaveLength(body.count);
      return body.results as { id: number }[];
    };
    const expectListedAsRetrieved = async () => {
      const rows = await listed();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows)
        expect(row).toEqual((await ctx.call("GET", `${K}/retrieve/${row.id}/`, ctx.editor)).body);
    };
    const { body } = await ctx.call("POST", `${K}/create/`, ctx.editor, {
      ...ecb,
      slug: "serie-elencata",
      title: 'Tasso «legale» \\ "prova"',
    });
    await expectListedAsRetrieved();
    await ctx.call("PUT", `${K}/partial-update/${body.id}/`, ctx.editor, {
      values: [...body.values, { valid_from: "2025-01-01", value: "3.15", note: "G.U. n. 1 del 2.01.2025" }],
    });
    await ctx.call("PUT", `${K}/partial-update/${body.id}/`, ctx.editor, { unit: "index", source: "ISTAT" });
    await expectListedAsRetrieved();
    const changed = (await listed()).find((row) => row.id === body.id);
    expect(changed).toBeDefined();
    expect(changed).toMatchObject({ unit: "index", source: "ISTAT", title: 'Tasso «legale» \\ "prova"' });
    expect((changed as unknown as { values: unknown[] }).values).toHaveLength(3);
  });

  it("is for editors only", async () => {
    expect((await ctx.call("GET", `${K}/list/`, ctx.mario)).status).toBe(403);
    expect((await ctx.call("GET", `${K}/list/`, null)).status).toBe(401);
  });
});
