import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../../platform/auth/identity.table";

const timestamps = {
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

const optional = (name: string) => text(name).notNull().default("");

/** A subscriber firm (studio, company): its licences open modules to its users. */
export const companies = pgTable("companies", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  legal_form: optional("legal_form"),
  vat_code: text("vat_code"),
  fiscal_code: text("fiscal_code"),
  /** The registered office. */
  address: optional("address"),
  cap: optional("cap"),
  city: optional("city"),
  province: optional("province"),
  pec: optional("pec"),
  sdi_code: optional("sdi_code"),
  phone: optional("phone"),
  email: optional("email"),
  ...timestamps,
});

/** Which company a user belongs to (at most one). */
export const companyMembers = pgTable(
  "company_members",
  {
    user_id: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    company_id: bigint("company_id", { mode: "number" })
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The firm's administrator edits it, invites and manages colleagues; members read. */
    role: text("role", { enum: ["administrator", "member"] })
      .notNull()
      .default("member"),
  },
  (t) => [primaryKey({ columns: [t.user_id] }), index("company_members_company_idx").on(t.company_id)],
);

/** A subscription: the modules it opens, for how many seats, between two dates. */
export const licences = pgTable(
  "licences",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    company_id: bigint("company_id", { mode: "number" })
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** Commercial name: Modulo Civile-commerciale, Modulo Lavoro, Soluzione Completa. */
    name: text("name").notNull(),
    /** The pricing page's plan; `modules` follows from it. */
    plan: text("plan", { enum: ["civil_commercial", "work", "complete"] })
      .notNull()
      .default("complete"),
    modules: text("modules", { enum: ["civil_commercial", "work"] })
      .array()
      .notNull(),
    seats: integer("seats").notNull().default(1),
    valid_from: date("valid_from").notNull(),
    valid_to: date("valid_to").notNull(),
    /** `requested`: a customer's request awaiting the editors; only `active` opens modules. */
    status: text("status", { enum: ["requested", "active", "suspended", "expired"] })
      .notNull()
      .default("active"),
    note: optional("note"),
    ...timestamps,
  },
  (t) => [index("licences_company_idx").on(t.company_id)],
);
