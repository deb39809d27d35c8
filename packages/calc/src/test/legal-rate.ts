import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { CalculatorDefinition } from "../definition";
import type { DatedSeries } from "../series";

/**
 * The legal interest rate (art. 1284 c.c.) from the checked table in `docs/sources/`, with the
 * act that set each value: the tests compute against the same figures the seed will carry.
 */
export function legalRateSeries(): DatedSeries {
  const csv = readFileSync(join(import.meta.dirname, "../../../../docs/sources/tasso-legale.csv"), "utf8");
  const [, ...rows] = csv.trim().split("\n");
  return {
    slug: "tasso-legale",
    unit: "percent",
    values: rows.map((row) => {
      const [valid_from = "", , rate = "", act = ""] = row.split(",");
      return { valid_from, value: rate, note: act };
    }),
  };
}

/** Interessi legali (art. 1284 c.c.) as the seed will declare it. */
export const legalInterest: CalculatorDefinition = {
  inputs: [
    {
      slug: "capitale",
      label: { it: "Capitale", en: "Principal" },
      type: "money",
      required: true,
      min: "0.01",
    },
    { slug: "data_inizio", label: { it: "Dal", en: "From" }, type: "date", required: true },
    { slug: "data_fine", label: { it: "Al", en: "To" }, type: "date", required: true },
  ],
  steps: [{ slug: "periodi", expression: 'rate_periods("tasso-legale", data_inizio, data_fine)' }],
  outputs: [
    {
      slug: "interessi",
      label: "Interessi",
      type: "money",
      expression: "round(interest(capitale, periodi), 2)",
    },
    { slug: "totale", label: "Totale", type: "money", expression: "capitale + interessi" },
  ],
};
