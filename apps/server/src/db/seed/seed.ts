import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { seedAgendasInto } from "./agendas";
import {
  seedCalculatorDefinitionsInto,
  seedCalculatorTemplates,
  seedCalculatorWizardInto,
} from "./calculators";
import { seedCatalogue } from "./catalogue";
import { seedCalculatorConstants } from "./constants";
import { seedCatalogues } from "./content";
import { seedAgendas } from "./content/agendas";
import { seedCalculatorDefinitions } from "./content/calculator-definitions";
import { seedCalculatorProspetti } from "./content/calculator-prospetti";
import { seedCalculatorWizard } from "./content/calculator-wizard";
import { seedCalculators } from "./content/calculators";
import { seedConstants } from "./content/constants";
import { seedNews } from "./content/news";
import { seedDemoAccounts } from "./demo-accounts";
import { seedDemoLicences } from "./licences";
import { seedNewsInto } from "./news";

/** Everything demo mode needs. Idempotent: running it twice changes nothing the second time. */
export async function seedDemoData(db: Database) {
  const accounts = await seedDemoAccounts(db);
  const licences = await seedDemoLicences(db);
  const templates = await seedCatalogue(db, seedCatalogues);
  const calculators = await seedCalculatorTemplates(db, seedCalculators);
  const constants = await seedCalculatorConstants(db, seedConstants);
  await seedCalculatorDefinitionsInto(db, seedCalculatorDefinitions, seedCalculatorProspetti);
  await seedCalculatorWizardInto(db, seedCalculatorWizard);
  const agendas = await seedAgendasInto(db, seedAgendas);
  const news = await seedNewsInto(db, seedNews);
  // Statistics for the tables just filled, at once: without them, until autovacuum comes by, the
  // planner guesses and reads a wizard's links template by template (issue 33: 2.7 ms a call).
  await db.execute(sql`analyze`);
  return { accounts, licences, templates, calculators, constants, agendas, news };
}
