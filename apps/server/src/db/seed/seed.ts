import type { Database } from "../client";
import { seedCatalogue } from "./catalogue";
import { seedCatalogues } from "./content";
import { seedDemoAccounts } from "./demo-accounts";
import { seedDemoLicences } from "./licences";

/** Everything demo mode needs. Idempotent: running it twice changes nothing the second time. */
export async function seedDemoData(db: Database) {
  const accounts = await seedDemoAccounts(db);
  const licences = await seedDemoLicences(db);
  const templates = await seedCatalogue(db, seedCatalogues);
  return { accounts, licences, templates };
}
