import { type CalculatorDefinition, runCalculator } from "@app/calc";
import { calculatorConstantCreateBodySchema } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { seedConstants } from "./constants";

const series = seedConstants.map((s) => calculatorConstantCreateBodySchema.parse(s));

/** Simple interest at a series (plus points) between two days: what the seeded calculators do. */
const interestAt = (slug: string, points: string): CalculatorDefinition => ({
  inputs: [
    { slug: "capitale", label: "Capitale", type: "money", required: true },
    { slug: "dal", label: "Dal", type: "date", required: true },
    { slug: "al", label: "Al", type: "date", required: true },
  ],
  outputs: [
    {
      slug: "interessi",
      label: "Interessi",
      type: "money",
      expression: `round(interest(capitale, rate_periods("${slug}", dal, al, ${points})), 2)`,
    },
  ],
});

describe("the seeded series", () => {
  it("pass the editors' own validation, each value with the act that set it", () => {
    expect(series.map((s) => s.slug)).toEqual([
      "tasso-legale",
      "tasso-bce",
      "foi",
      "foi-2025",
      "raccordo-foi",
    ]);
    for (const s of series)
      for (const value of s.values) expect(value.note, `${s.slug} ${value.valid_from}`).not.toBe("");
    const legal = series[0]?.values ?? [];
    expect(legal[0]).toMatchObject({ valid_from: "1942-04-21", value: "5" });
    expect(legal.at(-1)).toMatchObject({ valid_from: "2026-01-01", value: "1.6" });
  });

  it("compute legal interest to the cent (2023 at 5 %, 2024 at 2.5 %)", () => {
    const result = runCalculator(
      interestAt("tasso-legale", "0"),
      { capitale: "10000", dal: "2022-12-31", al: "2024-12-31" },
      series,
    );
    expect(result).toMatchObject({ ok: true, results: { interessi: "750.68" } });
  });

  it("compute late-payment interest at the ECB rate + 8 points, semester by semester", () => {
    // 184 days at 12 % (604.93…) and 182 days at 12.5 % (623.28…), on a year of 365 days.
    const result = runCalculator(
      interestAt("tasso-bce", "8"),
      { capitale: "10000", dal: "2023-06-30", al: "2024-06-30" },
      series,
    );
    expect(result).toMatchObject({ ok: true, results: { interessi: "1228.22" } });
  });

  it("cover every semester from July 2002, the 2013-2015 ones included (7 points before 2013)", () => {
    // 2013-H2 at 0.50 + 8: 184 days on 1,000 → 42.85; 2015-H1 at 0.05 + 8: 181 days → 39.92.
    const late = (dal: string, al: string, points = "8") =>
      runCalculator(interestAt("tasso-bce", points), { capitale: "1000", dal, al }, series);
    expect(late("2013-06-30", "2013-12-31")).toMatchObject({ ok: true, results: { interessi: "42.85" } });
    expect(late("2014-12-31", "2015-06-30")).toMatchObject({ ok: true, results: { interessi: "39.92" } });
    // A 2008 contract: 4.20 + 7 for the first half of 2008 (182 days) → 55.85.
    expect(late("2007-12-31", "2008-06-30", "7")).toMatchObject({
      ok: true,
      results: { interessi: "55.85" },
    });
  });

  it("refuse a period over a semester whose rate is not checked yet, instead of guessing", () => {
    const result = runCalculator(
      interestAt("tasso-bce", "8"),
      { capitale: "1000", dal: "2002-06-01", al: "2002-08-01" },
      series,
    );
    expect(result).toEqual({
      ok: false,
      // On the input to change: the first day the series does not cover is the start's (issue 31).
      errors: { dal: { code: "series_uncovered", name: "tasso-bce", detail: "2002-06-02" } },
    });
  });
});
