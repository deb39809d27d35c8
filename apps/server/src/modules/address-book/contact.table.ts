import { bigint, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../../platform/auth/identity.table";

/**
 * A customer's address-book contact (issue 15): a party kept once, its values by the fixed field
 * slugs of its typology. `title`, `letter` and the normalised identifiers are derived on every
 * save, for ordering, the A-Z column and the duplicate warning.
 */
export const addressBookContacts = pgTable(
  "address_book_contacts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    owner_id: bigint("owner_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    typology: text("typology", { enum: ["PF", "DI", "SOC", "ENTE"] }).notNull(),
    data: jsonb("data").$type<Record<string, string>>().notNull().default({}),
    title: text("title").notNull(),
    letter: text("letter").notNull(),
    fiscal_code: text("fiscal_code"),
    vat_number: text("vat_number"),
    date_create: timestamp("date_create", { withTimezone: true }).notNull().defaultNow(),
    date_last_modify: timestamp("date_last_modify", { withTimezone: true }).notNull().defaultNow(),
    // The contact as the list writes it, kept by its trigger (migration 0052, decision 0036).
    list_head: text("list_head"),
    /** Title and identifiers lowered, which the free search reads (migration 0052, kept-search.ts). */
    search_text: text("search_text"),
  },
  (t) => [
    // The list's order, A to Z then by title, with its tie-breaker (issue 33).
    index("address_book_contacts_owner_letter_title_idx").on(t.owner_id, t.letter, t.title, t.id),
    index("address_book_contacts_owner_fiscal_idx").on(t.owner_id, t.fiscal_code),
    index("address_book_contacts_owner_vat_idx").on(t.owner_id, t.vat_number),
  ],
);

export type AddressBookContactRow = typeof addressBookContacts.$inferSelect;
