import { bigint, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../../platform/auth/identity.table";

/**
 * A customer's starred template or calculator. For `agreement`, `template_family_id` names the
 * template across its versions, so a favourite survives the publication of a new version; for
 * `calculator` it holds the calculator's id (calculators are not versioned).
 */
export const favourites = pgTable(
  "favourites",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    owner_id: bigint("owner_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    typology: text("typology", { enum: ["agreement", "calculator"] }).notNull(),
    template_family_id: bigint("template_family_id", { mode: "number" }).notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("favourites_owner_template_key").on(t.owner_id, t.typology, t.template_family_id),
    index("favourites_owner_idx").on(t.owner_id, t.created_at),
  ],
);
