import type { Language } from "@app/contracts";
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { declareList } from "../../../platform/list/declare-list";
import { runJsonList } from "../../../platform/list/json-list";
import { isoTimestamp } from "../../../platform/list/json-row";
import { type Bind, containsPattern, type ParsedListQuery } from "../../../platform/list/list-query";
import { agreements } from "../../agreements/agreement.table";
import { editorHead, underCategory } from "../template.repository";
import {
  categories,
  type TemplateRow,
  templateCalculators,
  templateCategories,
  templates,
  wizards,
  wizardTemplates,
} from "../template.table";

/** Templates under a category or any of its descendants, enabled or not (the editor sees all). */
const underAnyCategory = (raw: string, field: string, bind: Bind) =>
  underCategory(raw, field, bind, { enabledOnly: false });

/** The editor's template list: every version, any status (spec §2 filters). */
export const editorTemplateListSpec = declareList(templates, {
  orders: ["id", "title", "language", "module", "status", "version", "updated_at", "created_at"],
  defaultOrder: ["title", "-version", "id"],
  filters: {
    text: ["title"],
    exact: ["language", "module", "status"],
    number: ["family_id", "version"],
  },
  customFilters: { category: underAnyCategory },
  search: (term, bind) => sql`(${templates.title} ilike ${bind(containsPattern(term))}
    or array_to_string(${templates.keywords}, ' ') ilike ${bind(containsPattern(term))})`,
});

const agreementsCount = sql<number>`(select count(*) from ${agreements} a where a.template_id = templates.id)`
  .mapWith(Number)
  .as("agreements_count");

export type TemplateListRow = TemplateRow & { agreements_count: number };

/** Drizzle queries of the template editor (any version, any status, and their links). */
export function createEditorTemplateRepository(db: Database) {
  return {
    /**
     * The list written by PostgreSQL (issue 33): the summary columns, the category title and the
     * contracts' count in the same statement, never the versions' texts, which a list does not show.
     */
    list(parsed: ParsedListQuery, language: Language) {
      return runJsonList(db, parsed, {
        // The category title's column follows the language: a statement for each.
        key: `editor-templates/${language}`,
        table: templates,
        // The row up to its contracts' count as its trigger keeps it (migration 0047), the
        // count and the time of its last change appended.
        rowText: () => sql`${editorHead(language)}
          || ',"agreements_count":' || (select count(*) from ${agreements} as a where a.template_id = ${templates.id})
          || ',"updated_at":' || to_json(${isoTimestamp(templates.updated_at)})::text || '}'`,
      });
    },

    async findById(id: number): Promise<TemplateListRow | null> {
      const [row] = await db
        .select({ template: templates, agreements_count: agreementsCount })
        .from(templates)
        .where(eq(templates.id, id));
      return row ? { ...row.template, agreements_count: row.agreements_count } : null;
    },

    /**
     * Each template's first category (deepest first), in the caller's language: the one kept as
     * its `filed_category_id`, or, `enabledOnly`, its `shown_category_id` (migration 0043).
     */
    async categoryTitles(
      ids: number[],
      language: Language,
      enabledOnly = false,
    ): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const filed = enabledOnly ? templates.shown_category_id : templates.filed_category_id;
      const rows = await db
        .select({
          template_id: templates.id,
          title: language === "en" ? categories.title_en : categories.title_it,
        })
        .from(templates)
        .innerJoin(categories, eq(categories.id, filed))
        .where(inArray(templates.id, ids));
      return new Map(rows.map((r) => [r.template_id, r.title]));
    },

    /**
     * One query after the other: `createNewVersion` reads the links inside its transaction, one
     * connection, where queries sent together are queued by the driver (pg warns it will refuse).
     */
    async links(id: number) {
      const categoryRows = await db
        .select({ id: templateCategories.category_id })
        .from(templateCategories)
        .where(eq(templateCategories.template_id, id))
        .orderBy(templateCategories.category_id);
      const wizardRows = await db
        .select({ id: wizardTemplates.wizard_id })
        .from(wizardTemplates)
        .where(eq(wizardTemplates.template_id, id))
        .orderBy(wizardTemplates.wizard_id);
      const calculatorRows = await db
        .select({ id: templateCalculators.calculator_id })
        .from(templateCalculators)
        .where(eq(templateCalculators.template_id, id))
        .orderBy(templateCalculators.position, templateCalculators.id);
      return {
        categories: categoryRows.map((r) => r.id),
        wizards: wizardRows.map((r) => r.id),
        calculators: calculatorRows.map((r) => r.id),
      };
    },

    versionsOf(familyId: number) {
      return db
        .select({ id: templates.id, version: templates.version, status: templates.status })
        .from(templates)
        .where(eq(templates.family_id, familyId))
        .orderBy(desc(templates.version));
    },

    async nextVersion(familyId: number): Promise<number> {
      const [row] = await db
        .select({ max: sql<number>`coalesce(max(${templates.version}), 0)`.mapWith(Number) })
        .from(templates)
        .where(eq(templates.family_id, familyId));
      return (row?.max ?? 0) + 1;
    },

    async insert(values: typeof templates.$inferInsert): Promise<TemplateRow> {
      const [row] = await db.insert(templates).values(values).returning();
      if (!row) throw new Error("template insert returned no row");
      // A new family is named by its first version's id.
      if (row.family_id !== null) return row;
      const [named] = await db
        .update(templates)
        .set({ family_id: row.id })
        .where(eq(templates.id, row.id))
        .returning();
      return named ?? row;
    },

    async update(id: number, changes: Partial<typeof templates.$inferInsert>) {
      await db
        .update(templates)
        .set({ ...changes, updated_at: new Date() })
        .where(eq(templates.id, id));
    },

    /** Archives the family's public version(s) other than `keepId` (one public per family). */
    async archivePublicOf(familyId: number, keepId: number) {
      return db
        .update(templates)
        .set({ status: "archived", updated_at: new Date() })
        .where(
          and(eq(templates.family_id, familyId), eq(templates.status, "public"), ne(templates.id, keepId)),
        )
        .returning({ id: templates.id });
    },

    /** Serialises concurrent status changes of one family (PostgreSQL row locks). */
    async lockFamily(familyId: number) {
      await db
        .select({ id: templates.id })
        .from(templates)
        .where(eq(templates.family_id, familyId))
        .for("update");
    },

    async replaceCategories(id: number, categoryIds: number[]) {
      await db.delete(templateCategories).where(eq(templateCategories.template_id, id));
      if (categoryIds.length)
        await db
          .insert(templateCategories)
          .values(categoryIds.map((category_id) => ({ template_id: id, category_id })));
    },

    async replaceWizards(id: number, wizardIds: number[]) {
      await db.delete(wizardTemplates).where(eq(wizardTemplates.template_id, id));
      if (wizardIds.length)
        await db
          .insert(wizardTemplates)
          .values(wizardIds.map((wizard_id) => ({ wizard_id, template_id: id })));
    },

    /**
     * The template's calculators become these, in this order (positions from 0). A calculator
     * that stays keeps its outputs → fields mapping; `inherited` gives the mappings a new
     * version takes from the version it was made from.
     */
    async replaceCalculators(
      id: number,
      calculatorIds: number[],
      inherited: ReadonlyMap<number, Record<string, string>> = new Map(),
    ) {
      const kept = await db
        .select({ calculator: templateCalculators.calculator_id, mapping: templateCalculators.mapping })
        .from(templateCalculators)
        .where(eq(templateCalculators.template_id, id));
      const mappings = new Map([...inherited, ...kept.map((row) => [row.calculator, row.mapping] as const)]);
      await db.delete(templateCalculators).where(eq(templateCalculators.template_id, id));
      if (calculatorIds.length)
        await db.insert(templateCalculators).values(
          calculatorIds.map((calculator_id, position) => ({
            template_id: id,
            calculator_id,
            position,
            mapping: mappings.get(calculator_id) ?? {},
          })),
        );
    },

    /** Each linked calculator's outputs → fields mapping, for a new version to inherit. */
    async calculatorMappings(id: number): Promise<Map<number, Record<string, string>>> {
      const rows = await db
        .select({ calculator: templateCalculators.calculator_id, mapping: templateCalculators.mapping })
        .from(templateCalculators)
        .where(eq(templateCalculators.template_id, id));
      return new Map(rows.map((row) => [row.calculator, row.mapping]));
    },

    async delete(id: number) {
      await db.delete(templates).where(eq(templates.id, id));
    },

    /** Which of these ids are categories. */
    async existingCategories(ids: number[]) {
      if (ids.length === 0) return [];
      return db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
    },

    /** These wizard nodes, with whether each is a leaf. */
    async wizardNodes(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: wizards.id,
          title_it: wizards.title_it,
          title_en: wizards.title_en,
          is_leaf: sql<boolean>`not exists (select 1 from ${wizards} child where child.parent_id = wizards.id)`,
        })
        .from(wizards)
        .where(inArray(wizards.id, ids));
    },
  };
}

export type EditorTemplateRepository = ReturnType<typeof createEditorTemplateRepository>;
