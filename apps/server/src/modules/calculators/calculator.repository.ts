import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { declareList } from "../../platform/list/declare-list";
import { runJsonList } from "../../platform/list/json-list";
import type { ParsedListQuery } from "../../platform/list/list-query";
import { romeDay } from "../../platform/time/rome-time";
import { moduleLockedSql } from "../profile";
import { definitionOf } from "./calculator.mapper";
import { type CalculatorTemplateRow, calculatorTemplates, calculatorVersions } from "./calculator.table";
import { calculatorConstants } from "./constant.table";

/** The editor's calculator list (spec §7 generic list): any status, searchable by title. */
export const calculatorListSpec = declareList(calculatorTemplates, {
  orders: ["id", "title", "language", "module", "status", "updated_at"],
  defaultOrder: ["title", "id"],
  filters: { text: ["title"], exact: ["language", "module", "status"] },
  // The code too: "tfr" finds the TFR calculator, whose title spells it out.
  search: ["title", "code"],
});

/** A constant of the text, so that the list's statement is compiled once (json-list.ts). */
const PUBLIC = sql`${calculatorTemplates.status} = 'public'`;
type Insert = typeof calculatorTemplates.$inferInsert;

/** Drizzle queries on calculator templates; `publicOnly` is what customers may meet. */
export function createCalculatorRepository(db: Database) {
  return {
    /**
     * The list as its rows' summaries written by PostgreSQL (issue 33): never the definitions,
     * which a list does not show and which made it five times slower than the contracts' list.
     * `customer`: whose subscription marks the rows outside it locked (null: an editor, none).
     */
    list(parsed: ParsedListQuery, customer: number | null, publicOnly = false) {
      const t = calculatorTemplates;
      return runJsonList(db, parsed, {
        key: `calculators/${customer === null ? "editor" : "customer"}/${publicOnly ? "public" : "all"}`,
        table: t,
        scope: () => (publicOnly ? PUBLIC : undefined),
        shape: (param) => ({
          id: t.id,
          title: t.title,
          code: t.code,
          language: t.language,
          module: t.module,
          status: t.status,
          is_locked:
            customer === null ? sql`false` : moduleLockedSql(t.module, param("customer"), param("day")),
          version: t.version,
          updated_at: t.updated_at,
        }),
        params: customer === null ? {} : { customer, day: romeDay(new Date()) },
      });
    },

    async findById(id: number, publicOnly = false): Promise<CalculatorTemplateRow | null> {
      const [row] = await db
        .select()
        .from(calculatorTemplates)
        .where(and(eq(calculatorTemplates.id, id), publicOnly ? PUBLIC : undefined));
      return row ?? null;
    },

    /** Whether another calculator already has this code. */
    async isCodeTaken(code: string, exceptId: number | null): Promise<boolean> {
      const [taken] = await db
        .select({ id: calculatorTemplates.id })
        .from(calculatorTemplates)
        .where(
          and(
            eq(calculatorTemplates.code, code),
            exceptId === null ? undefined : ne(calculatorTemplates.id, exceptId),
          ),
        );
      return taken !== undefined;
    },

    async insert(values: Insert): Promise<CalculatorTemplateRow> {
      const [row] = await db.insert(calculatorTemplates).values(values).returning();
      return row as CalculatorTemplateRow;
    },

    async update(id: number, changes: Partial<Insert>): Promise<CalculatorTemplateRow | null> {
      const [row] = await db
        .update(calculatorTemplates)
        .set({ ...changes, updated_at: new Date() })
        .where(eq(calculatorTemplates.id, id))
        .returning();
      return row ?? null;
    },

    /**
     * Publishes what the editors have written as the next version: customers run it from now on,
     * and it is kept among the versions with who published it.
     */
    async publish(row: CalculatorTemplateRow, actorId: number | null): Promise<CalculatorTemplateRow> {
      const definition = definitionOf(row);
      const version = row.version + 1;
      const now = new Date();
      await db.insert(calculatorVersions).values({
        calculator_id: row.id,
        version,
        definition,
        published_at: now,
        published_by: actorId,
      });
      const [published] = await db
        .update(calculatorTemplates)
        .set({ version, published: definition, published_at: now })
        .where(eq(calculatorTemplates.id, row.id))
        .returning();
      return published as CalculatorTemplateRow;
    },

    /** Every published version of a calculator, newest first. */
    versionsOf(id: number) {
      return db
        .select({ version: calculatorVersions.version, published_at: calculatorVersions.published_at })
        .from(calculatorVersions)
        .where(eq(calculatorVersions.calculator_id, id))
        .orderBy(desc(calculatorVersions.version));
    },

    async delete(id: number): Promise<CalculatorTemplateRow | null> {
      const [row] = await db.delete(calculatorTemplates).where(eq(calculatorTemplates.id, id)).returning();
      return row ?? null;
    },

    async findPublicIds(): Promise<number[]> {
      const rows = await db.select({ id: calculatorTemplates.id }).from(calculatorTemplates).where(PUBLIC);
      return rows.map((r) => r.id);
    },

    /** The slugs of the series that exist, which formulas may read. */
    async seriesSlugs(): Promise<string[]> {
      const rows = await db.select({ slug: calculatorConstants.slug }).from(calculatorConstants);
      return rows.map((row) => row.slug);
    },

    /** Every calculator's formulas, to tell which read a series. */
    formulas(): Promise<Pick<CalculatorTemplateRow, "id" | "title" | "steps" | "outputs" | "published">[]> {
      return db
        .select({
          id: calculatorTemplates.id,
          title: calculatorTemplates.title,
          steps: calculatorTemplates.steps,
          outputs: calculatorTemplates.outputs,
          published: calculatorTemplates.published,
        })
        .from(calculatorTemplates);
    },

    findByIds(ids: number[]): Promise<CalculatorTemplateRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select().from(calculatorTemplates).where(inArray(calculatorTemplates.id, ids));
    },
  };
}
