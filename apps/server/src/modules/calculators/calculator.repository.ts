import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { containsPattern, type ListSpec, type ParsedListQuery } from "../../platform/list/list-query";
import { runList } from "../../platform/list/run-list";
import { type CalculatorTemplateRow, calculatorTemplates } from "./calculator.table";

/** The editor's calculator list (spec §7 generic list): any status, searchable by title. */
export const calculatorListSpec: ListSpec = {
  orderable: {
    id: calculatorTemplates.id,
    title: calculatorTemplates.title,
    language: calculatorTemplates.language,
    module: calculatorTemplates.module,
    status: calculatorTemplates.status,
    updated_at: calculatorTemplates.updated_at,
  },
  defaultOrder: [asc(calculatorTemplates.title), asc(calculatorTemplates.id)],
  filterable: {
    title: { column: calculatorTemplates.title, type: "text" },
    language: { column: calculatorTemplates.language, type: "exact" },
    module: { column: calculatorTemplates.module, type: "exact" },
    status: { column: calculatorTemplates.status, type: "exact" },
  },
  freeText: (term) => sql`${calculatorTemplates.title} ilike ${containsPattern(term)}`,
  tieBreaker: calculatorTemplates.id,
};

/** Drizzle queries on calculator templates. */
export function createCalculatorRepository(db: Database) {
  return {
    list<TItem>(parsed: ParsedListQuery, toItem: (row: CalculatorTemplateRow) => TItem) {
      return runList(db, calculatorTemplates, parsed, undefined, toItem);
    },

    async findPublicIds(): Promise<number[]> {
      const rows = await db
        .select({ id: calculatorTemplates.id })
        .from(calculatorTemplates)
        .where(eq(calculatorTemplates.status, "public"));
      return rows.map((r) => r.id);
    },

    findByIds(ids: number[]): Promise<CalculatorTemplateRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select().from(calculatorTemplates).where(inArray(calculatorTemplates.id, ids));
    },
  };
}
