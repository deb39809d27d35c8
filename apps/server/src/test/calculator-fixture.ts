import { eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { seedCalculatorTemplates } from "../db/seed/calculators";
import type { SeedCalculator } from "../db/seed/content/types";
import { calculatorTemplates } from "../modules/calculators/calculator.table";

/** Calculators over the fixture catalogue's templates (test/catalogue-fixture.ts). */
export const fixtureCalculators: SeedCalculator[] = [
  {
    key: "canone",
    title: "Aggiornamento ISTAT del canone di locazione",
    language: "it",
    module: "civil_commercial",
    templates: ["locazione"],
  },
  {
    key: "interessi",
    title: "Interessi legali (art. 1284 c.c.)",
    language: "it",
    module: "civil_commercial",
    templates: ["locazione", "transitoria"],
  },
  {
    key: "tfr",
    title: "Trattamento di fine rapporto (art. 2120 c.c.)",
    language: "it",
    module: "work",
    templates: ["indeterminato"],
  },
  {
    key: "rivalutazione",
    title: "Rivalutazione monetaria (indici ISTAT FOI)",
    language: "it",
    module: "civil_commercial",
    templates: [],
  },
];

/**
 * Loads the fixture calculators (drafts, as the seed leaves them), then publishes `publish`:
 * calculators have no status call until their own issue. Answers each calculator's id by key.
 */
export async function seedFixtureCalculators(
  db: Database,
  publish: string[],
): Promise<Record<string, number>> {
  await seedCalculatorTemplates(db, fixtureCalculators);
  if (publish.length)
    await db
      .update(calculatorTemplates)
      .set({ status: "public" })
      .where(inArray(calculatorTemplates.seed_key, publish));
  const rows = await db
    .select({ id: calculatorTemplates.id, key: calculatorTemplates.seed_key })
    .from(calculatorTemplates);
  return Object.fromEntries(rows.map((r) => [r.key ?? String(r.id), r.id]));
}

/** Changes a calculator's status directly (no API for it yet). */
export async function setCalculatorStatus(db: Database, id: number, status: "draft" | "public") {
  await db.update(calculatorTemplates).set({ status }).where(eq(calculatorTemplates.id, id));
}
