import { PLAN_LABELS, PLAN_MODULES } from "@app/contracts";
import { eq, like } from "drizzle-orm";
import { openPostgres } from "../apps/server/src/db/client";
import { companies, companyMembers, licences } from "../apps/server/src/modules/profile/licence.table";
import { users } from "../apps/server/src/platform/auth/identity.table";
import { hashPassword } from "../apps/server/src/platform/auth/passwords";

const FIRM = "Studio Prova di Carico";

/**
 * `count` customers of one firm on the complete solution with a seat each (the seat rule lets
 * each sign in), named load-user-001…, password `load-password-2026`. Made once per database.
 */
export async function seedLoadUsers(databaseUrl: string, count: number): Promise<string[]> {
  const usernames = Array.from({ length: count }, (_, i) => `load-user-${String(i + 1).padStart(3, "0")}`);
  const handle = await openPostgres(databaseUrl, 2);
  try {
    await handle.db.transaction(async (tx) => {
      let [firm] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.name, FIRM));
      if (!firm) {
        [firm] = await tx.insert(companies).values({ name: FIRM }).returning({ id: companies.id });
        await tx.insert(licences).values({
          company_id: firm?.id ?? 0,
          name: PLAN_LABELS.complete.it,
          plan: "complete",
          modules: [...PLAN_MODULES.complete],
          seats: 1000,
          valid_from: "2026-01-01",
          valid_to: "2030-12-31",
        });
      }
      const existing = new Set(
        (
          await tx.select({ username: users.username }).from(users).where(like(users.username, "load-user-%"))
        ).map((u) => u.username),
      );
      const missing = usernames.filter((u) => !existing.has(u));
      if (missing.length === 0) return;
      const password_hash = await hashPassword("load-password-2026");
      const created = await tx
        .insert(users)
        .values(
          missing.map((username) => ({
            username,
            email: `${username}@carico.example`,
            first_name: "Utente",
            last_name: username.slice(-3),
            is_customer: true,
            password_hash,
          })),
        )
        .returning({ id: users.id });
      await tx
        .insert(companyMembers)
        .values(created.map((u) => ({ user_id: u.id, company_id: firm?.id ?? 0, role: "member" as const })));
    });
    return usernames;
  } finally {
    await handle.close();
  }
}
