import { describe, expect, it } from "vitest";
import { type CalculatorDefinition, checkDefinition } from "./definition";
import { calcMessage } from "./errors";
import { runCalculator } from "./run-calculator";
import { legalInterest, legalRateSeries } from "./test/legal-rate";

/** Scadenze della locazione 4+4 (L. 431/1998): the first expiry and the notice deadline. */
const leaseDeadlines: CalculatorDefinition = {
  inputs: [
    {
      slug: "tipo",
      label: "Tipo",
      type: "select",
      required: true,
      options: [
        { value: "4+4", label: "4+4" },
        { value: "3+2", label: "3+2" },
      ],
    },
    { slug: "data_decorrenza", label: "Decorrenza", type: "date", required: true },
  ],
  steps: [{ slug: "anni", expression: 'tipo == "4+4" ? 4 : 3' }],
  outputs: [
    {
      slug: "prima_scadenza",
      label: "Prima scadenza",
      type: "date",
      expression: "add_days(add_months(data_decorrenza, anni * 12), -1)",
    },
    {
      slug: "termine_disdetta",
      label: "Termine per la disdetta",
      type: "date",
      expression: "add_months(prima_scadenza, -6)",
    },
  ],
};

const series = [legalRateSeries()];

describe("calculator definitions", () => {
  it("accepts a definition whose expressions read only what comes before them", () => {
    expect(checkDefinition(legalInterest)).toEqual({});
    expect(checkDefinition(leaseDeadlines)).toEqual({});
  });

  it("names where a definition is wrong: expressions, unknown names, slugs", () => {
    const broken: CalculatorDefinition = {
      inputs: [
        { slug: "capitale", label: "Capitale", type: "money" },
        { slug: "Capitale Bis", label: "x", type: "money" },
      ],
      outputs: [
        { slug: "a", label: "A", type: "money", expression: "capitale * tasso" },
        { slug: "b", label: "B", type: "money", expression: "b + 1" },
        { slug: "capitale", label: "C", type: "money", expression: "1 +" },
      ],
    };
    expect(checkDefinition(broken)).toEqual({
      "inputs.1.slug": { code: "invalid_value", name: "Capitale Bis" },
      "outputs.0.expression": { code: "unknown_name", name: "tasso" },
      "outputs.1.expression": { code: "unknown_name", name: "b" },
      "outputs.2.expression": expect.objectContaining({ code: "syntax" }),
      "outputs.2.slug": { code: "invalid_value", name: "capitale", detail: "duplicate" },
    });
  });
});

describe("running a calculator", () => {
  it("computes legal interest to the cent, with the breakdown and the rates it used", () => {
    const result = runCalculator(
      legalInterest,
      { capitale: "10000", data_inizio: "2022-12-31", data_fine: "2024-12-31" },
      series,
    );
    expect(result).toEqual({
      ok: true,
      results: { interessi: "750.68", totale: "10750.68" },
      table: [
        { series: "tasso-legale", from: "2022-12-31", to: "2023-12-31", days: 365, rate: "5" },
        { series: "tasso-legale", from: "2023-12-31", to: "2024-12-31", days: 366, rate: "2.5" },
      ],
      used_series: [
        {
          series: "tasso-legale",
          valid_from: "2023-01-01",
          value: "5",
          note: "D.M. 13 dicembre 2022 (G.U. n. 292 del 15.12.2022)",
        },
        {
          series: "tasso-legale",
          valid_from: "2024-01-01",
          value: "2.5",
          note: "D.M. 29 novembre 2023 (G.U. n. 288 dell'11.12.2023)",
        },
      ],
    });
  });

  it("counts lease deadlines as art. 2963 c.c. does", () => {
    const run = (data_decorrenza: string, tipo = "4+4") =>
      runCalculator(leaseDeadlines, { tipo, data_decorrenza }, []);
    expect(run("2025-03-01")).toMatchObject({
      ok: true,
      results: { prima_scadenza: "2029-02-28", termine_disdetta: "2028-08-28" },
    });
    // The day six months before 31 August does not exist in February: its last day counts.
    expect(run("2025-09-01")).toMatchObject({
      ok: true,
      results: { prima_scadenza: "2029-08-31", termine_disdetta: "2029-02-28" },
    });
    expect(run("2024-03-01", "3+2")).toMatchObject({ ok: true, results: { prima_scadenza: "2027-02-28" } });
  });

  it("answers bad input as errors keyed by the input's slug, and computes nothing", () => {
    const result = runCalculator(
      legalInterest,
      { capitale: "dieci", data_inizio: "2024-02-30", data_fine: "" },
      series,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        capitale: { code: "invalid_value", name: "capitale" },
        data_inizio: { code: "invalid_value", name: "data_inizio" },
        data_fine: { code: "required", name: "data_fine" },
      },
    });
    expect(
      runCalculator(
        legalInterest,
        { capitale: "0", data_inizio: "2024-01-01", data_fine: "2024-02-01" },
        series,
      ),
    ).toEqual({
      ok: false,
      errors: { capitale: { code: "below_min", name: "capitale", detail: "0.01" } },
    });
    expect(runCalculator(leaseDeadlines, { tipo: "5+5", data_decorrenza: "2025-01-01" }, [])).toEqual({
      ok: false,
      errors: { tipo: { code: "invalid_option", name: "tipo" } },
    });
  });

  it("says beside the start when a series does not cover the period's first day", () => {
    const result = runCalculator(
      legalInterest,
      { capitale: "100", data_inizio: "1940-01-01", data_fine: "1950-01-01" },
      series,
    );
    expect(result).toEqual({
      ok: false,
      errors: { data_inizio: { code: "series_uncovered", name: "tasso-legale", detail: "1940-01-02" } },
    });
    if (!result.ok) {
      const error = result.errors.data_inizio;
      expect(error && calcMessage(error, "it")).toBe(
        "La serie tasso-legale non ha un valore in vigore il 1940-01-02",
      );
    }
  });

  it("says beside the end date, the field to change, when the period is reversed (issue 31)", () => {
    expect(
      runCalculator(
        legalInterest,
        { capitale: "100", data_inizio: "2024-03-01", data_fine: "2024-02-01" },
        series,
      ),
    ).toEqual({ ok: false, errors: { data_fine: { code: "period_reversed" } } });
  });

  it("says beside the end when the series has no value yet for its later days", () => {
    const published = {
      ...legalRateSeries(),
      values: [{ valid_from: "2024-01-01", valid_to: "2024-12-31", value: "2.5" }],
    };
    expect(
      runCalculator(legalInterest, { capitale: "100", data_inizio: "2024-06-01", data_fine: "2025-02-01" }, [
        published,
      ]),
    ).toEqual({
      ok: false,
      errors: { data_fine: { code: "series_uncovered", name: "tasso-legale", detail: "2025-01-01" } },
    });
  });

  it("follows a failing argument through the steps back to the inputs it was computed from", () => {
    const index: CalculatorDefinition = {
      inputs: [{ slug: "dal", label: "Dal", type: "date", required: true }],
      steps: [{ slug: "mese", expression: "month_of(dal)" }],
      outputs: [
        { slug: "indice", label: "Indice", type: "number", expression: 'value_at("tasso-legale", mese)' },
      ],
    };
    expect(runCalculator(index, { dal: "1900-05-10" }, series)).toEqual({
      ok: false,
      errors: { dal: { code: "series_uncovered", name: "tasso-legale", detail: "1900-05-01" } },
    });
    // An argument computed from nothing the user typed stays in the formula's place.
    const fixed = { ...index, steps: [{ slug: "mese", expression: "date(1900, 5, 1)" }] };
    expect(runCalculator(fixed, { dal: "2024-01-01" }, series)).toMatchObject({
      ok: false,
      errors: { indice: { code: "series_uncovered" } },
    });
  });

  it("reads a JSON number as its decimal text and ignores keys it does not declare", () => {
    const result = runCalculator(
      legalInterest,
      { capitale: 1000, data_inizio: "2024-07-01", data_fine: "2025-03-15", __proto__: "x", constructor: 1 },
      series,
    );
    expect(result).toMatchObject({ ok: true, results: { interessi: "16.59", totale: "1016.59" } });
  });
});
