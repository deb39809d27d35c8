// `npm run db:migrate`: applies pending migrations to the configured database and exits.
import { loadConfig } from "../config/load-config";
import { openDatabase } from "./client";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
