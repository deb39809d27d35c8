import type { CalculatorConstant, CalculatorDetail } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { evaluateLocally } from "./local-evaluation";

const calculator: Pick<CalculatorDetail, "inputs" | "steps" | "outputs"> = {
  inputs: [
    { slug: "capitale", label: { it: "Capitale", en: "Principal" }, type: "money", required: true },
    { slug: "dal", label: "Dal", type: "date", required: true },
    { slug: "al", label: "Al", type: "date", required: true },
  ],
  steps: [{ slug: "periodi", expression: 'rate_periods("tasso", dal, al)' }],
  outputs: [
    {
      slug: "interessi",
      label: "Interessi",
      type: "money",
      expression: "round(interest(capitale, periodi), 2)",
    },
  ],
};
const series: CalculatorConstant[] = [
  {
    id: 1,
    slug: "tasso",
    title: "Tasso legale",
    unit: "percent",
    source: "MEF",
    values: [
      { valid_from: "2023-01-01", value: "5", note: "D.M. 13 dicembre 2022" },
      { valid_from: "2024-01-01", value: "2.5", note: "D.M. 29 novembre 2023" },
    ],
    updated_at: "2026-11-25T10:00:00Z",
  },
];

describe("a calculation in the browser", () => {
  it("gives what the server's evaluate gives: results, breakdown, the values used with their series", () => {
    const run = evaluateLocally(
      calculator,
      { capitale: "10000", dal: "2022-12-31", al: "2024-12-31" },
      series,
      "it",
    );
    expect(run?.evaluation?.results).toEqual({ interessi: "750.68" });
    expect(run?.evaluation?.table).toHaveLength(2);
    expect(run?.evaluation?.used_series[0]).toEqual({
      series: "tasso",
      title: "Tasso legale",
      unit: "percent",
      valid_from: "2023-01-01",
      value: "5",
      note: "D.M. 13 dicembre 2022",
    });
  });

  it("says what is wrong in the user's language, beside the input or for the whole calculation", () => {
    const bad = evaluateLocally(
      calculator,
      { capitale: "dieci", dal: "2022-12-31", al: "2024-12-31" },
      series,
      "en",
    );
    expect(bad).toEqual({
      evaluation: null,
      fields: { capitale: "The Principal field does not hold a valid value" },
      other: [],
    });
    const uncovered = evaluateLocally(
      calculator,
      { capitale: "1", dal: "2020-01-01", al: "2024-12-31" },
      series,
      "it",
    );
    // Beside the date to change, which the series does not reach back to (issue 31).
    expect(uncovered?.fields).toEqual({ dal: "La serie tasso non ha un valore in vigore il 2020-01-02" });
    expect(uncovered?.other).toEqual([]);
    const broken = evaluateLocally(
      { ...calculator, outputs: [{ slug: "x", label: "X", type: "number", expression: "capitale / 0" }] },
      { capitale: "1", dal: "2023-01-01", al: "2023-02-01" },
      series,
      "it",
    );
    expect(broken?.other).toEqual(["Divisione per zero"]);
  });
});
