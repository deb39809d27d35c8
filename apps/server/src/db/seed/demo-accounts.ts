import { inArray, sql } from "drizzle-orm";
import { users } from "../../platform/auth/identity.table";
import { hashPassword } from "../../platform/auth/passwords";
import type { Database } from "../client";

/** The documented password of every demo account (README). Demo mode only. */
export const DEMO_PASSWORD = "demo-password-2026";

export const DEMO_ACCOUNTS = [
  {
    username: "demo-customer",
    email: "mario.rossi@studio-rossi.example",
    first_name: "Mario",
    last_name: "Rossi",
    is_customer: true,
    is_editor: false,
    crmid: "CRM-0000101",
  },
  {
    username: "demo-customer-2",
    email: "giulia.bianchi@bianchi-consulenti.example",
    first_name: "Giulia",
    last_name: "Bianchi",
    is_customer: true,
    is_editor: false,
    crmid: "CRM-0000102",
  },
  // Giulia's colleague in her firm (a member: reads the firm, cannot invite).
  {
    username: "demo-colleague",
    email: "paolo.conti@bianchi-consulenti.example",
    first_name: "Paolo",
    last_name: "Conti",
    is_customer: true,
    is_editor: false,
    crmid: "CRM-0000103",
  },
  // Two people of a firm with one seat: the second to sign in is refused while the first is in.
  {
    username: "demo-seat-1",
    email: "anna.neri@studio-neri.example",
    first_name: "Anna",
    last_name: "Neri",
    is_customer: true,
    is_editor: false,
    crmid: "CRM-0000104",
  },
  {
    username: "demo-seat-2",
    email: "carlo.neri@studio-neri.example",
    first_name: "Carlo",
    last_name: "Neri",
    is_customer: true,
    is_editor: false,
    crmid: "CRM-0000105",
  },
  {
    username: "demo-editor",
    email: "redazione@editore.example",
    first_name: "Luca",
    last_name: "Verdi",
    is_customer: false,
    is_editor: true,
    crmid: null,
  },
  // Neither role: shows what a signed-in user without a subscription sees.
  {
    username: "demo-nobody",
    email: "nessuno@example.com",
    first_name: "",
    last_name: "",
    is_customer: false,
    is_editor: false,
    crmid: null,
  },
] as const;

/** Creates the demo accounts that do not exist yet. */
export async function seedDemoAccounts(db: Database): Promise<number> {
  const usernames = DEMO_ACCOUNTS.map((a) => a.username);
  const existing = await db
    .select({ username: users.username })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, usernames));
  const missing = DEMO_ACCOUNTS.filter((a) => !existing.some((e) => e.username.toLowerCase() === a.username));
  if (missing.length === 0) return 0;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    .values(missing.map((a) => ({ ...a, password_hash: passwordHash, is_demo: true })))
    .onConflictDoNothing();
  return missing.length;
}

export async function hasDemoAccounts(db: Database): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.username})`,
        DEMO_ACCOUNTS.map((a) => a.username),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
