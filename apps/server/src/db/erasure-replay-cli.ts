// `npm run db:replay-erasures [-- --apply]` (deploy/README.md, point-in-time recovery): lists the
// accounts a restored copy (DATABASE_URL) still holds though the live database (LIVE_DATABASE_URL)
// erased them since; with --apply, erases them on the copy. SECRET_KEY must be the live one's:
// the trail names erased accounts by an HMAC keyed with it.
import { loadConfig } from "../config/load-config";
import { erasuresToReplay, replayErasures } from "../modules/account";
import { resolveSecret } from "../platform/auth/secret";
import { openDatabase } from "./client";

const args = process.argv.slice(2);
const liveUrl = process.env.LIVE_DATABASE_URL;
const config = loadConfig();
if (!liveUrl || !config.DATABASE_URL || args.some((a) => a !== "--apply")) {
  console.error(
    "usage: DATABASE_URL=<restored copy> LIVE_DATABASE_URL=<live database> SECRET_KEY=<live one's> npm run db:replay-erasures [-- --apply]",
  );
  process.exit(64); // EX_USAGE
}
if (liveUrl === config.DATABASE_URL) {
  console.error("DATABASE_URL must name the restored copy, not the live database");
  process.exit(64);
}
const apply = args.includes("--apply");
const live = await openDatabase({ databaseUrl: liveUrl, dataDir: null });
const copy = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: null });
try {
  const erasures = await erasuresToReplay(live.db, copy.db, resolveSecret(config));
  for (const e of erasures)
    console.log(
      `${e.erasedAt.toISOString()}  user ${e.userId}  ${e.pseudonym}${apply ? "  erased on the copy" : ""}`,
    );
  if (apply) await replayErasures(copy.db, erasures);
  console.log(
    erasures.length === 0
      ? "No account erased on the live database is left in the copy."
      : apply
        ? `${erasures.length} account(s) erased on the copy, as on the live database.`
        : `${erasures.length} account(s) erased on the live database are still in the copy: run again with -- --apply to erase them.`,
  );
} finally {
  await Promise.all([live.close(), copy.close()]);
}
