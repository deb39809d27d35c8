import type {
  EditorCategory,
  EditorTemplateRef,
  EditorWizard,
  EditorWizardCreateBody,
  EditorWizardUpdateBody,
  Language,
} from "@app/contracts";
import type { Database } from "../../../db/client";
import { createAudit } from "../../../platform/audit/audit";
import type { EditorActor } from "../../../platform/auth/viewer";
import { AppError } from "../../../platform/http/app-error";
import { localised } from "../catalogue.mapper";
import type { TreeRow } from "../tree.repository";
import {
  createEditorTreeRepository,
  type EditorTreeRepository,
  type TreeKind,
} from "./editor-tree.repository";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Create and update bodies of both trees: wizard-only keys are ignored for categories. */
type NodeCreate = Omit<EditorWizardCreateBody, "question_it" | "question_en" | "templates"> &
  Partial<Pick<EditorWizardCreateBody, "question_it" | "question_en" | "templates">>;
type NodeUpdate = EditorWizardUpdateBody;

function toNode(row: TreeRow, templates: EditorTemplateRef[], language: Language, kind: TreeKind) {
  const node: EditorCategory = {
    id: row.id,
    parent: row.parent_id,
    tree_id: row.tree_id,
    level: row.level,
    position: row.position,
    status: row.status,
    is_leaf: row.is_leaf,
    title: localised(row, language),
    title_it: row.title_it,
    title_en: row.title_en,
    templates,
  };
  if (kind === "category") return node;
  return {
    ...node,
    question_it: row.question_it ?? null,
    question_en: row.question_en ?? null,
  } satisfies EditorWizard;
}

/**
 * The editor's use cases on a tree (spec §7 category and wizard calls): create a root or a child,
 * edit, disable, reorder among siblings, delete what leaves nothing behind. Wizard leaves link
 * to templates. Every write runs in one transaction with its audit event.
 */
export function createEditorTreeService(db: Database, kind: TreeKind) {
  const repository = createEditorTreeRepository(db, kind);
  const within = <T>(work: (repo: EditorTreeRepository, tx: Tx) => Promise<T>) =>
    db.transaction((tx) => work(createEditorTreeRepository(tx as unknown as Database, kind), tx));
  const record = (tx: Tx, actor: EditorActor, action: string, id: number, data: Record<string, unknown>) =>
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
    const links = await repository.linkedTemplates([id]);
    const templates = links.map(({ node_id: _, ...ref }) => ({ ...ref, family_id: ref.family_id ?? ref.id }));
    return toNode(row, templates, language, kind);
  }

  /** Templates hang from wizard leaves only: a node with children gets none. */
  async function assertTemplates(
    repo: EditorTreeRepository,
    node: TreeRow | null,
    ids: number[] | undefined,
    language: Language,
  ) {
    if (kind !== "wizard" || !ids?.length) return;
    if (node && !node.is_leaf)
      throw AppError.field("templates", "template_wizard_not_leaf", { title: localised(node, language) });
    const existing = new Set((await repo.existingTemplates(ids)).map((r) => r.id));
    const unknown = ids.filter((id) => !existing.has(id));
    if (unknown.length)
      throw new AppError(400, [], {
        templates: unknown.map((id) => ({ key: "template_unknown", params: { id } })),
      });
  }

  const wizardColumns = (body: NodeUpdate) =>
    kind === "wizard"
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
        if (parent && kind === "wizard" && (await repo.linkedTemplates([parent.id])).length)
          throw new AppError(409, [
            { key: "wizard_has_templates", params: { title: localised(parent, actor.language) } },
          ]);
        await assertTemplates(repo, null, body.templates, actor.language);
        const newId = await repo.insert(parent, {
          title_it: body.title_it,
          title_en: body.title_en || body.title_it,
          status: body.status,
          ...wizardColumns(body),
        });
        if (kind === "wizard" && body.templates?.length)
          await repo.replaceTemplates(newId, [...new Set(body.templates)]);
        await record(tx, actor, "create", newId, { parent: body.parent, title_it: body.title_it });
        return newId;
      });
      return detail(id, actor.language);
    },

    async update(actor: EditorActor, id: number, body: NodeUpdate) {
      await within(async (repo, tx) => {
        const node = await found(id, repo);
        await assertTemplates(repo, node, body.templates, actor.language);
        const changes = {
          ...(body.title_it !== undefined ? { title_it: body.title_it } : {}),
          ...(body.title_en !== undefined
            ? { title_en: body.title_en || (body.title_it ?? node.title_it) }
            : {}),
          ...(body.status !== undefined ? { status: body.status } : {}),
          ...wizardColumns(body),
        };
        if (Object.keys(changes).length) await repo.update(id, changes);
        if (kind === "wizard" && body.templates)
          await repo.replaceTemplates(id, [...new Set(body.templates)]);
        await record(tx, actor, "update", id, { changed: Object.keys(body) });
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
     * Refused (409) while the node has children, or when a category is the only one of some
     * templates; a wizard leaf's template links go with it.
     */
    async destroy(actor: EditorActor, id: number) {
      await within(async (repo, tx) => {
        const node = await found(id, repo);
        if ((await repo.countChildren(id)) > 0)
          throw new AppError(409, [
            { key: "tree_has_children", params: { title: localised(node, actor.language) } },
          ]);
        if (kind === "category") {
          const orphans = await repo.orphansIfDeleted(id);
          if (orphans.length) {
            const names = orphans.map((o) => `«${o.title}» (v${o.version})`);
            const templates = names.length > 5 ? `${names.slice(0, 5).join(", ")}…` : names.join(", ");
            throw new AppError(409, [
              {
                key: "category_orphans_templates",
                params: { title: localised(node, actor.language), templates },
              },
            ]);
          }
        }
        await repo.delete(id);
        await repo.setPositions((await repo.siblingIds(node.parent_id)).filter((sibling) => sibling !== id));
        await record(tx, actor, "destroy", id, { title_it: node.title_it, parent: node.parent_id });
      });
    },
  };
}

export type EditorTreeService = ReturnType<typeof createEditorTreeService>;
