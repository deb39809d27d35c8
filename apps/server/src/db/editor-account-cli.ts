// `npm run user:create-editor -- USERNAME EMAIL`: the first editor of an empty database (deploy/README.md).
import { loadConfig } from "../config/load-config";
import { openDatabase } from "./client";
import { createEditorAccount, EditorAccountError } from "./editor-account";

const [username, email] = process.argv.slice(2);
if (!username || !email) {
  console.error("usage: npm run user:create-editor -- USERNAME EMAIL");
  process.exit(64); // EX_USAGE
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.exclusively(() => database.migrate());
  const { link } = await createEditorAccount(database.db, config.PUBLIC_URL, {
    username,
    email,
    ttlHours: config.INVITATION_TTL_HOURS,
  });
  console.log(
    `Editor ${username} created. To choose the password, open within ${config.INVITATION_TTL_HOURS} hours:\n${link}`,
  );
} catch (error) {
  if (!(error instanceof EditorAccountError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
