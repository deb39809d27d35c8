import type { Module } from "@app/contracts";
import { eq, sql } from "drizzle-orm";
import { companies, companyMembers, licences } from "../../modules/profile/licence.table";
import { users } from "../../platform/auth/identity.table";
import type { Database } from "../client";

/**
 * Demo subscriptions: `demo-customer` has the civil-commercial module only (so employment
 * contracts show locked), `demo-customer-2` has Solution Complete (both modules).
 */
const DEMO_SUBSCRIPTIONS: {
  username: string;
  company: string;
  vat: string;
  licence: string;
  modules: Module[];
}[] = [
  {
    username: "demo-customer",
    company: "Studio Legale Rossi",
    vat: "01234567897",
    licence: "Modulo Civile-commerciale",
    modules: ["civil_commercial"],
  },
  {
    username: "demo-customer-2",
    company: "Bianchi Consulenti del Lavoro",
    vat: "09876543217",
    licence: "Soluzione Completa",
    modules: ["civil_commercial", "work"],
  },
];

export async function seedDemoLicences(db: Database): Promise<number> {
  let created = 0;
  for (const subscription of DEMO_SUBSCRIPTIONS) {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, subscription.username));
    if (!user) continue;
    const [member] = await db.select().from(companyMembers).where(eq(companyMembers.user_id, user.id));
    if (member) continue;
    await db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({ name: subscription.company, vat_code: subscription.vat })
        .returning({ id: companies.id });
      const companyId = company?.id ?? 0;
      await tx.insert(companyMembers).values({ user_id: user.id, company_id: companyId });
      await tx.insert(licences).values({
        company_id: companyId,
        name: subscription.licence,
        modules: subscription.modules,
        seats: 3,
        valid_from: "2026-01-01",
        valid_to: "2030-12-31",
      });
    });
    created++;
  }
  return created;
}
