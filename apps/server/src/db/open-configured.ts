import type { Config } from "../config/config.schema";
import { isDemoMode } from "../config/load-config";
import { openDatabase } from "./client";
import { migrationSettings } from "./migrator";
import { hasDemoAccounts } from "./seed/demo-accounts";
import { seedDemoData } from "./seed/seed";

/**
 * Opens the configured database and brings it up to date: migrations always, demo data in
 * demo mode, one instance at a time when several start together (deploy/README.md). A
 * production start on PostgreSQL refuses to run while demo accounts exist.
 */
export async function openConfiguredDatabase(config: Config) {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.exclusively(async () => {
    await database.migrate(migrationSettings(config));
    if (isDemoMode(config)) await seedDemoData(database.db);
  });
  if (!isDemoMode(config) && config.NODE_ENV === "production" && (await hasDemoAccounts(database.db))) {
    await database.close();
    throw new Error("Demo accounts with documented passwords exist in this production database: remove them");
  }
  return database;
}
