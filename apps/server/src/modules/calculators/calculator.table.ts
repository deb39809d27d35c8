import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * A legal calculator (spec: "calculator templates"). Only what templates link to for now: the
 * calculators issue adds the expression, the inputs and the constants. `status` follows the
 * template life cycle, so customers will only ever meet `public` calculators.
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
    seed_key: text("seed_key"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("calculator_templates_title_idx").on(t.title)],
);

export type CalculatorTemplateRow = typeof calculatorTemplates.$inferSelect;
