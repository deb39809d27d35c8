import type { CalculatorCreateBody } from "@app/contracts";
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * A legal calculator (spec: "calculator templates"): its definition is data (inputs, named
 * steps, outputs; expressions of `packages/calc`), checked when saved. `status` follows the
 * template life cycle, so customers only ever meet `public` calculators; `code` is the stable
 * slug every list row shows (`interessi-legali`).
 */
export const calculatorTemplates = pgTable(
  "calculator_templates",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    language: text("language", { enum: ["it", "en"] }).notNull(),
    module: text("module", { enum: ["civil_commercial", "work"] }).notNull(),
    status: text("status", { enum: ["draft", "ready", "public", "archived"] })
      .notNull()
      .default("draft"),
    code: text("code"),
    inputs: jsonb("inputs").$type<CalculatorCreateBody["inputs"]>().notNull().default([]),
    steps: jsonb("steps").$type<CalculatorCreateBody["steps"]>().notNull().default([]),
    outputs: jsonb("outputs").$type<CalculatorCreateBody["outputs"]>().notNull().default([]),
    /** The prospetto's own text (sanitised rich text citing inputs and outputs), or null. */
    prospetto: jsonb("prospetto").$type<CalculatorCreateBody["prospetto"]>(),
    /** A table of a rows step, row by row (the TFR year by year), or null. */
    breakdown: jsonb("breakdown").$type<CalculatorCreateBody["breakdown"]>(),
    /**
     * The published version: its number (0 until first published), its frozen definition, which
     * customers run while the editors work on the next one, and when it was published.
     */
    version: integer("version").notNull().default(0),
    published: jsonb("published").$type<PublishedDefinition>(),
    published_at: timestamp("published_at", { withTimezone: true }),
    seed_key: text("seed_key"),
    /**
     * The item as a tree's leaf lists it, up to its lock (`{"id":…,"title":…,"language":…`):
     * kept by a trigger (migration 0045), read by the wizard and category lists (`tree-json.ts`).
     */
    list_item_head: text("list_item_head"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("calculator_templates_title_idx").on(t.title),
    uniqueIndex("calculator_templates_code_key").on(t.code),
  ],
);

export type CalculatorTemplateRow = typeof calculatorTemplates.$inferSelect;

/** What a published version freezes: the definition customers run and its prospetto text. */
export type PublishedDefinition = Pick<CalculatorCreateBody, "inputs" | "steps" | "outputs" | "prospetto"> & {
  /** Absent in versions published before breakdowns existed. */
  breakdown?: CalculatorCreateBody["breakdown"];
};

/** Every version ever published, with who published it: what a kept calculation was made with. */
export const calculatorVersions = pgTable(
  "calculator_versions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    calculator_id: bigint("calculator_id", { mode: "number" })
      .notNull()
      .references(() => calculatorTemplates.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    definition: jsonb("definition").$type<PublishedDefinition>().notNull(),
    published_at: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    published_by: bigint("published_by", { mode: "number" }),
  },
  (t) => [uniqueIndex("calculator_versions_calculator_version_key").on(t.calculator_id, t.version)],
);
