import { describe, expect, it } from "vitest";
import { type CalculatorDefinition, checkDefinition } from "./definition";
import { calcMessage } from "./errors";
import { runCalculator } from "./run-calculator";

describe("rows: a table input read row by row, like a spreadsheet", () => {
  const ledger: CalculatorDefinition = {
    inputs: [
      {
        slug: "movimenti",
        label: "Movimenti",
        type: "rows",
        required: true,
        columns: [
          { slug: "anno", label: "Anno", type: "integer", required: true },
          { slug: "importo", label: "Importo", type: "money", required: true },
        ],
      },
    ],
    steps: [
      { slug: "saldi", expression: 'add_column(movimenti, "saldo", prev_row(saldo, 100) + importo)' },
      {
        slug: "ok",
        input: "movimenti",
        expression:
          'valid_if(sum_rows(movimenti, row_index == 1 || anno == prev_row(anno, 0) + 1 ? 0 : 1) == 0, "anni non consecutivi", "years not consecutive")',
      },
    ],
    outputs: [
      { slug: "finale", label: "Saldo finale", type: "money", expression: "last_row(saldi, saldo)" },
      { slug: "totale", label: "Totale", type: "money", expression: "sum_rows(saldi, importo * row_index)" },
      { slug: "righe", label: "Righe", type: "integer", expression: "count_rows(saldi)" },
    ],
  };
  const rows = (...pairs: [number, string][]) => pairs.map(([anno, importo]) => ({ anno, importo }));

  it("adds columns row by row, each reading the row before, and sums or reads the last", () => {
    expect(checkDefinition(ledger)).toEqual({});
    expect(
      runCalculator(ledger, { movimenti: rows([2024, "10.10"], [2025, "20"], [2026, "-5"]) }, []),
    ).toEqual({
      ok: true,
      results: { finale: "125.10", totale: "35.10", righe: "3" },
      table: [],
      used_series: [],
    });
  });

  it("names the row of a bad cell, and the input of a broken rule in the editors' words", () => {
    expect(runCalculator(ledger, { movimenti: [{ anno: 2024, importo: "1" }, { anno: 2025 }] }, [])).toEqual({
      ok: false,
      errors: { movimenti: { code: "invalid_row", name: "movimenti", detail: "2" } },
    });
    const broken = runCalculator(ledger, { movimenti: rows([2024, "1"], [2026, "1"]) }, []);
    expect(broken).toEqual({
      ok: false,
      errors: {
        movimenti: {
          code: "condition",
          name: "movimenti",
          detail: "anni non consecutivi",
          detail_en: "years not consecutive",
        },
      },
    });
    if (!broken.ok && broken.errors.movimenti) {
      expect(calcMessage(broken.errors.movimenti, "en", "Entries")).toBe("Entries: years not consecutive");
    }
    expect(runCalculator(ledger, { movimenti: "2024" }, [])).toEqual({
      ok: false,
      errors: { movimenti: { code: "invalid_value", name: "movimenti" } },
    });
  });

  it("reads columns and prev_row inside row expressions only, and refuses unknown columns on save", () => {
    const outputs = (expression: string) => ({
      ...ledger,
      outputs: [{ slug: "x", label: "X", type: "number" as const, expression }],
    });
    expect(checkDefinition(outputs("importo + 1"))).toEqual({
      "outputs.0.expression": { code: "unknown_name", name: "importo" },
    });
    expect(checkDefinition(outputs("prev_row(importo, 0)"))).toMatchObject({
      "outputs.0.expression": { code: "type", name: "prev_row" },
    });
    expect(checkDefinition(outputs("sum_rows(movimenti, imorto)"))).toEqual({
      "outputs.0.expression": { code: "unknown_name", name: "imorto" },
    });
    expect(checkDefinition(outputs("add_column(movimenti, nome, 1) == 1"))).toMatchObject({
      "outputs.0.expression": { code: "type", name: "add_column" },
    });
    const table = (rows: string, column: string) => ({
      ...ledger,
      breakdown: { rows, columns: [{ slug: column, label: "C", type: "money" as const }] },
    });
    expect(checkDefinition(table("saldi", "saldo"))).toEqual({});
    expect(checkDefinition(table("movimenti", "saldo"))).toEqual({
      "breakdown.rows": { code: "unknown_name", name: "movimenti" },
    });
    expect(checkDefinition(table("saldi", "sald"))).toEqual({
      "breakdown.columns.0": { code: "unknown_name", name: "sald" },
    });
    expect(
      runCalculator(table("saldi", "saldo"), { movimenti: rows([2024, "1"], [2025, "2"]) }, []),
    ).toMatchObject({
      ok: true,
      rows: [{ saldo: "101.00" }, { saldo: "103.00" }],
    });
    const noColumns = { ...ledger, inputs: [{ slug: "movimenti", label: "M", type: "rows" as const }] };
    expect(checkDefinition(noColumns)).toMatchObject({
      "inputs.0.columns": { code: "required", name: "movimenti" },
    });
  });

  it("shows an editors' refusal beside the input its step names, which every valid_if must name (issue 31)", () => {
    const steps = (step: Partial<{ input: string; expression: string }>) => ({
      ...ledger,
      steps: [
        ...(ledger.steps ?? []).slice(0, 1),
        { slug: "controllo", expression: 'valid_if(count_rows(movimenti) < 3, "troppe righe")', ...step },
      ],
    });
    expect(checkDefinition(steps({ input: "movimenti" }))).toEqual({});
    expect(checkDefinition(steps({}))).toEqual({ "steps.1.input": { code: "needs_input" } });
    expect(checkDefinition(steps({ input: "movimento" }))).toEqual({
      "steps.1.input": { code: "unknown_name", name: "movimento" },
    });
    // Outputs name no input: a refusal belongs in a step.
    expect(
      checkDefinition({
        ...ledger,
        outputs: [{ slug: "x", label: "X", type: "boolean", expression: 'valid_if(true, "mai")' }],
      }),
    ).toEqual({ "outputs.0.expression": { code: "needs_input" } });
    // The form that named the input inside the formula is gone: the step names it.
    expect(
      checkDefinition(steps({ input: "movimenti", expression: 'valid_if(true, "movimenti", "a", "b")' })),
    ).toEqual({ "steps.1.expression": { code: "arity", name: "valid_if" } });
    const rows3 = rows([2024, "1"], [2025, "1"], [2026, "1"]);
    expect(runCalculator(steps({ input: "movimenti" }), { movimenti: rows3 }, [])).toEqual({
      ok: false,
      errors: { movimenti: { code: "condition", name: "movimenti", detail: "troppe righe" } },
    });
    // Whatever else fails in that step is the input's too: the step checks it.
    const failing = steps({ input: "movimenti", expression: 'value_at("foi", date(2024, 1, 1))' });
    expect(runCalculator(failing, { movimenti: rows3 }, [])).toMatchObject({
      ok: false,
      errors: { movimenti: { code: "unknown_series", name: "foi" } },
    });
  });
});
