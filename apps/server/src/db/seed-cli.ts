// `npm run db:seed`: migrates, then loads the demo accounts and content (idempotent).
import { loadConfig } from "../config/load-config";
import { openDatabase } from "./client";
import { seedDemoData } from "./seed/seed";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
const result = await seedDemoData(database.db);
await database.close();
console.log(
  `Demo data loaded (${database.kind}): ${result.accounts} accounts, ${result.licences} subscriptions, ${result.templates} templates, ${result.calculators} calculators added.`,
);
