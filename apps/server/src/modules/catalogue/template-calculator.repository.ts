import type { TemplateStatus } from "@app/contracts";
import { and, asc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { declareList } from "../../platform/list/declare-list";
import { runJsonList } from "../../platform/list/json-list";
import type { ParsedListQuery } from "../../platform/list/list-query";
import { calculatorTemplates } from "../calculators";
import { templateCalculators, templates } from "./template.table";

export type TemplateCalculatorRow = typeof templateCalculators.$inferSelect;

/** `template-with-calculator/list/`: filtered by template (and calculator), in the template's order. */
export const templateCalculatorListSpec = declareList(templateCalculators, {
  orders: { id: "id", position: "position", template: "template_id", calculator: "calculator_id" },
  defaultOrder: ["template_id", "position", "id"],
  filters: { number: { template: "template_id", calculator: "calculator_id" } },
});

/**
 * What a customer may see: links of public template versions to these (public) calculators.
 * The calculators' status belongs to their module, so their ids come from its service. The
 * outer table is named literally: drizzle may print an outer column unqualified.
 */
export function customerScope(publicCalculatorIds: number[]): SQL {
  if (publicCalculatorIds.length === 0) return sql`false`;
  return and(
    inArray(templateCalculators.calculator_id, publicCalculatorIds),
    sql`exists (select 1 from ${templates} t
      where t.id = template_calculators.template_id and t.status = 'public')`,
  ) as SQL;
}

/**
 * The links' page as PostgreSQL writes it (issue 33): customers' (`customer`), the links of
 * public template versions to public calculators, in toTemplateCalculator's shape; the editors'
 * every link, with the calculator's status and the template version named, in
 * toEditorTemplateCalculator's shape.
 */
function linkPage(db: Database, parsed: ParsedListQuery, customer: boolean) {
  const l = templateCalculators;
  // The link's calculator `c` and template version `t`, joined once: each key read them in a
  // sub-select of its own, six per row for the editors (both keys are not null foreign keys).
  const calculator = (column: string) => sql`c.${sql.raw(column)}`;
  const template = (column: string) => sql`t.${sql.raw(column)}`;
  const link = {
    id: l.id,
    template: l.template_id,
    calculator: l.calculator_id,
    calculator_title: calculator("title"),
    calculator_language: calculator("language"),
    position: l.position,
    mapping: l.mapping,
  };
  return runJsonList(db, parsed, {
    key: customer ? "template-calculators/customer" : "template-calculators/editor",
    table: l,
    joins: () => sql`inner join ${calculatorTemplates} as c on c.id = ${l.calculator_id}
      inner join ${templates} as t on t.id = ${l.template_id}`,
    scope: () =>
      customer ? sql`${calculator("status")} = 'public' and ${template("status")} = 'public'` : undefined,
    // The editors' links: the calculator and the template version are shown, never filtered by.
    joinsShowOnly: !customer,
    shape: () =>
      customer
        ? link
        : {
            ...link,
            calculator_status: calculator("status"),
            template_title: template("title"),
            template_version: template("version"),
            template_status: template("status"),
          },
  });
}

/** Drizzle queries on the template ↔ calculator links. */
export function createTemplateCalculatorRepository(db: Database) {
  return {
    /** A page of the links customers may see, or (`customer` false) of every link. */
    page: (parsed: ParsedListQuery, customer: boolean) => linkPage(db, parsed, customer),
    async findById(id: number, scope?: SQL): Promise<TemplateCalculatorRow | null> {
      const [row] = await db
        .select()
        .from(templateCalculators)
        .where(and(eq(templateCalculators.id, id), scope));
      return row ?? null;
    },

    /** The link of this pair other than `exceptId`, if any (a pair is linked once). */
    async findPair(templateId: number, calculatorId: number, exceptId?: number) {
      const [row] = await db
        .select({ id: templateCalculators.id })
        .from(templateCalculators)
        .where(
          and(
            eq(templateCalculators.template_id, templateId),
            eq(templateCalculators.calculator_id, calculatorId),
            exceptId === undefined ? undefined : ne(templateCalculators.id, exceptId),
          ),
        );
      return row ?? null;
    },

    /**
     * Numbers the template's links from 0 in their order, `placing` (a link of the template)
     * put at its asked position (past the end: last). Positions never tie, so reordering is exact.
     */
    async renumber(templateId: number, placing?: { id: number; position: number }) {
      const rows = await db
        .select({ id: templateCalculators.id, position: templateCalculators.position })
        .from(templateCalculators)
        .where(eq(templateCalculators.template_id, templateId))
        .orderBy(asc(templateCalculators.position), asc(templateCalculators.id));
      const order = rows.filter((r) => r.id !== placing?.id);
      if (placing) order.splice(Math.min(placing.position, order.length), 0, { ...placing, position: -1 });
      for (const [position, row] of order.entries()) {
        if (row.position !== position)
          await db.update(templateCalculators).set({ position }).where(eq(templateCalculators.id, row.id));
      }
    },

    /** The template versions these links belong to, by id: title, number and status. */
    async templateRefs(ids: number[]) {
      if (ids.length === 0)
        return new Map<number, { title: string; version: number; status: TemplateStatus }>();
      const rows = await db
        .select({
          id: templates.id,
          title: templates.title,
          version: templates.version,
          status: templates.status,
        })
        .from(templates)
        .where(inArray(templates.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row]));
    },

    async insert(values: typeof templateCalculators.$inferInsert): Promise<TemplateCalculatorRow> {
      const [row] = await db.insert(templateCalculators).values(values).returning();
      if (!row) throw new Error("template_calculators insert returned no row");
      return row;
    },

    async update(id: number, changes: Partial<typeof templateCalculators.$inferInsert>) {
      await db.update(templateCalculators).set(changes).where(eq(templateCalculators.id, id));
    },

    async delete(id: number) {
      await db.delete(templateCalculators).where(eq(templateCalculators.id, id));
    },
  };
}

export type TemplateCalculatorRepository = ReturnType<typeof createTemplateCalculatorRepository>;
