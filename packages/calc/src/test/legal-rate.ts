import { readFileSync } from "node:fs";
import { join } from "node:path";
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
