// `npm run db:backup -- FILE` and `npm run db:restore -- FILE` (deploy/README.md, issue 19).
import { loadConfig } from "../config/load-config";
import { BackupError, backupDatabase, restoreDatabase } from "./backup";

const [action, file] = process.argv.slice(2);
if ((action !== "backup" && action !== "restore") || !file) {
  console.error("usage: npm run db:backup -- FILE | npm run db:restore -- FILE");
  process.exit(64); // EX_USAGE
}
const config = loadConfig();
const target = { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR };
const where = config.DATABASE_URL ? "PostgreSQL" : `the embedded database in ${config.DATA_DIR}`;
try {
  if (action === "backup") await backupDatabase(target, file);
  else await restoreDatabase(target, file);
  console.log(
    action === "backup"
      ? `Backed up ${where} to ${file}.`
      : `Restored ${file} into ${where}, migrations applied.`,
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
