import type { CalculatorCreateBody } from "@app/contracts";
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

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
    seed_key: text("seed_key"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("calculator_templates_title_idx").on(t.title),
    uniqueIndex("calculator_templates_code_key").on(t.code),
  ],
);

export type CalculatorTemplateRow = typeof calculatorTemplates.$inferSelect;
