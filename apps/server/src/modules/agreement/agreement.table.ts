import { bigint, boolean, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../../platform/auth/identity.table";

/**
 * A customer's contract. The foundation keeps the columns the list needs; the drafting issue
 * adds the template version link, parties and the customised body.
 */
export const agreements = pgTable(
  "agreements",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    owner_id: bigint("owner_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    template_id: bigint("template_id", { mode: "number" }),
    template_title: text("template_title"),
    template_language: text("template_language"),
    values: jsonb("values").$type<Record<string, unknown>>().notNull().default({}),
    is_valid: boolean("is_valid").notNull().default(false),
    status: text("status", { enum: ["draft", "ready", "public", "completed"] })
      .notNull()
      .default("draft"),
    date_create: timestamp("date_create", { withTimezone: true }).notNull().defaultNow(),
    date_last_modify: timestamp("date_last_modify", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("agreements_owner_modified_idx").on(t.owner_id, t.date_last_modify)],
);

export type AgreementRow = typeof agreements.$inferSelect;
