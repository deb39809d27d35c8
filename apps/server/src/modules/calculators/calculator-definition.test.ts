import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { EditorTestContext } from "../../test/editor-test-support";
import {
  C,
  E,
  legalInterest,
  legalInterestSuite,
  RATE_2024,
  values,
} from "../../test/legal-interest-fixture";

// Calculator templates with their definitions: written by editors, run by customers (issue 14).
let ctx: EditorTestContext;
let id: number;
// The series stops at 2023: a test below adds 2024.
legalInterestSuite((suite) => ({ ctx, id } = suite));

describe("calculator definitions (editors)", () => {
  it("refuses, when saved, expressions that do not parse or read unknown names, keyed by their place", async () => {
    const refused = await ctx.call(
      "POST",
      `${E}/create/`,
      ctx.editor,
      {
        ...legalInterest,
        code: "rotto",
        outputs: [
          { slug: "a", label: "A", type: "money", expression: "capitale * tasso" },
          { slug: "b", label: "B", type: "money", expression: "round(" },
        ],
      },
      "it",
    );
    expect(refused.status).toBe(400);
    expect(refused.body["outputs.0.expression"]).toEqual(["Nome sconosciuto: tasso"]);
    expect(refused.body["outputs.1.expression"]?.[0]).toMatch(/^L'espressione non è scritta correttamente/);
    const update = await ctx.call("PUT", `${E}/partial-update/${id}/`, ctx.editor, {
      steps: [{ slug: "periodi", expression: "constructor" }],
    });
    expect(update.status).toBe(400);
    expect((await ctx.call("GET", `${E}/retrieve/${id}/`, ctx.editor)).body.steps).toEqual(
      legalInterest.steps,
    );
    // A refusal in the editors' words says which field it belongs to (issue 31).
    const check = { slug: "controllo", expression: 'valid_if(capitale < 1000000, "troppo", "too much")' };
    const unplaced = await ctx.call("PUT", `${E}/partial-update/${id}/`, ctx.editor, {
      steps: [...legalInterest.steps, check],
    });
    expect(unplaced.status).toBe(400);
    expect(unplaced.body["steps.1.input"]).toEqual([
      "A valid_if check belongs in a step that names the input it refers to",
    ]);
    const misplaced = await ctx.call("PUT", `${E}/partial-update/${id}/`, ctx.editor, {
      steps: [...legalInterest.steps, { ...check, input: "capital" }],
    });
    expect(misplaced.body["steps.1.input"]).toEqual(["Unknown name: capital"]);
    const taken = await ctx.call("POST", `${E}/create/`, ctx.editor, legalInterest);
    expect(taken.body.code).toEqual(["A calculator with the code interessi-prova already exists"]);
  });

  it("evaluates a draft for the editor, with the breakdown and the values it used", async () => {
    const result = await ctx.call("PUT", `${E}/evaluate/${id}/`, ctx.editor, { values });
    // 2024 is not in the series yet: the answer says so, beside the end date, instead of
    // carrying 5 % on.
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      status_code: 400,
      data_fine: ["The series tasso-prova has no value in force on 2024-01-01"],
    });
  });

  it("uses a value the editors add at once", async () => {
    const constants = await ctx.call(
      "GET",
      "/api/calculator/editor/constant/list/?filter__slug=tasso-prova",
      ctx.editor,
    );
    const constant = constants.body.results[0];
    await ctx.call("PUT", `/api/calculator/editor/constant/partial-update/${constant.id}/`, ctx.editor, {
      values: [...constant.values, RATE_2024],
    });
    const result = await ctx.call("PUT", `${E}/evaluate/${id}/`, ctx.editor, { values });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      results: { interessi: "750.68" },
      table: [
        { series: "tasso-prova", from: "2022-12-31", to: "2023-12-31", days: 365, rate: "5" },
        { series: "tasso-prova", from: "2023-12-31", to: "2024-12-31", days: 366, rate: "2.5" },
      ],
      used_series: [
        {
          series: "tasso-prova",
          title: "Tasso di prova",
          unit: "percent",
          valid_from: "2023-01-01",
          value: "5",
          note: "D.M. 13 dicembre 2022",
        },
        {
          series: "tasso-prova",
          title: "Tasso di prova",
          unit: "percent",
          valid_from: "2024-01-01",
          value: "2.5",
          note: "D.M. 29 novembre 2023",
        },
      ],
    });
  });
});

describe("calculators for customers", () => {
  it("shows only public calculators, and evaluates them", async () => {
    expect((await ctx.call("GET", `${C}/retrieve/${id}/`, ctx.giulia)).status).toBe(404);
    expect((await ctx.call("PUT", `${C}/evaluate/${id}/`, ctx.giulia, { values })).status).toBe(404);
    await ctx.call("PUT", `${E}/partial-update/${id}/`, ctx.editor, { status: "public" });
    // Found by its code too, as a professional names it ("interessi-prova", "tfr").
    const byCode = await ctx.call(
      "GET",
      `${C}/list/?no_page=no_page&free_filter__=INTERESSI-PROVA`,
      ctx.giulia,
    );
    expect(byCode.body.results.map((r: { id: number }) => r.id)).toEqual([id]);
    const list = await ctx.call("GET", `${C}/list/?no_page=no_page&free_filter__=prova`, ctx.giulia);
    expect(list.body.results).toEqual([
      expect.objectContaining({ id, code: "interessi-prova", is_locked: false }),
    ]);
    const result = await ctx.call("PUT", `${C}/evaluate/${id}/`, ctx.giulia, { values });
    expect(result.body.results).toEqual({ interessi: "750.68" });
  });

  it("writes the prospetto as a PDF a reader opens, with the figures and the acts behind them", async () => {
    const pdf = await ctx.call("PUT", `${C}/evaluate-download/${id}/`, ctx.giulia, { values }, "it");
    expect(pdf.status).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(String(pdf.headers["content-disposition"])).toMatch(
      /^attachment; filename="interessi-prova \d{4}-\d{2}-\d{2}\.pdf"/,
    );
    expect(pdf.raw.subarray(0, 5).toString()).toBe("%PDF-");
    const docx = await ctx.call("PUT", `${C}/evaluate-download/${id}/?downloadFormat=docx`, ctx.giulia, {
      values,
    });
    expect(docx.raw.subarray(0, 2).toString()).toBe("PK");
    const refused = await ctx.call("PUT", `${C}/evaluate-download/${id}/`, ctx.giulia, {
      values: { capitale: "x" },
    });
    expect(refused.status).toBe(400);
    if (!existsSync("/usr/bin/pdftotext")) return;
    const file = join(mkdtempSync(join(tmpdir(), "prospetto-")), "p.pdf");
    writeFileSync(file, pdf.raw);
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
    for (const expected of [
      "Prospetto di calcolo",
      "750,68",
      "31/12/2022",
      "366",
      "2,5 %",
      "D.M. 13 dicembre 2022",
      "D.M. 29 novembre 2023",
      "anno di 365 giorni",
    ])
      expect(text, expected).toContain(expected);
  });

  it("answers bad input with errors keyed by the input, in the customer's language", async () => {
    const result = await ctx.call(
      "PUT",
      `${C}/evaluate/${id}/`,
      ctx.giulia,
      {
        values: { capitale: "dieci", data_inizio: "2024-02-30" },
      },
      "it",
    );
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      status_code: 400,
      capitale: ["Il campo Capitale non contiene un valore valido"],
      data_inizio: ["Il campo Dal non contiene un valore valido"],
      data_fine: ["Il campo Al è obbligatorio"],
    });
    const reversed = await ctx.call("PUT", `${C}/evaluate/${id}/`, ctx.giulia, {
      values: { ...values, data_fine: "2022-01-01" },
    });
    // Beside the field to change, never in a step's name the form cannot show (issue 31).
    expect(reversed.body).toEqual({
      status_code: 400,
      data_fine: ["The end date comes before the start date"],
    });
  });

  it("gives the series a calculator reads to whoever may run it, so the screen computes as typed", async () => {
    const series = await ctx.call("GET", `${C}/series/${id}/`, ctx.giulia);
    expect(series.status).toBe(200);
    expect(series.body.results.map((s: { slug: string }) => s.slug)).toEqual(["tasso-prova"]);
    expect(series.body.results[0].values[0]).toMatchObject({ valid_from: "2023-01-01", value: "5" });
    expect((await ctx.call("GET", `${E}/series/${id}/`, ctx.editor)).status).toBe(200);
    expect((await ctx.call("GET", `${C}/series/999999/`, ctx.giulia)).status).toBe(404);
  });

  it("locks a calculator outside the customer's subscription: listed, not run", async () => {
    await ctx.call("PUT", `${E}/partial-update/${id}/`, ctx.editor, { module: "work" });
    const list = await ctx.call("GET", `${C}/list/?no_page=no_page&free_filter__=prova`, ctx.mario);
    expect(list.body.results[0]).toMatchObject({ id, is_locked: true });
    const locked = await ctx.call("PUT", `${C}/evaluate/${id}/`, ctx.mario, { values });
    expect(locked.status).toBe(403);
    expect((await ctx.call("GET", `${C}/series/${id}/`, ctx.mario)).status).toBe(403);
    // Said of the calculator, not of a contract.
    expect(JSON.stringify(locked.body)).toContain("This calculator is not included in your subscription");
    expect((await ctx.call("PUT", `${C}/evaluate/${id}/`, ctx.giulia, { values })).status).toBe(200);
    await ctx.call("PUT", `${E}/partial-update/${id}/`, ctx.editor, { module: "civil_commercial" });
  });

  it("deletes a calculator for the editors, and it is gone for everyone", async () => {
    const created = await ctx.call("POST", `${E}/create/`, ctx.editor, {
      ...legalInterest,
      code: "da-eliminare",
      status: "public",
    });
    expect((await ctx.call("DELETE", `${E}/destroy/${created.body.id}/`, ctx.editor)).status).toBe(204);
    expect((await ctx.call("GET", `${C}/retrieve/${created.body.id}/`, ctx.giulia)).status).toBe(404);
  });
});
