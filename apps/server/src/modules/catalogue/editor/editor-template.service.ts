import type {
  EditorTemplateCreateBody,
  EditorTemplateDestroyResponse,
  EditorTemplateDetail,
  EditorTemplateUpdateBody,
  Language,
  TemplateStatus,
} from "@app/contracts";
import type { Database } from "../../../db/client";
import { createAudit } from "../../../platform/audit/audit";
import { changesBetween } from "../../../platform/audit/audit-changes";
/** Who writes: recorded in the audit trail with every change. */
import type { EditorActor } from "../../../platform/auth/viewer";
import type { DomainEvents } from "../../../platform/events/domain-events";
import { AppError } from "../../../platform/http/app-error";
import type { Translate } from "../../../platform/i18n/translate";
import { type ListQueryInput, parseListQuery } from "../../../platform/list/list-query";
import { type CalculatorService, createCalculatorService } from "../../calculators";
import { localised } from "../catalogue.mapper";
import type { TemplateRow } from "../template.table";
import { toEditorTemplateDetail } from "./editor-template.mapper";
import {
  createEditorTemplateRepository,
  type EditorTemplateRepository,
  editorTemplateListSpec,
} from "./editor-template.repository";
import { templateAlerts } from "./template-alerts";
import { changedContentKeys, normaliseTemplateInput } from "./template-input";
import { applyTemplateStatus, isFirstPublication } from "./template-status";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Category, wizard and calculator links must name existing ones; templates end on wizard leaves
 * only. Calculators are asked of their module's service, in the write's transaction.
 */
async function assertLinks(
  repository: EditorTemplateRepository,
  calculators: CalculatorService,
  body: EditorTemplateUpdateBody,
  language: Language,
) {
  const errors: AppError["fieldErrors"] = {};
  if (body.categories?.length) {
    const found = new Set((await repository.existingCategories(body.categories)).map((r) => r.id));
    const unknown = body.categories.filter((id) => !found.has(id));
    if (unknown.length)
      errors.categories = unknown.map((id) => ({ key: "template_category_unknown", params: { id } }));
  }
  if (body.wizards?.length) {
    const nodes = new Map((await repository.wizardNodes(body.wizards)).map((r) => [r.id, r]));
    const problems: AppError["fieldErrors"][string] = [];
    for (const id of body.wizards) {
      const node = nodes.get(id);
      if (!node) problems.push({ key: "template_wizard_unknown", params: { id } });
      else if (!node.is_leaf)
        problems.push({ key: "template_wizard_not_leaf", params: { title: localised(node, language) } });
    }
    if (problems.length) errors.wizards = problems;
  }
  if (body.calculators?.length) {
    const found = await calculators.findRefs(body.calculators);
    const unknown = body.calculators.filter((id) => !found.has(id));
    if (unknown.length)
      errors.calculators = unknown.map((id) => ({ key: "template_calculator_unknown", params: { id } }));
  }
  if (Object.keys(errors).length) throw new AppError(400, [], errors);
}

/**
 * The editor's use cases on templates (spec §7 template calls): every version, any status.
 * Each write runs in one transaction with its audit event.
 */
export function createEditorTemplateService(db: Database, events?: DomainEvents) {
  const repository = createEditorTemplateRepository(db);

  /** Moves a version to a status and, on its first publication, tells who must know (issue 18). */
  async function setStatusIn(
    repo: EditorTemplateRepository,
    tx: Tx,
    row: TemplateRow,
    status: TemplateStatus,
    minor = false,
  ) {
    const first = isFirstPublication(row, status);
    const archived = await applyTemplateStatus(repo, row, status, minor);
    if (first)
      await events?.emit(
        "template.published",
        { templateId: row.id, familyId: row.family_id ?? row.id, version: row.version, minor },
        tx as unknown as Database,
      );
    return archived;
  }
  const within = <T>(work: (repo: EditorTemplateRepository, tx: Tx) => Promise<T>) =>
    db.transaction((tx) => work(createEditorTemplateRepository(tx as unknown as Database), tx));
  // PGlite runs one statement at a time: a read outside the open transaction would wait for it.
  const calculatorsIn = (tx: Tx) => createCalculatorService(tx as unknown as Database);
  const auditIn = (tx: Tx) => createAudit(tx as unknown as Database);

  async function found(id: number) {
    const row = await repository.findById(id);
    if (!row) throw AppError.notFound();
    return row;
  }

  async function detail(id: number, language: Language): Promise<EditorTemplateDetail> {
    const row = await found(id);
    const [titles, links, versions, alerts] = await Promise.all([
      repository.categoryTitles([id], language),
      repository.links(id),
      repository.versionsOf(row.family_id ?? row.id),
      templateAlerts(db, id),
    ]);
    return toEditorTemplateDetail(row, titles.get(id) ?? null, links, versions, alerts);
  }

  /** Applies a write to a stored version (content, links, status) inside a transaction. */
  async function write(
    repo: EditorTemplateRepository,
    tx: Tx,
    calculators: CalculatorService,
    row: TemplateRow,
    body: EditorTemplateUpdateBody,
    agreementsCount: number,
    language: Language,
  ) {
    const changes = normaliseTemplateInput(body, row, language);
    const frozen = agreementsCount > 0 ? changedContentKeys(changes, row) : [];
    if (frozen.length)
      throw new AppError(409, [{ key: "template_content_locked", params: { count: agreementsCount } }]);
    await assertLinks(repo, calculators, body, language);
    if (Object.keys(changes).length) await repo.update(row.id, changes);
    if (body.categories) await repo.replaceCategories(row.id, [...new Set(body.categories)]);
    if (body.wizards) await repo.replaceWizards(row.id, [...new Set(body.wizards)]);
    if (body.calculators) await repo.replaceCalculators(row.id, [...new Set(body.calculators)]);
    let archived: number[] = [];
    if (body.status !== undefined) {
      archived = await setStatusIn(repo, tx, { ...row, ...changes } as TemplateRow, body.status);
    }
    // Calculator links name the ids: the change log then tells which calculators were offered.
    return {
      changed: Object.keys(body),
      changes: changesBetween(row, changes),
      archived,
      ...(body.calculators ? { calculators: body.calculators } : {}),
    };
  }

  return {
    list: (language: Language, query: ListQueryInput) =>
      repository.list(parseListQuery(query, editorTemplateListSpec), language),

    get: (language: Language, id: number) => detail(id, language),

    /** Version 1 of a new family. */
    async create(actor: EditorActor, body: EditorTemplateCreateBody): Promise<EditorTemplateDetail> {
      const id = await within(async (repo, tx) => {
        const empty = { body: "", discipline: "", fields: [], notes: [], parties: [] };
        const changes = normaliseTemplateInput(body, empty, actor.language);
        await assertLinks(repo, calculatorsIn(tx), body, actor.language);
        const row = await repo.insert({
          title: body.title,
          language: body.language,
          module: body.module,
          status: "draft",
          version: 1,
          ...changes,
        });
        await repo.replaceCategories(row.id, [...new Set(body.categories)]);
        await repo.replaceWizards(row.id, [...new Set(body.wizards)]);
        await repo.replaceCalculators(row.id, [...new Set(body.calculators)]);
        await setStatusIn(repo, tx, row, body.status);
        await auditIn(tx).record({
          actorId: actor.userId,
          action: "template.create",
          subjectType: "template",
          subjectId: row.id,
          data: { title: body.title, status: body.status, calculators: body.calculators },
        });
        return row.id;
      });
      return detail(id, actor.language);
    },

    /** Changes what is sent; a version with agreements keeps its content (409). */
    async update(
      actor: EditorActor,
      id: number,
      body: EditorTemplateUpdateBody,
    ): Promise<EditorTemplateDetail> {
      const current = await found(id);
      await within(async (repo, tx) => {
        const result = await write(
          repo,
          tx,
          calculatorsIn(tx),
          current,
          body,
          current.agreements_count,
          actor.language,
        );
        await auditIn(tx).record({
          actorId: actor.userId,
          action: "template.update",
          subjectType: "template",
          subjectId: id,
          data: result,
        });
      });
      return detail(id, actor.language);
    },

    /** `create-new-version/{id}/`: a draft copy (links included) as the family's next version. */
    async createNewVersion(
      actor: EditorActor,
      id: number,
      body: EditorTemplateUpdateBody,
    ): Promise<EditorTemplateDetail> {
      const source = await found(id);
      const family = source.family_id ?? source.id;
      const newId = await within(async (repo, tx) => {
        const links = await repo.links(id);
        const copy = await repo.insert({
          family_id: family,
          version: await repo.nextVersion(family),
          title: source.title,
          language: source.language,
          module: source.module,
          status: "draft",
          discipline: source.discipline,
          body: source.body,
          fields: source.fields,
          notes: source.notes,
          parties: source.parties,
          keywords: source.keywords,
          signature_level_min: source.signature_level_min,
        });
        await repo.replaceCategories(copy.id, links.categories);
        await repo.replaceWizards(copy.id, links.wizards);
        await repo.replaceCalculators(copy.id, links.calculators, await repo.calculatorMappings(id));
        const result = await write(repo, tx, calculatorsIn(tx), copy, body, 0, actor.language);
        await auditIn(tx).record({
          actorId: actor.userId,
          action: "template.new_version",
          subjectType: "template",
          subjectId: copy.id,
          data: { from: id, version: copy.version, ...result },
        });
        return copy.id;
      });
      return detail(newId, actor.language);
    },

    async setStatus(
      actor: EditorActor,
      id: number,
      status: TemplateStatus,
      minor = false,
    ): Promise<EditorTemplateDetail> {
      const current = await found(id);
      await within(async (repo, tx) => {
        const archived = await setStatusIn(repo, tx, current, status, minor);
        await auditIn(tx).record({
          actorId: actor.userId,
          action: "template.set_status",
          subjectType: "template",
          subjectId: id,
          data: { from: current.status, to: status, archived, ...(status === "public" ? { minor } : {}) },
        });
      });
      return detail(id, actor.language);
    },

    /** Deletes a version nobody used; one with agreements is archived, so they still open. */
    async destroy(actor: EditorActor, id: number, t: Translate): Promise<EditorTemplateDestroyResponse> {
      const current = await found(id);
      const archived = current.agreements_count > 0;
      await within(async (repo, tx) => {
        if (archived) await repo.update(id, { status: "archived" });
        else await repo.delete(id);
        await auditIn(tx).record({
          actorId: actor.userId,
          action: archived ? "template.archive" : "template.destroy",
          subjectType: "template",
          subjectId: id,
          data: { title: current.title, version: current.version, family_id: current.family_id },
        });
      });
      return archived
        ? { detail: t("template_archived_instead", { count: current.agreements_count }), archived }
        : { detail: t("data_deleted"), archived };
    },
  };
}

export type EditorTemplateService = ReturnType<typeof createEditorTemplateService>;
