import {
  SIGNATURE_LEVELS,
  type TemplateField,
  type TemplateNote,
  type TemplateParty,
  type TemplateUpdate,
} from "@app/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { treeColumns, treeConstraints, wizardColumns } from "../../platform/tree/tree.columns";
import { calculatorTemplates } from "../calculators/calculator.table";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const categories = pgTable("categories", treeColumns(), treeConstraints("categories"));

/** The contract wizard (guided search); `question_*` is asked to choose among a node's children. */
export const wizards = pgTable("wizards", wizardColumns(), treeConstraints("wizards"));

/**
 * One row per template VERSION. `family_id` groups the versions of one template (the first
 * version's id); customers only ever see the `public` one, and free search reads its copy in
 * `template_search`.
 */
export const templates = pgTable(
  "templates",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    family_id: bigint("family_id", { mode: "number" }),
    version: integer("version").notNull().default(1),
    title: text("title").notNull(),
    language: text("language", { enum: ["it", "en"] }).notNull(),
    module: text("module", { enum: ["civil_commercial", "work"] }).notNull(),
    status: text("status", { enum: ["draft", "ready", "public", "archived"] })
      .notNull()
      .default("draft"),
    discipline: text("discipline").notNull().default(""),
    body: text("body").notNull().default(""),
    fields: jsonb("fields").$type<TemplateField[]>().notNull().default([]),
    notes: jsonb("notes").$type<TemplateNote[]>().notNull().default([]),
    parties: jsonb("parties").$type<TemplateParty[]>().notNull().default([]),
    keywords: text("keywords").array().notNull().default(sql`'{}'::text[]`),
    seed_key: text("seed_key"),
    /**
     * A minor version (typo fixes, issue 18): published without telling the customers whose
     * contracts use an older version.
     */
    minor: boolean("minor").notNull().default(false),
    /**
     * The signature the contract needs (issue 45): simple (FES), advanced (FEA) or qualified
     * (FEQ, art. 1350 c.c. contracts: CAD art. 21, c. 2-bis).
     */
    signature_level_min: text("signature_level_min", { enum: SIGNATURE_LEVELS }).notNull().default("fes"),
    /**
     * The deepest active category the template is filed under (by level, then position and id),
     * whose title the customers' lists show; `filed_category_id`, the deepest of any status, the
     * editors'. Kept by triggers on `template_categories` and `categories` (migration 0043), so
     * that a list reads one category per row instead of sorting each row's categories (issue 49
     * §4: half of the templates list's time in PostgreSQL).
     */
    shown_category_id: bigint("shown_category_id", { mode: "number" }),
    filed_category_id: bigint("filed_category_id", { mode: "number" }),
    /**
     * The update this version's contracts are offered (`update_available`, issue 18): the
     * family's public version when it is newer and a version published since was not minor,
     * else null. Kept by a trigger on `templates` (migration 0044) whoever publishes, so that a
     * contract list reads it with the version's row instead of searching the family for every
     * contract (issue 49 §4: a fifth of the agreements' first page in PostgreSQL).
     */
    update_offered: json("update_offered").$type<TemplateUpdate>(),
    /**
     * The item as a tree's leaf lists it, up to its lock (`{"id":…,"title":…,"language":…`):
     * kept by a trigger (migration 0045), read by the wizard and category lists (`tree-json.ts`).
     */
    list_item_head: text("list_item_head"),
    /**
     * The item as the customers' catalogue lists it, up to its lock (`{"id":…,…,"category_title":…`,
     * the shown category in each language), and as the editors' list does, up to its contracts'
     * count (the filed category): kept by triggers on templates and categories (migration 0047),
     * so that a page no longer looks up a category and types every column on each call.
     */
    catalogue_head_it: text("catalogue_head_it"),
    catalogue_head_en: text("catalogue_head_en"),
    editor_head_it: text("editor_head_it"),
    editor_head_en: text("editor_head_en"),
    /** When it was first made public; null for a version never published. */
    published_at: timestamp("published_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("templates_family_version_key").on(t.family_id, t.version),
    // Customers see exactly one version of a template: publishing archives the previous one.
    // On an expression, not partial `WHERE status = 'public'`: a partial index holds every public
    // row, and the planner would scan it whole for a free search instead of the search indexes.
    uniqueIndex("templates_family_public_key").on(
      sql`(case when ${t.status} = 'public' then ${t.family_id} end)`,
    ),
    // Not led by status: nearly every row is public, and an index on it lures the planner into
    // scanning every template for a list instead of walking titles in order.
    index("templates_title_idx").on(t.title),
  ],
);

/**
 * The free search's copy of the PUBLIC versions (docs/decisions/0007): only what a search reads,
 * so thousands of matches are fetched from small rows. Kept by a trigger on `templates`
 * (migration 0013): a version enters when published and leaves when archived or deleted.
 * Both vectors are built there from title (A), keywords (B) and body and commentary (C).
 */
export const templateSearch = pgTable(
  "template_search",
  {
    id: bigint("id", { mode: "number" })
      .primaryKey()
      .references(() => templates.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    language: text("language", { enum: ["it", "en"] }).notNull(),
    module: text("module", { enum: ["civil_commercial", "work"] }).notNull(),
    /** Title (A) and keywords (B) only: small, so ranking thousands of matches stays cheap. */
    title_vector: tsvector("title_vector").notNull(),
    search_vector: tsvector("search_vector").notNull(),
  },
  (t) => [
    // One search index per text-search configuration (template-search.ts): each language's
    // query then reads only that language's templates, never the other's matches. No pending
    // list (fastupdate off): publishing is rare, and a small table autovacuum never visits would
    // make every search scan the list of entries not yet merged.
    index("template_search_en_idx")
      .using("gin", t.search_vector)
      .with({ fastupdate: "off" })
      .where(sql`${t.language} = 'en'`),
    index("template_search_other_idx")
      .using("gin", t.search_vector)
      .with({ fastupdate: "off" })
      .where(sql`${t.language} <> 'en'`),
  ],
);

export const templateCategories = pgTable(
  "template_categories",
  {
    template_id: bigint("template_id", { mode: "number" })
      .notNull()
      .references(() => templates.id, { onDelete: "cascade" }),
    category_id: bigint("category_id", { mode: "number" })
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
  },
  (t) => [
    primaryKey({ columns: [t.template_id, t.category_id] }),
    index("template_categories_category_idx").on(t.category_id),
  ],
);

export const wizardTemplates = pgTable(
  "wizard_templates",
  {
    wizard_id: bigint("wizard_id", { mode: "number" })
      .notNull()
      .references(() => wizards.id, { onDelete: "cascade" }),
    template_id: bigint("template_id", { mode: "number" })
      .notNull()
      .references(() => templates.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.wizard_id, t.template_id] }),
    index("wizard_templates_template_idx").on(t.template_id),
  ],
);

/**
 * The calculators offered beside a template (spec §7 `template-with-calculator`). Linked per
 * VERSION, like categories and wizards: create-new-version copies the links, so a draft can
 * change them without touching what customers see. The foreign key to the calculator module's
 * table is the one place the two modules meet in the schema: the link must not outlive either.
 */
export const templateCalculators = pgTable(
  "template_calculators",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    template_id: bigint("template_id", { mode: "number" })
      .notNull()
      .references(() => templates.id, { onDelete: "cascade" }),
    calculator_id: bigint("calculator_id", { mode: "number" })
      .notNull()
      .references(() => calculatorTemplates.id, { onDelete: "cascade" }),
    /** Order among the template's calculators, from 0. */
    position: integer("position").notNull().default(0),
    /** Which template field each calculator output fills on "Insert into the contract". */
    mapping: jsonb("mapping").$type<Record<string, string>>().notNull().default({}),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("template_calculators_pair_key").on(t.template_id, t.calculator_id),
    index("template_calculators_calculator_idx").on(t.calculator_id),
  ],
);

/** A group of words customers use for the same thing, expanded into every search. */
export const synonyms = pgTable(
  "synonyms",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    language: text("language", { enum: ["it", "en"] }).notNull(),
    terms: text("terms").array().notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("synonyms_terms_idx").using("gin", t.terms)],
);

/** Words of titles and keywords (unaccented), for typo-tolerant matching of what users type. */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
  },
  (t) => [index("search_words_trgm_idx").using("gin", t.word.op("gin_trgm_ops"))],
);

export type TemplateRow = typeof templates.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type WizardRow = typeof wizards.$inferSelect;

/**
 * One row: a number every change to what the customer's template lists show (templates, their
 * categories, categories, synonyms) moves on as the change commits (migration 0027). The lists'
 * pages are kept in memory under it (catalogue-page-cache.ts): every instance sees a change at
 * its next call, with no message between instances.
 */
export const catalogueVersion = pgTable("catalogue_version", {
  id: integer("id").primaryKey().default(1),
  version: bigint("version", { mode: "number" }).notNull().default(0),
  /** The transaction that last moved it: it moves once per transaction, however many rows. */
  changed_by: bigint("changed_by", { mode: "number" }),
});
