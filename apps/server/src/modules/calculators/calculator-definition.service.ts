import {
  type CalcError,
  calcMessage,
  checkDefinition,
  localisedText,
  runCalculator,
  seriesUsedBy,
} from "@app/calc";
import type {
  AuditVerb,
  CalculatorCreateBody,
  CalculatorDetail,
  CalculatorEvaluation,
  CalculatorUpdateBody,
  Language,
} from "@app/contracts";
import type { Database } from "../../db/client";
import { createAudit } from "../../platform/audit/audit";
import type { EditorActor, Viewer } from "../../platform/auth/viewer";
import { AppError } from "../../platform/http/app-error";
import { type ListQueryInput, parseListQuery } from "../../platform/list/list-query";
import type { JsonText } from "../../platform/resource/json-text";
import { definitionOf, publishedView, toCalculatorDetail } from "./calculator.mapper";
import { calculatorListSpec, createCalculatorRepository } from "./calculator.repository";
import type { CalculatorTemplateRow } from "./calculator.table";
import { calculatorLockCheck, findUsableCalculator } from "./calculator-locks";
import { assertProspettoCites, sanitizedProspetto } from "./calculator-prospetto-text";
import { toConstant } from "./constant.mapper";
import { createConstantRepository } from "./constant.repository";

type Definition = Pick<CalculatorTemplateRow, "inputs" | "steps" | "outputs"> & {
  prospetto?: CalculatorCreateBody["prospetto"];
};

const labelOf = (definition: Definition, slug: string, language: Language) => {
  const entry = [...definition.inputs, ...definition.outputs].find((item) => item.slug === slug);
  return entry ? localisedText(entry.label, language) : undefined;
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
  const calculators = createCalculatorRepository(db);
  const constants = createConstantRepository(db);

  /** Customers meet public calculators only; editors meet every one. */
  async function found(viewer: Viewer, id: number): Promise<CalculatorTemplateRow> {
    const row = await calculators.findById(id, !viewer.isEditor);
    if (!row) throw AppError.notFound();
    return row;
  }
  const lockCheck = (viewer: Viewer) => calculatorLockCheck(db, viewer);
  /** One transaction per write, with its repository and its audit event. */
  const within = (
    actor: EditorActor,
    action: AuditVerb<"calculator">,
    work: (
      repo: ReturnType<typeof createCalculatorRepository>,
    ) => Promise<{ row: CalculatorTemplateRow; data: object }>,
  ) =>
    db.transaction(async (tx) => {
      const repo = createCalculatorRepository(tx as unknown as Database);
      const { row, data } = await work(repo);
      await createAudit(tx as unknown as Database).record({
        actorId: actor.userId,
        action: `calculator.${action}`,
        subjectType: "calculator",
        subjectId: row.id,
        data: { code: row.code, version: row.version, ...data },
      });
      return action === "destroy" ? toCalculatorDetail(row, false) : editorDetail(repo, row);
    });

  /** The editors' detail: the definition being worked on, and every version published. */
  async function editorDetail(
    repo: ReturnType<typeof createCalculatorRepository>,
    row: CalculatorTemplateRow,
  ) {
    return toCalculatorDetail(row, false, await repo.versionsOf(row.id));
  }

  /**
   * A save that asks for `public` publishes what is written as the next version, unless it is
   * the very definition already published: customers run only published versions, so editors
   * can save a public calculator's next version without customers meeting it half-written.
   */
  async function publishIfAsked(
    repo: ReturnType<typeof createCalculatorRepository>,
    row: CalculatorTemplateRow,
    status: CalculatorUpdateBody["status"],
    actor: EditorActor,
  ): Promise<CalculatorTemplateRow> {
    if (status !== "public") return row;
    const unchanged =
      row.published && JSON.stringify(definitionOf(row)) === JSON.stringify(definitionOf(row.published));
    return unchanged ? row : repo.publish(row, actor.userId);
  }
  async function assertDefinition(
    repo: ReturnType<typeof createCalculatorRepository>,
    definition: Definition,
    code: string | null | undefined,
    id: number | null,
    actor: EditorActor,
  ) {
    // Read inside the transaction: a series deleted meanwhile is not taken for existing.
    const errors = checkDefinition(definition, new Set(await repo.seriesSlugs()));
    if (Object.keys(errors).length) throw calcErrors(errors, actor.language);
    assertProspettoCites(definition.prospetto ?? null, definition);
    if (code && (await repo.isCodeTaken(code, id)))
      throw AppError.field("code", "calculator_code_taken", { code });
  }

  return {
    /** `GET /api/calculator/customer/template/list/`: public calculators, locked ones marked. */
    listPublic(viewer: Viewer, query: ListQueryInput): Promise<JsonText> {
      return calculators.list(
        parseListQuery(query, calculatorListSpec),
        viewer.isEditor ? null : viewer.userId,
        true,
      );
    },

    /** One calculator: editors see any status; customers public ones only. */
    async get(viewer: Viewer, id: number): Promise<CalculatorDetail> {
      const [row, isLocked] = await Promise.all([found(viewer, id), lockCheck(viewer)]);
      if (viewer.isEditor) return editorDetail(calculators, row);
      return toCalculatorDetail(publishedView(row), isLocked(row.module));
    },

    create: (actor: EditorActor, body: CalculatorCreateBody): Promise<CalculatorDetail> =>
      within(actor, "create", async (repo) => {
        await assertDefinition(repo, body, body.code, null, actor);
        const row = await repo.insert({ ...body, prospetto: sanitizedProspetto(body.prospetto) });
        return { row: await publishIfAsked(repo, row, body.status, actor), data: { status: body.status } };
      }),

    /** Changes only what is sent; the definition is checked as it will stand. */
    update: (actor: EditorActor, id: number, body: CalculatorUpdateBody): Promise<CalculatorDetail> =>
      within(actor, "update", async (repo) => {
        const current = await repo.findById(id);
        if (!current) throw AppError.notFound();
        await assertDefinition(repo, { ...current, ...body }, body.code, id, actor);
        const changes =
          body.prospetto === undefined ? body : { ...body, prospetto: sanitizedProspetto(body.prospetto) };
        const updated = (await repo.update(id, changes)) as CalculatorTemplateRow;
        return {
          row: await publishIfAsked(repo, updated, body.status, actor),
          data: { changed: Object.keys(body) },
        };
      }),

    async destroy(actor: EditorActor, id: number): Promise<void> {
      await within(actor, "destroy", async (repo) => {
        const row = await repo.delete(id);
        if (!row) throw AppError.notFound();
        return { row, data: {} };
      });
    },

    /** `template/series/{id}/`: the series the calculator reads, to whoever may run it. */
    async seriesOf(viewer: Viewer, id: number) {
      const row = await findUsableCalculator(db, viewer, id);
      return { results: (await constants.findBySlugs(seriesUsedBy(row))).map(toConstant) };
    },

    /**
     * `PUT template/evaluate/{id}/`: runs the calculator on what was typed, against the series
     * as the editors keep them now; answers the calculation and the calculator it ran (for the
     * prospetto). Customers run public calculators their subscription opens (403 otherwise);
     * editors run drafts too.
     */
    async evaluate(
      viewer: Viewer,
      id: number,
      values: Record<string, unknown>,
    ): Promise<{ calculator: CalculatorDetail; evaluation: CalculatorEvaluation }> {
      const row = await findUsableCalculator(db, viewer, id);
      const series = await constants.findBySlugs(seriesUsedBy(row));
      const result = runCalculator(row, values, series);
      if (!result.ok) throw calcErrors(result.errors, viewer.language, row);
      const { results, table, rows } = result;
      const bySlug = new Map(series.map((constant) => [constant.slug, constant]));
      const used_series = result.used_series.map((used) => ({
        ...used,
        title: bySlug.get(used.series)?.title ?? used.series,
        unit: bySlug.get(used.series)?.unit ?? "index",
      }));
      return {
        calculator: toCalculatorDetail(row, false),
        evaluation: { results, table, ...(rows ? { rows } : {}), used_series },
      };
    },
  };
}
