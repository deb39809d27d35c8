import { describe, expect, it } from "vitest";
import { type CalculatorDefinition, checkDefinition, seriesUsedBy } from "./definition";
import { runCalculator } from "./run-calculator";
import { legalInterest, legalRateSeries } from "./test/legal-rate";

const series = [legalRateSeries()];

describe("period by period: year-by-year splits, sums over periods, not-applicable results", () => {
  const yearByYear: CalculatorDefinition = {
    inputs: [
      legalInterest.inputs[0] as CalculatorDefinition["inputs"][number],
      legalInterest.inputs[1] as CalculatorDefinition["inputs"][number],
      legalInterest.inputs[2] as CalculatorDefinition["inputs"][number],
      { slug: "mesi", label: "Mesi", type: "integer", min: "1", max: "18" },
    ],
    steps: [{ slug: "periodi", expression: 'yearly(rate_periods("tasso-legale", data_inizio, data_fine))' }],
    outputs: [
      {
        slug: "somma",
        label: "Somma",
        type: "money",
        expression: "round(sum_over(periodi, capitale * period_rate * period_days / 36500), 2)",
      },
      {
        slug: "semplice",
        label: "Interessi",
        type: "money",
        expression: "round(interest(capitale, periodi), 2)",
      },
      { slug: "giorni", label: "Giorni", type: "integer", expression: "sum_over(periodi, period_days)" },
      {
        slug: "nulla",
        label: "Non applicabile",
        type: "date",
        expression: "is_set(mesi) ? add_months(data_fine, mesi) : null",
      },
      { slug: "dopo", label: "Dopo", type: "boolean", expression: "is_set(nulla)" },
    ],
  };

  it("splits at each anniversary of the start as well as at each change of rate", () => {
    const result = runCalculator(
      yearByYear,
      { capitale: "10000", data_inizio: "2023-06-30", data_fine: "2025-01-10" },
      series,
    );
    expect(result.ok && result.table.map((row) => [row.from, row.to, row.days, row.rate])).toEqual([
      ["2023-06-30", "2023-12-31", 184, "5"],
      ["2023-12-31", "2024-06-30", 182, "2.5"],
      ["2024-06-30", "2024-12-31", 184, "2.5"],
      ["2024-12-31", "2025-01-10", 10, "2"],
    ]);
    // 252.054794… + 124.657534… + 126.027397… + 5.479452… = 508.219178…: splitting changes nothing.
    expect(result).toMatchObject({
      ok: true,
      results: { somma: "508.22", semplice: "508.22", giorni: "560", nulla: null, dopo: false },
    });
  });

  it("keys a missing optional input a formula needs to that input", () => {
    const needing: CalculatorDefinition = {
      ...yearByYear,
      outputs: [{ slug: "fine", label: "Fine", type: "date", expression: "add_months(data_inizio, mesi)" }],
    };
    expect(
      runCalculator(needing, { capitale: "1", data_inizio: "2024-01-31", data_fine: "2024-02-01" }, series),
    ).toEqual({ ok: false, errors: { mesi: { code: "required", name: "mesi" } } });
    expect(
      runCalculator(
        needing,
        { capitale: "1", data_inizio: "2024-01-31", data_fine: "2024-02-01", mesi: 1 },
        series,
      ),
    ).toMatchObject({ ok: true, results: { fine: "2024-02-29" } });
  });

  it("knows the period names inside sum_over only", () => {
    expect(checkDefinition(yearByYear)).toEqual({});
    const outside = {
      ...yearByYear,
      outputs: [{ slug: "x", label: "X", type: "number" as const, expression: "period_days + 1" }],
    };
    expect(checkDefinition(outside)).toEqual({
      "outputs.0.expression": { code: "unknown_name", name: "period_days" },
    });
  });
});

describe("series named by the formulas", () => {
  const reading = (expression: string) => ({
    inputs: [{ slug: "dal", label: "Dal", type: "date" as const, required: true }],
    outputs: [{ slug: "valore", label: "Valore", type: "number" as const, expression }],
  });

  it("are checked on save against the series that exist", () => {
    const known = new Set(["tasso-legale"]);
    expect(checkDefinition(reading('value_at("tasso-legale", dal)'), known)).toEqual({});
    expect(checkDefinition(reading('value_at("tasso-legal", dal)'), known)).toEqual({
      "outputs.0.expression": { code: "unknown_series", name: "tasso-legal" },
    });
    // A series must be named in quotes, so that it can be checked before anything runs.
    expect(checkDefinition(reading("value_at(dal, dal)"), known)["outputs.0.expression"]).toMatchObject({
      code: "type",
      name: "value_at",
    });
  });

  it("are listed, e.g. to refuse deleting a series in use", () => {
    expect(
      seriesUsedBy({
        steps: [{ slug: "periodi", expression: 'rate_periods("tasso-bce", a, b, 8)' }],
        outputs: [{ slug: "x", label: "X", type: "number", expression: 'value_at("foi", m) + periodi' }],
      }).sort(),
    ).toEqual(["foi", "tasso-bce"]);
  });
});
