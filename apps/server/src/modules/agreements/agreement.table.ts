import { AGREEMENT_STATUSES, type AgreementCalculation, type AgreementValues } from "@app/contracts";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "../../platform/auth/identity.table";
import { templates } from "../catalogue/template.table";

/**
 * A customer's contract: the values typed for a template version's fields, optionally its own
 * customised text. `is_valid` is recomputed by the server on every save.
 */
export const agreements = pgTable(
  "agreements",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    owner_id: bigint("owner_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** The template VERSION it was made from: kept even when newer versions are published. */
    template_id: bigint("template_id", { mode: "number" }).references(() => templates.id, {
      onDelete: "restrict",
    }),
    template_title: text("template_title"),
    template_language: text("template_language"),
    values: jsonb("values").$type<AgreementValues>().notNull().default({}),
    /** Party slug → address-book contact id, once parties are bound to contacts. */
    parties: jsonb("parties").$type<Record<string, number | null>>().notNull().default({}),
    /** Party slug → the values its contact filled when chosen (issue 15): changed contacts show. */
    party_snapshots: jsonb("party_snapshots")
      .$type<Record<string, Record<string, string>>>()
      .notNull()
      .default({}),
    /** The customer's own text of the contract (sanitised HTML); null until customised. */
    customized_body: text("customized_body"),
    /** Calculator id → the calculation kept with the contract (issue 14). */
    calculations: jsonb("calculations").$type<Record<string, AgreementCalculation>>().notNull().default({}),
    /**
     * The contract this one was brought up to a newer template version from (issue 18); the
     * older one is kept as it was.
     */
    upgraded_from_id: bigint("upgraded_from_id", { mode: "number" }).references(
      (): AnyPgColumn => agreements.id,
      { onDelete: "set null" },
    ),
    is_valid: boolean("is_valid").notNull().default(false),
    status: text("status", { enum: AGREEMENT_STATUSES }).notNull().default("draft"),
    date_create: timestamp("date_create", { withTimezone: true }).notNull().defaultNow(),
    date_last_modify: timestamp("date_last_modify", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The row's JSON object as the lists write it, up to its template version's state and without
     * its closing brace, kept by a trigger on every write (migration 0048, agreementListHead).
     */
    list_head: text("list_head"),
    /** Title and template title lowered, which the free search reads (migration 0053, kept-search.ts). */
    search_text: text("search_text"),
  },
  (t) => [
    // Each order of the customer's list with its tie-breaker (issue 33): a page reads its rows
    // from the index, in order, whatever the customer's number of contracts.
    index("agreements_owner_modified_id_idx").on(t.owner_id, t.date_last_modify, t.id),
    index("agreements_owner_created_id_idx").on(t.owner_id, t.date_create, t.id),
    index("agreements_owner_title_id_idx").on(t.owner_id, t.title, t.id),
    index("agreements_owner_template_title_id_idx").on(t.owner_id, t.template_title, t.id),
    index("agreements_owner_status_id_idx").on(t.owner_id, t.status, t.id),
    // The editors' list of every customer's contracts, most recently changed first.
    index("agreements_modified_id_idx").on(t.date_last_modify, t.id),
    // Whether a template version was used (its content is then frozen) and the editor's counts.
    index("agreements_template_idx").on(t.template_id),
  ],
);

export type AgreementRow = typeof agreements.$inferSelect;

/** The columns a list of agreements shows: not the values, texts and calculations a row holds. */
export const agreementSummaryColumns = {
  id: agreements.id,
  title: agreements.title,
  template_id: agreements.template_id,
  template_title: agreements.template_title,
  template_language: agreements.template_language,
  is_valid: agreements.is_valid,
  status: agreements.status,
  date_create: agreements.date_create,
  date_last_modify: agreements.date_last_modify,
};
export type AgreementSummaryRow = Pick<AgreementRow, keyof typeof agreementSummaryColumns>;

/**
 * Each customer's agreement-list version (migration 0028, decision 0024): moved, as it commits, by
 * every transaction that changes one of their agreements. An instance keeps the list's first page
 * under it. No foreign key: the version moves at commit, after a deleted account's agreements went
 * with it, and the trigger then deletes the row instead.
 */
export const agreementListVersions = pgTable("agreement_list_versions", {
  owner_id: bigint("owner_id", { mode: "number" }).primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
  /** The transaction that last moved it: it moves once per transaction, however many rows. */
  changed_by: bigint("changed_by", { mode: "number" }),
});
