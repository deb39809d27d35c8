import { type CalcError, calcMessage, checkDefinition, runCalculator } from "@app/calc";
import type {
  CalculatorCreateBody,
  CalculatorDetail,
  CalculatorEvaluation,
  CalculatorListItem,
  CalculatorUpdateBody,
  Language,
  ListResponse,
} from "@app/contracts";
import { and, eq, ne, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { createAudit } from "../../platform/audit/audit";
import type { EditorActor, Viewer } from "../../platform/auth/viewer";
import { AppError } from "../../platform/http/app-error";
import { type ListQueryInput, parseListQuery } from "../../platform/list/list-query";
import { runList } from "../../platform/list/run-list";
import { findOpenModules } from "../profile";
import { toCalculatorDetail, toCalculatorListItem } from "./calculator.mapper";
import { calculatorListSpec } from "./calculator.repository";
import { type CalculatorTemplateRow, calculatorTemplates } from "./calculator.table";
import { calculatorConstants } from "./constant.table";

type Definition = Pick<CalculatorTemplateRow, "inputs" | "steps" | "outputs">;
type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const labelOf = (definition: Definition, slug: string, language: Language) => {
  const entry = [...definition.inputs, ...definition.outputs].find((item) => item.slug === slug);
  const label = entry?.label;
  return typeof label === "string" ? label : label ? (label[language] ?? label.it) : undefined;
};

/** Calculation errors as the API's field errors, each a sentence in the caller's language. */
function calcErrors(
  errors: Record<string, CalcError>,
  language: Language,
  definition?: Definition,
): AppError {
  const fields = Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [
      field,
      [
        {
          key: "calc_error" as const,
          params: {
            message: calcMessage(
              error,
              language,
              definition && error.name ? labelOf(definition, error.name, language) : undefined,
            ),
          },
        },
      ],
    ]),
  );
  return new AppError(400, [], fields);
}

/**
 * Calculator templates with their definitions (issue 14): the editors write them (checked when
 * saved: an expression that does not parse or reads an unknown name is a 400 there, never at
 * evaluation time); customers list and run the public ones their subscription opens.
 */
export function createCalculatorDefinitionService(db: Database) {
  async function row(id: number, scope?: SQL): Promise<CalculatorTemplateRow> {
    const [found] = await db
      .select()
      .from(calculatorTemplates)
      .where(and(eq(calculatorTemplates.id, id), scope));
    if (!found) throw AppError.notFound();
    return found;
  }
  async function lockCheck(viewer: Viewer) {
    if (viewer.isEditor) return () => false;
    const open = await findOpenModules(db, viewer.userId);
    return (module: CalculatorTemplateRow["module"]) => !open.has(module);
  }
  async function assertDefinition(
    definition: Definition,
    code: string | null | undefined,
    id: number | null,
    actor: EditorActor,
    tx: Tx,
  ) {
    const errors = checkDefinition(definition);
    if (Object.keys(errors).length) throw calcErrors(errors, actor.language);
    if (code) {
      const [taken] = await tx
        .select({ id: calculatorTemplates.id })
        .from(calculatorTemplates)
        .where(
          and(eq(calculatorTemplates.code, code), id === null ? undefined : ne(calculatorTemplates.id, id)),
        );
      if (taken) throw AppError.field("code", "calculator_code_taken", { code });
    }
  }
  const record = (tx: Tx, actor: EditorActor, action: string, id: number, data: Record<string, unknown>) =>
    createAudit(tx as unknown as Database).record({
      actorId: actor.userId,
      action: `calculator.${action}`,
      subjectType: "calculator",
      subjectId: id,
      data,
    });
  const PUBLIC = eq(calculatorTemplates.status, "public");

  async function evaluated(viewer: Viewer, id: number, values: Record<string, unknown>) {
    const found = await row(id, viewer.isEditor ? undefined : PUBLIC);
    const isLocked = await lockCheck(viewer);
    if (isLocked(found.module)) throw AppError.forbidden("template_locked");
    const series = await db.select().from(calculatorConstants);
    const result = runCalculator(found, values, series);
    if (!result.ok) throw calcErrors(result.errors, viewer.language, found);
    const evaluation: CalculatorEvaluation = {
      results: result.results,
      table: result.table,
      used_series: result.used_series,
    };
    return { calculator: toCalculatorDetail(found, false), evaluation };
  }

  return {
    /** `GET /api/calculator/customer/template/list/`: public calculators, locked ones marked. */
    async listPublic(viewer: Viewer, query: ListQueryInput): Promise<ListResponse<CalculatorListItem>> {
      const isLocked = await lockCheck(viewer);
      return runList(db, calculatorTemplates, parseListQuery(query, calculatorListSpec), PUBLIC, (r) =>
        toCalculatorListItem(r, isLocked(r.module)),
      );
    },

    /** One calculator: editors see any status; customers public ones only. */
    async get(viewer: Viewer, id: number): Promise<CalculatorDetail> {
      const found = await row(id, viewer.isEditor ? undefined : PUBLIC);
      const isLocked = await lockCheck(viewer);
      return toCalculatorDetail(found, isLocked(found.module));
    },

    create(actor: EditorActor, body: CalculatorCreateBody): Promise<CalculatorDetail> {
      return db.transaction(async (tx) => {
        await assertDefinition(body, body.code, null, actor, tx);
        const [created] = await tx.insert(calculatorTemplates).values(body).returning();
        const saved = created as CalculatorTemplateRow;
        await record(tx, actor, "create", saved.id, { code: saved.code, status: saved.status });
        return toCalculatorDetail(saved, false);
      });
    },

    /** Changes only what is sent; the definition is checked as it will stand. */
    update(actor: EditorActor, id: number, body: CalculatorUpdateBody): Promise<CalculatorDetail> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(calculatorTemplates).where(eq(calculatorTemplates.id, id));
        if (!current) throw AppError.notFound();
        await assertDefinition({ ...current, ...body }, body.code, id, actor, tx);
        const [updated] = await tx
          .update(calculatorTemplates)
          .set({ ...body, updated_at: new Date() })
          .where(eq(calculatorTemplates.id, id))
          .returning();
        await record(tx, actor, "update", id, { changed: Object.keys(body) });
        return toCalculatorDetail(updated as CalculatorTemplateRow, false);
      });
    },

    destroy(actor: EditorActor, id: number): Promise<void> {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(calculatorTemplates)
          .where(eq(calculatorTemplates.id, id))
          .returning();
        if (!deleted.length) throw AppError.notFound();
        await record(tx, actor, "destroy", id, { code: deleted[0]?.code ?? null });
      });
    },

    /**
     * `PUT template/evaluate/{id}/`: runs the calculator on what was typed, against the series
     * as the editors keep them now. Customers run public calculators their subscription opens
     * (403 otherwise); editors run drafts too.
     */
    async evaluate(
      viewer: Viewer,
      id: number,
      values: Record<string, unknown>,
    ): Promise<CalculatorEvaluation> {
      return (await evaluated(viewer, id, values)).evaluation;
    },

    /** The same calculation, with the calculator it ran (for the prospetto). */
    evaluated: (viewer: Viewer, id: number, values: Record<string, unknown>) => evaluated(viewer, id, values),
  };
}
