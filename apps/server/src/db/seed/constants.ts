import { calculatorConstantCreateBodySchema } from "@app/contracts";
import { calculatorConstants } from "../../modules/calculators/constant.table";
import type { Database } from "../client";
import type { SeedConstant } from "./content/types";

/**
 * Loads the demo series, each once by its slug: a series the editors already keep is never
 * overwritten. Each goes through the API's own schema, so the seed cannot hold a value the
 * editors' screen would refuse.
 */
export async function seedCalculatorConstants(db: Database, series: SeedConstant[]): Promise<number> {
  const existing = new Set(
    (await db.select({ slug: calculatorConstants.slug }).from(calculatorConstants)).map((r) => r.slug),
  );
  const missing = series
    .filter((s) => !existing.has(s.slug))
    .map((s) => calculatorConstantCreateBodySchema.parse(s));
  if (missing.length) await db.insert(calculatorConstants).values(missing);
  return missing.length;
}
