import type {
  AuditVerb,
  EditorCategory,
  EditorTemplateRef,
  EditorWizard,
  EditorWizardCreateBody,
  EditorWizardUpdateBody,
  Language,
} from "@app/contracts";
import type { Database } from "../../db/client";
import { createAudit } from "../audit/audit";
import { changesBetween } from "../audit/audit-changes";
import type { EditorActor } from "../auth/viewer";
import { AppError } from "../http/app-error";
import type { MessageKey } from "../i18n/messages";
import {
  createEditorTreeRepository,
  type EditorTreeRepository,
  type TreeLinks,
} from "./editor-tree.repository";
import type { TreeRow, TreeTable } from "./tree.columns";
import { localised, toTreeNode } from "./tree.mapper";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Create and update bodies of every tree: wizard-only keys are ignored for categories. */
type NodeCreate = Omit<EditorWizardCreateBody, "question_it" | "question_en" | "templates"> &
  Partial<Pick<EditorWizardCreateBody, "question_it" | "question_en" | "templates">>;
type NodeUpdate = EditorWizardUpdateBody;

/** What makes one tree differ from another: its table, its links, its rules. */
export interface EditorTreeSpec {
  /** Audit action prefix and subject type (`category`, `wizard`, `calculator_wizard`). */
  kind: "category" | "wizard" | "calculator_wizard";
  table: TreeTable;
  links: TreeLinks;
  /**
   * Wizards ask a question and their leaves link items, written with the node (`templates`);
   * a category's links are written from the template's side.
   */
  isWizard: boolean;
  /** The messages of a wizard's link rules. */
  messages?: { notLeaf: MessageKey; unknown: MessageKey; hasLinks: MessageKey };
  /** Refuses (throws) deleting a childless node, e.g. a category that would orphan templates. */
  assertDeletable?(db: Database, node: TreeRow, language: Language): Promise<void>;
}

function toNode(row: TreeRow, templates: EditorTemplateRef[], language: Language, isWizard: boolean) {
  const node: EditorCategory = {
    ...toTreeNode(row, language),
    title_it: row.title_it,
    title_en: row.title_en,
    templates,
  };
  if (!isWizard) return node;
  return {
    ...node,
    question_it: row.question_it ?? null,
    question_en: row.question_en ?? null,
  } satisfies EditorWizard;
}

/**
 * The editor's use cases on a tree (spec §7 category, wizard and calculator wizard calls):
 * create a root or a child, edit, disable, reorder among siblings, delete what leaves nothing
 * behind. Wizard leaves link to what they end on (templates, calculators). Every write runs in
 * one transaction with its audit event.
 */
export function createEditorTreeService(db: Database, spec: EditorTreeSpec) {
  const { kind, isWizard } = spec;
  const repositoryOf = (on: Database) => createEditorTreeRepository(on, spec.table, spec.links);
  const repository = repositoryOf(db);
  const within = <T>(work: (repo: EditorTreeRepository, tx: Tx) => Promise<T>) =>
    db.transaction((tx) => work(repositoryOf(tx as unknown as Database), tx));
  const record = (
    tx: Tx,
    actor: EditorActor,
    action: AuditVerb<typeof kind>,
    id: number,
    data: Record<string, unknown>,
  ) =>
    createAudit(tx as unknown as Database).record({
      actorId: actor.userId,
      action: `${kind}.${action}`,
      subjectType: kind,
      subjectId: id,
      data,
    });

  async function found(id: number, repo: EditorTreeRepository = repository) {
    const row = await repo.findById(id);
    if (!row) throw AppError.notFound();
    return row;
  }

  async function detail(id: number, language: Language) {
    const row = await found(id);
    const links = await repository.linked([id]);
    const templates = links.map(({ node_id: _, ...ref }) => ({
      ...ref,
      family_id: ref.family_id ?? ref.id,
      version: Number(ref.version),
    }));
    return toNode(row, templates, language, isWizard);
  }

  /** Items hang from wizard leaves only: a node with children gets none. */
  async function assertLinks(
    repo: EditorTreeRepository,
    node: TreeRow | null,
    ids: number[] | undefined,
    language: Language,
  ) {
    if (!isWizard || !spec.messages || !ids?.length) return;
    if (node && !node.is_leaf)
      throw AppError.field("templates", spec.messages.notLeaf, { title: localised(node, language) });
    const existing = new Set(await repo.existingItems(ids));
    const unknown = ids.filter((id) => !existing.has(id));
    const key = spec.messages.unknown;
    if (unknown.length)
      throw new AppError(400, [], { templates: unknown.map((id) => ({ key, params: { id } })) });
  }

  const questionColumns = (body: NodeUpdate) =>
    isWizard
      ? {
          ...(body.question_it !== undefined ? { question_it: body.question_it || null } : {}),
          ...(body.question_en !== undefined ? { question_en: body.question_en || null } : {}),
        }
      : {};

  return {
    get: detail,

    /** A root, or the last child of `parent`. */
    async create(actor: EditorActor, body: NodeCreate) {
      const id = await within(async (repo, tx) => {
        const parent = body.parent === null ? null : await repo.findById(body.parent);
        if (body.parent !== null && !parent) throw AppError.field("parent", "tree_parent_unknown");
        if (parent && isWizard && spec.messages && (await repo.linked([parent.id])).length)
          throw new AppError(409, [
            { key: spec.messages.hasLinks, params: { title: localised(parent, actor.language) } },
          ]);
        await assertLinks(repo, null, body.templates, actor.language);
        const newId = await repo.insert(parent, {
          title_it: body.title_it,
          title_en: body.title_en || body.title_it,
          status: body.status,
          ...questionColumns(body),
        });
        if (isWizard && body.templates?.length) await repo.replaceLinks(newId, [...new Set(body.templates)]);
        await record(tx, actor, "create", newId, { parent: body.parent, title_it: body.title_it });
        return newId;
      });
      return detail(id, actor.language);
    },

    async update(actor: EditorActor, id: number, body: NodeUpdate) {
      await within(async (repo, tx) => {
        const node = await found(id, repo);
        await assertLinks(repo, node, body.templates, actor.language);
        const changes = {
          ...(body.title_it !== undefined ? { title_it: body.title_it } : {}),
          ...(body.title_en !== undefined
            ? { title_en: body.title_en || (body.title_it ?? node.title_it) }
            : {}),
          ...(body.status !== undefined ? { status: body.status } : {}),
          ...questionColumns(body),
        };
        if (Object.keys(changes).length) await repo.update(id, changes);
        if (isWizard && body.templates) await repo.replaceLinks(id, [...new Set(body.templates)]);
        await record(tx, actor, "update", id, {
          changed: Object.keys(body),
          changes: changesBetween(node, changes),
        });
      });
      return detail(id, actor.language);
    },

    /** status 0 disables the node (shown disabled in selectors), 1 enables it. */
    async setStatus(actor: EditorActor, id: number, status: 0 | 1) {
      await within(async (repo, tx) => {
        const node = await found(id, repo);
        await repo.update(id, { status });
        await record(tx, actor, "set_status", id, { from: node.status, to: status });
      });
      return detail(id, actor.language);
    },

    /** Moves the node to `position` among its siblings and renumbers them from 0. */
    async move(actor: EditorActor, id: number, position: number) {
      await within(async (repo, tx) => {
        const node = await found(id, repo);
        const others = (await repo.siblingIds(node.parent_id)).filter((sibling) => sibling !== id);
        const at = Math.min(position, others.length);
        await repo.setPositions([...others.slice(0, at), id, ...others.slice(at)]);
        await record(tx, actor, "move", id, { from: node.position, to: at });
      });
      return detail(id, actor.language);
    },

    /**
     * Refused (409) while the node has children, or when the tree's own rule says so (a
     * category that is the only one of some templates); a wizard leaf's links go with it.
     */
    async destroy(actor: EditorActor, id: number) {
      await within(async (repo, tx) => {
        const node = await found(id, repo);
        if ((await repo.countChildren(id)) > 0)
          throw new AppError(409, [
            { key: "tree_has_children", params: { title: localised(node, actor.language) } },
          ]);
        await spec.assertDeletable?.(tx as unknown as Database, node, actor.language);
        await repo.delete(id);
        await repo.setPositions((await repo.siblingIds(node.parent_id)).filter((sibling) => sibling !== id));
        await record(tx, actor, "destroy", id, { title_it: node.title_it, parent: node.parent_id });
      });
    },
  };
}

export type EditorTreeService = ReturnType<typeof createEditorTreeService>;
