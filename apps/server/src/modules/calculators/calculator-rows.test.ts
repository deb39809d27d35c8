import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { editorSuite } from "../../test/editor-test-support";

// Calculators whose input is a table of rows (the TFR's yearly pay): run, refused, printed.
const ctx = editorSuite();
const E = "/api/calculator/editor/template";
const C = "/api/calculator/customer/template";

describe("table inputs (rows)", () => {
  const ledger = {
    title: "Saldo progressivo di prova",
    code: "saldo-prova",
    language: "it",
    module: "civil_commercial",
    status: "public",
    inputs: [
      {
        slug: "movimenti",
        label: { it: "Movimenti annui", en: "Yearly entries" },
        type: "rows",
        required: true,
        columns: [
          { slug: "anno", label: { it: "Anno", en: "Year" }, type: "integer", required: true },
          { slug: "importo", label: { it: "Importo", en: "Amount" }, type: "money", required: true },
        ],
      },
    ],
    steps: [{ slug: "saldi", expression: 'add_column(movimenti, "saldo", prev_row(saldo, 0) + importo)' }],
    outputs: [
      { slug: "saldo_finale", label: "Saldo finale", type: "money", expression: "last_row(saldi, saldo)" },
    ],
  };
  const rows = [
    { anno: 2024, importo: "1000.50" },
    { anno: 2025, importo: "2000" },
  ];
  let ledgerId: number;

  beforeAll(async () => {
    const created = await ctx.call("POST", `${E}/create/`, ctx.editor, ledger);
    expect(created.status).toBe(201);
    ledgerId = created.body.id;
  });

  it("runs a calculator on rows, and writes them in the prospetto as a table", async () => {
    const result = await ctx.call("PUT", `${C}/evaluate/${ledgerId}/`, ctx.giulia, {
      values: { movimenti: rows },
    });
    expect(result.body.results).toEqual({ saldo_finale: "3000.50" });
    const pdf = await ctx.call(
      "PUT",
      `${C}/evaluate-download/${ledgerId}/`,
      ctx.giulia,
      { values: { movimenti: rows } },
      "it",
    );
    expect(pdf.status).toBe(200);
    if (!existsSync("/usr/bin/pdftotext")) return;
    const file = join(mkdtempSync(join(tmpdir(), "prospetto-")), "rows.pdf");
    writeFileSync(file, pdf.raw);
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
    for (const expected of ["Movimenti annui", "2024", "1.000,50 €", "3.000,50 €"])
      expect(text, expected).toContain(expected);
    expect(text).not.toContain("2.024");
  });

  it("names the row of a bad cell, refuses too many rows, and a table without columns on save", async () => {
    const bad = await ctx.call(
      "PUT",
      `${C}/evaluate/${ledgerId}/`,
      ctx.giulia,
      { values: { movimenti: [rows[0], { anno: 2025, importo: "duemila" }] } },
      "it",
    );
    expect(bad.status).toBe(400);
    expect(bad.body.movimenti).toEqual([
      "Il campo Movimenti annui ha un valore mancante o non valido alla riga 2",
    ]);
    const many = await ctx.call("PUT", `${C}/evaluate/${ledgerId}/`, ctx.giulia, {
      values: { movimenti: Array.from({ length: 61 }, (_, i) => ({ anno: 2000 + i, importo: "1" })) },
    });
    expect(many.status).toBe(400);
    const noColumns = await ctx.call("POST", `${E}/create/`, ctx.editor, {
      ...ledger,
      code: "saldo-senza-colonne",
      inputs: [{ slug: "movimenti", label: "Movimenti", type: "rows" }],
    });
    expect(noColumns.status).toBe(400);
    expect(noColumns.body["inputs.0.columns"]).toBeDefined();
  });
});
