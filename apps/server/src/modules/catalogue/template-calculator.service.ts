import type {
  EditorTemplateCalculator,
  TemplateCalculator,
  TemplateCalculatorCreateBody,
  TemplateCalculatorUpdateBody,
} from "@app/contracts";
import type { Database } from "../../db/client";
import { createAudit } from "../../platform/audit/audit";
import { AppError } from "../../platform/http/app-error";
import { type ListQueryInput, parseListQuery } from "../../platform/list/list-query";
import { type CalculatorRef, createCalculatorService } from "../calculators";
import { createTemplateRepository } from "./template.repository";
import { toEditorTemplateCalculator, toTemplateCalculator } from "./template-calculator.mapper";
import {
  createTemplateCalculatorRepository,
  customerScope,
  type TemplateCalculatorRepository,
  type TemplateCalculatorRow,
  templateCalculatorListSpec,
} from "./template-calculator.repository";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A unique index refused the row (both drivers; drizzle may wrap the driver's error). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

/**
 * `template-with-calculator` (spec §7): which calculators are offered beside a template version.
 * Customers read the links of public templates to public calculators; editors write them. The
 * calculators' titles and statuses come from the calculator module's service.
 */
export function createTemplateCalculatorService(db: Database) {
  const repository = createTemplateCalculatorRepository(db);
  const calculators = createCalculatorService(db);
  const within = <T>(work: (repo: TemplateCalculatorRepository, tx: Database) => Promise<T>) =>
    db.transaction((tx: Tx) => {
      const txDb = tx as unknown as Database;
      return work(createTemplateCalculatorRepository(txDb), txDb);
    });

  async function withCalculators<T>(
    rows: TemplateCalculatorRow[],
    map: (row: TemplateCalculatorRow, calculator: CalculatorRef) => T,
  ): Promise<T[]> {
    const refs = await calculators.findRefs(rows.map((r) => r.calculator_id));
    // The foreign key keeps every link's calculator: a missing one is only a deletion racing us.
    return rows.flatMap((row) => {
      const ref = refs.get(row.calculator_id);
      return ref ? [map(row, ref)] : [];
    });
  }

  /** The editors' links: each with its calculator and its template version named. */
  async function editorLinks(rows: TemplateCalculatorRow[]): Promise<EditorTemplateCalculator[]> {
    const templates = await repository.templateRefs(rows.map((row) => row.template_id));
    return (
      await withCalculators(rows, (row, calculator) => {
        const template = templates.get(row.template_id);
        return template ? toEditorTemplateCalculator(row, calculator, template) : null;
      })
    ).filter((item): item is EditorTemplateCalculator => item !== null);
  }

  async function editorLink(id: number): Promise<EditorTemplateCalculator> {
    const row = await repository.findById(id);
    if (!row) throw AppError.notFound();
    const [item] = await editorLinks([row]);
    if (!item) throw AppError.notFound();
    return item;
  }

  /** Both ends must exist and the pair be new: field errors in the spec's shape. */
  async function assertWritable(
    tx: Database,
    repo: TemplateCalculatorRepository,
    link: { template: number; calculator: number; mapping?: Record<string, string> },
    exceptId?: number,
  ) {
    const errors: AppError["fieldErrors"] = {};
    const [template, refs] = await Promise.all([
      createTemplateRepository(tx).findById(link.template),
      createCalculatorService(tx).findRefs([link.calculator]),
    ]);
    const calculator = refs.get(link.calculator);
    if (!template) errors.template = [{ key: "template_unknown", params: { id: link.template } }];
    if (!calculator)
      errors.calculator = [{ key: "template_calculator_unknown", params: { id: link.calculator } }];
    else if (template && (await repo.findPair(link.template, link.calculator, exceptId)))
      errors.calculator = [{ key: "template_calculator_duplicate", params: { title: calculator.title } }];
    // Each mapped output must be the calculator's, each field the template's.
    if (template && calculator && link.mapping) {
      // A value goes into a field or a group's item field (`GROUP.slug`), never a group as a whole.
      const fields = new Set(
        template.fields.flatMap((field) =>
          field.type === "group"
            ? (field.fields ?? []).map((item) => `${field.slug}.${item.slug}`)
            : [field.slug],
        ),
      );
      const mappingErrors = Object.entries(link.mapping).flatMap(([output, field]) => [
        ...(calculator.outputs.includes(output)
          ? []
          : [{ key: "template_calculator_mapping_output" as const, params: { slug: output } }]),
        ...(fields.has(field)
          ? []
          : [{ key: "template_calculator_mapping_field" as const, params: { slug: field } }]),
      ]);
      if (mappingErrors.length) errors.mapping = mappingErrors;
    }
    if (Object.keys(errors).length) throw new AppError(400, [], errors);
    return calculator as CalculatorRef;
  }

  /** Two editors linking the same pair at once: the index decides, the loser gets the field error. */
  async function guardDuplicate<T>(work: () => Promise<T>, title: () => string): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw AppError.field("calculator", "template_calculator_duplicate", { title: title() });
    }
  }

  return {
    listForCustomer: (query: ListQueryInput) =>
      repository.page(parseListQuery(query, templateCalculatorListSpec), true),

    /** A link customers may see, else 404 (never tells a draft from a missing one). */
    async getForCustomer(id: number): Promise<TemplateCalculator> {
      const scope = customerScope(await calculators.findPublicIds());
      const row = await repository.findById(id, scope);
      if (!row) throw AppError.notFound();
      const [item] = await withCalculators([row], toTemplateCalculator);
      if (!item) throw AppError.notFound();
      return item;
    },

    listForEditor: (query: ListQueryInput) =>
      repository.page(parseListQuery(query, templateCalculatorListSpec), false),

    getForEditor: (id: number) => editorLink(id),

    async create(actorId: number, body: TemplateCalculatorCreateBody): Promise<EditorTemplateCalculator> {
      let title = "";
      const id = await guardDuplicate(
        () =>
          within(async (repo, tx) => {
            title = (await assertWritable(tx, repo, body)).title;
            const row = await repo.insert({
              template_id: body.template,
              calculator_id: body.calculator,
              mapping: body.mapping ?? {},
              // Placed by the renumbering below.
              position: 0,
            });
            await repo.renumber(row.template_id, {
              id: row.id,
              position: body.position ?? Number.MAX_SAFE_INTEGER,
            });
            const placed = await repo.findById(row.id);
            await createAudit(tx).record({
              actorId,
              action: "template.calculator_link",
              subjectType: "template",
              subjectId: row.template_id,
              data: { link: row.id, calculator: row.calculator_id, position: placed?.position },
            });
            return row.id;
          }),
        () => title,
      );
      return editorLink(id);
    },

    async update(
      actorId: number,
      id: number,
      body: TemplateCalculatorUpdateBody,
    ): Promise<EditorTemplateCalculator> {
      let title = "";
      await guardDuplicate(
        () =>
          within(async (repo, tx) => {
            const current = await repo.findById(id);
            if (!current) throw AppError.notFound();
            const next = {
              template: body.template ?? current.template_id,
              calculator: body.calculator ?? current.calculator_id,
              mapping: body.mapping ?? current.mapping,
            };
            title = (await assertWritable(tx, repo, next, id)).title;
            const changes = {
              template_id: next.template,
              calculator_id: next.calculator,
              mapping: next.mapping,
            };
            await repo.update(id, changes);
            const moved = changes.template_id !== current.template_id;
            // Moved to another template without a position: after that template's calculators.
            const position = body.position ?? (moved ? Number.MAX_SAFE_INTEGER : current.position);
            await repo.renumber(changes.template_id, { id, position });
            if (moved) await repo.renumber(current.template_id);
            const placed = await repo.findById(id);
            await createAudit(tx).record({
              actorId,
              action: "template.calculator_update",
              subjectType: "template",
              subjectId: changes.template_id,
              data: { link: id, changed: Object.keys(body), ...changes, position: placed?.position },
            });
          }),
        () => title,
      );
      return editorLink(id);
    },

    async destroy(actorId: number, id: number): Promise<void> {
      await within(async (repo, tx) => {
        const current = await repo.findById(id);
        if (!current) throw AppError.notFound();
        await repo.delete(id);
        await repo.renumber(current.template_id);
        await createAudit(tx).record({
          actorId,
          action: "template.calculator_unlink",
          subjectType: "template",
          subjectId: current.template_id,
          data: { link: id, calculator: current.calculator_id },
        });
      });
    },
  };
}

export type TemplateCalculatorService = ReturnType<typeof createTemplateCalculatorService>;
