import type { Database } from "../client";
import { seedDemoAccounts } from "./demo-accounts";

/** Everything demo mode needs. Idempotent: running it twice changes nothing the second time. */
export async function seedDemoData(db: Database) {
  const accounts = await seedDemoAccounts(db);
  return { accounts };
}
