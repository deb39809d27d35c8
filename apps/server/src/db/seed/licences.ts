import { type LicencePlan, PLAN_LABELS, PLAN_MODULES } from "@app/contracts";
import { eq, sql } from "drizzle-orm";
import { companies, companyMembers, licences } from "../../modules/profile/licence.table";
import { users } from "../../platform/auth/identity.table";
import type { Database } from "../client";

interface DemoFirm {
  company: typeof companies.$inferInsert;
  plan: LicencePlan;
  seats: number;
  /** The first is the firm's administrator. */
  members: string[];
}

/**
 * The demo firms of the README: `demo-customer` on the civil-commercial module only (employment
 * contracts show locked); `demo-customer-2` administering a firm on the complete solution with
 * three seats and a colleague; a one-seat firm of two people, to try the seat rule.
 */
const DEMO_FIRMS: DemoFirm[] = [
  {
    company: {
      name: "Studio Legale Rossi",
      legal_form: "Studio associato",
      vat_code: "01234567897",
      fiscal_code: "01234567897",
      address: "Via dei Mille 12",
      cap: "40121",
      city: "Bologna",
      province: "BO",
      pec: "studiorossi@pec.studio-rossi.example",
      sdi_code: "M5UXCR1",
      phone: "051 234567",
      email: "segreteria@studio-rossi.example",
    },
    plan: "civil_commercial",
    seats: 3,
    members: ["demo-customer"],
  },
  {
    company: {
      name: "Bianchi Consulenti del Lavoro",
      legal_form: "S.r.l.",
      vat_code: "09876543217",
      fiscal_code: "09876543217",
      address: "Corso Vittorio Emanuele II 45",
      cap: "10128",
      city: "Torino",
      province: "TO",
      pec: "bianchiconsulenti@pec.bianchi-consulenti.example",
      sdi_code: "KRRH6B9",
      phone: "011 5556677",
      email: "info@bianchi-consulenti.example",
    },
    plan: "complete",
    seats: 3,
    members: ["demo-customer-2", "demo-colleague"],
  },
  {
    company: {
      name: "Studio Neri Commercialisti",
      legal_form: "Studio associato",
      vat_code: "01987654322",
      fiscal_code: "01987654322",
      address: "Piazza della Signoria 3",
      cap: "50122",
      city: "Firenze",
      province: "FI",
      pec: "studioneri@pec.studio-neri.example",
      sdi_code: "T04ZHR3",
      phone: "055 210987",
      email: "studio@studio-neri.example",
    },
    plan: "civil_commercial",
    seats: 1,
    members: ["demo-seat-1", "demo-seat-2"],
  },
];

/** Creates the demo firms, licences and memberships that do not exist yet (demo mode only). */
export async function seedDemoLicences(db: Database): Promise<number> {
  let created = 0;
  for (const firm of DEMO_FIRMS) {
    await db.transaction(async (tx) => {
      let [company] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.name, firm.company.name));
      if (!company) {
        [company] = await tx.insert(companies).values(firm.company).returning({ id: companies.id });
        await tx.insert(licences).values({
          company_id: company?.id ?? 0,
          name: PLAN_LABELS[firm.plan].it,
          plan: firm.plan,
          modules: [...PLAN_MODULES[firm.plan]],
          seats: firm.seats,
          valid_from: "2026-01-01",
          valid_to: "2030-12-31",
        });
        created++;
      }
      for (const [index, username] of firm.members.entries()) {
        const [user] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(sql`lower(${users.username})`, username));
        if (!user) continue;
        await tx
          .insert(companyMembers)
          .values({
            user_id: user.id,
            company_id: company?.id ?? 0,
            role: index === 0 ? "administrator" : "member",
          })
          .onConflictDoNothing();
      }
    });
  }
  return created;
}
