import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { EditorTestContext } from "../../test/editor-test-support";
import { C, E, legalInterest, legalInterestSuite, values } from "../../test/legal-interest-fixture";

// A calculator's prospetto text and its published versions (issue 14), the series complete.
let ctx: EditorTestContext;
let id: number;
legalInterestSuite((suite) => ({ ctx, id } = suite), { rate2024: true });

describe("the prospetto's own text", () => {
  it("is sanitised, may cite only the calculator's inputs and results, and prints with their values", async () => {
    const refused = await ctx.call(
      "PUT",
      `${E}/partial-update/${id}/`,
      ctx.editor,
      { prospetto: { it: "<p>Su {{field::capitale}} e {{field::sconosciuto}}</p>" } },
      "it",
    );
    expect(refused.status).toBe(400);
    expect(refused.body.prospetto).toEqual([
      "Il testo del prospetto cita ciò che il calcolatore non ha: {{field::sconosciuto}} (si possono citare solo i suoi dati e risultati)",
    ]);
    const saved = await ctx.call("PUT", `${E}/partial-update/${id}/`, ctx.editor, {
      // Published at once: customers print the published version's text.
      status: "public",
      prospetto: {
        it: '<p onclick="x()">Interessi ex art. 1284 c.c. su {{field::capitale}}: {{field::interessi}}.</p><script>alert(1)</script>',
        en: "",
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.prospetto).toEqual({
      it: "<p>Interessi ex art. 1284 c.c. su {{field::capitale}}: {{field::interessi}}.</p>",
    });
    // Other changes keep it.
    const renamed = await ctx.call("PUT", `${E}/partial-update/${id}/`, ctx.editor, {
      title: legalInterest.title,
    });
    expect(renamed.body.prospetto).toEqual(saved.body.prospetto);
    const pdf = await ctx.call("PUT", `${C}/evaluate-download/${id}/`, ctx.giulia, { values }, "en");
    expect(pdf.status).toBe(200);
    if (!existsSync("/usr/bin/pdftotext")) return;
    const file = join(mkdtempSync(join(tmpdir(), "prospetto-")), "text.pdf");
    writeFileSync(file, pdf.raw);
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString().replace(/\s+/g, " ");
    // No English text: the Italian one, with the values in place of the chips.
    expect(text).toContain("Interessi ex art. 1284 c.c. su €10,000.00: €750.68.");
  });
});

describe("versions", () => {
  const doubled = [{ ...legalInterest.outputs[0], expression: "round(interest(capitale, periodi), 2) * 2" }];
  const interest = async (token: string) =>
    (await ctx.call("PUT", `${token === ctx.editor ? E : C}/evaluate/${id}/`, token, { values })).body.results
      .interessi;

  it("customers run the published version while the editors write the next; publishing makes it theirs", async () => {
    const before = (await ctx.call("GET", `${E}/retrieve/${id}/`, ctx.editor)).body;
    expect(before).toMatchObject({ status: "public", has_unpublished_changes: false });
    expect(before.version).toBeGreaterThanOrEqual(1);
    expect(before.versions[0]).toMatchObject({ version: before.version });

    const written = await ctx.call("PUT", `${E}/partial-update/${id}/`, ctx.editor, { outputs: doubled });
    expect(written.body).toMatchObject({ version: before.version, has_unpublished_changes: true });
    // The editors try what they wrote; customers keep the published figures and definition.
    expect(await interest(ctx.editor)).toBe("1501.36");
    expect(await interest(ctx.giulia)).toBe("750.68");
    const seen = (await ctx.call("GET", `${C}/retrieve/${id}/`, ctx.giulia)).body;
    expect(seen.outputs[0].expression).toBe(legalInterest.outputs[0]?.expression);

    const published = await ctx.call("PUT", `${E}/partial-update/${id}/`, ctx.editor, { status: "public" });
    expect(published.body).toMatchObject({ version: before.version + 1, has_unpublished_changes: false });
    expect(published.body.versions.map((v: { version: number }) => v.version).slice(0, 2)).toEqual([
      before.version + 1,
      before.version,
    ]);
    expect(await interest(ctx.giulia)).toBe("1501.36");
    // Asking again with nothing new publishes nothing.
    const again = await ctx.call("PUT", `${E}/partial-update/${id}/`, ctx.editor, { status: "public" });
    expect(again.body.version).toBe(before.version + 1);

    await ctx.call("PUT", `${E}/partial-update/${id}/`, ctx.editor, {
      outputs: legalInterest.outputs,
      status: "public",
    });
    expect(await interest(ctx.giulia)).toBe("750.68");
  });

  it("refuses deleting a series the published version reads, even when the next one does not", async () => {
    await ctx.call("PUT", `${E}/partial-update/${id}/`, ctx.editor, {
      steps: [],
      outputs: [{ slug: "interessi", label: "Interessi", type: "money", expression: "capitale" }],
    });
    const constants = await ctx.call(
      "GET",
      "/api/calculator/editor/constant/list/?no_page=no_page",
      ctx.editor,
    );
    const series = constants.body.results.find((c: { slug: string }) => c.slug === "tasso-prova");
    const refused = await ctx.call(
      "DELETE",
      `/api/calculator/editor/constant/destroy/${series.id}/`,
      ctx.editor,
    );
    expect(refused.status).toBe(409);
    await ctx.call("PUT", `${E}/partial-update/${id}/`, ctx.editor, {
      steps: legalInterest.steps,
      outputs: legalInterest.outputs,
    });
  });
});
