// `npm run db:migrate`: applies pending migrations to the configured database and exits.
import { loadConfig } from "../config/load-config";
import { openDatabase } from "./client";
import { migrationSettings } from "./migrator";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
// Under the instances' startup lock: an instance starting meanwhile waits, then finds it done.
await database.exclusively(() => database.migrate(migrationSettings(config)));
await database.close();
console.log(`Migrations applied (${database.kind}).`);
