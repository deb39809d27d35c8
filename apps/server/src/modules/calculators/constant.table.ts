import type { ConstantValue } from "@app/contracts";
import { getTableColumns } from "drizzle-orm";
import { bigint, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * A dated series the calculators read (issue 14): its values in date order, each with the act
 * that set it. Small (a few hundred values at most) and always read whole, hence one JSON
 * array rather than a row per value.
 */
export const calculatorConstants = pgTable(
  "calculator_constants",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    unit: text("unit", { enum: ["percent", "index", "amount"] }).notNull(),
    source: text("source").notNull().default(""),
    values: jsonb("values").$type<ConstantValue[]>().notNull().default([]),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The row as the editors' list writes it, kept by a trigger on every write (migration 0046):
     * the series' jsonb written as text on each call was two thirds of the list's time in
     * PostgreSQL. Never read outside the list (`constantColumns`).
     */
    list_row: text("list_row"),
  },
  (t) => [uniqueIndex("calculator_constants_slug_key").on(t.slug)],
);

const { list_row: _keptForTheList, ...everyOtherColumn } = getTableColumns(calculatorConstants);
/** Every column but the list's kept row: what a calculation or an editor's form reads. */
export const constantColumns = everyOtherColumn;

export type CalculatorConstantRow = Omit<typeof calculatorConstants.$inferSelect, "list_row">;
