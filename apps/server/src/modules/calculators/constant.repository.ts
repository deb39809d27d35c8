import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { declareList } from "../../platform/list/declare-list";
import { runJsonList } from "../../platform/list/json-list";
import type { ParsedListQuery } from "../../platform/list/list-query";
import { type CalculatorConstantRow, calculatorConstants, constantColumns } from "./constant.table";

/** The editors' constants list (spec §7 generic list), searchable by title and slug. */
export const constantListSpec = declareList(calculatorConstants, {
  orders: ["id", "slug", "title", "unit", "updated_at"],
  defaultOrder: ["title", "id"],
  filters: { exact: ["slug", "unit"], text: ["title"] },
  search: ["title", "slug"],
});

type Insert = typeof calculatorConstants.$inferInsert;

/** Drizzle queries on the constants. */
export function createConstantRepository(db: Database) {
  return {
    /**
     * A page as PostgreSQL writes it (issue 33), in toConstant's shape: each row as its trigger
     * keeps it (`list_row`, migration 0046), joined as text.
     */
    page: (parsed: ParsedListQuery) =>
      runJsonList(db, parsed, {
        key: "constants",
        table: calculatorConstants,
        rowText: () => sql`${calculatorConstants.list_row}`,
      }),
    /** Every series, whole: a calculation may read any of them (a handful, a few hundred values). */
    findAll(): Promise<CalculatorConstantRow[]> {
      return db.select(constantColumns).from(calculatorConstants);
    },
    /** The series a calculation reads, and only those: the FOI index alone is 130 months. */
    findBySlugs(slugs: readonly string[]): Promise<CalculatorConstantRow[]> {
      if (slugs.length === 0) return Promise.resolve([]);
      return db
        .select(constantColumns)
        .from(calculatorConstants)
        .where(inArray(calculatorConstants.slug, [...slugs]));
    },
    async findById(id: number): Promise<CalculatorConstantRow | null> {
      const [row] = await db
        .select(constantColumns)
        .from(calculatorConstants)
        .where(eq(calculatorConstants.id, id));
      return row ?? null;
    },
    async findBySlug(slug: string): Promise<CalculatorConstantRow | null> {
      const [row] = await db
        .select(constantColumns)
        .from(calculatorConstants)
        .where(eq(calculatorConstants.slug, slug));
      return row ?? null;
    },
    async insert(values: Insert): Promise<CalculatorConstantRow> {
      const [row] = await db.insert(calculatorConstants).values(values).returning(constantColumns);
      return row as CalculatorConstantRow;
    },
    async update(id: number, changes: Partial<Insert>): Promise<CalculatorConstantRow | null> {
      const [row] = await db
        .update(calculatorConstants)
        .set({ ...changes, updated_at: new Date() })
        .where(eq(calculatorConstants.id, id))
        .returning(constantColumns);
      return row ?? null;
    },
    async delete(id: number): Promise<boolean> {
      const rows = await db
        .delete(calculatorConstants)
        .where(eq(calculatorConstants.id, id))
        .returning({ id: calculatorConstants.id });
      return rows.length > 0;
    },
  };
}
