import type { Language, Module, WizardNode } from "@app/contracts";
import type { Database } from "../../db/client";
import type { Viewer } from "../auth/viewer";
import { AppError } from "../http/app-error";
import type { TreeTable } from "./tree.columns";
import { toTemplateRef, toWizardNode } from "./tree.mapper";
import { createTreeRepository, type TreeQuery } from "./tree.repository";
import type { WizardReads } from "./wizard-list.routes";

/** A public item a wizard leaf ends on, with the module its subscription lock depends on. */
export interface WizardItem {
  node_id: number;
  id: number;
  title: string;
  language: Language;
  module: Module;
}

/**
 * A wizard's reads for its list calls: the nodes, each leaf with the public items it ends on,
 * flagged `locked` when outside the caller's subscription (as the catalogue flags templates).
 */
export function createWizardReads(
  db: Database,
  table: TreeTable,
  options: {
    /** The public items linked to these leaves, in the order to show them. */
    publicItems(leafIds: number[]): Promise<WizardItem[]>;
    /** Whether a module is outside the viewer's subscription (never for editors). */
    lockCheck(viewer: Viewer): Promise<(module: Module) => boolean>;
  },
): WizardReads {
  const tree = createTreeRepository(db, table);
  return {
    async list(viewer: Viewer, query: TreeQuery): Promise<WizardNode[]> {
      const [rows, isLocked] = await Promise.all([tree.find(query), options.lockCheck(viewer)]);
      const leafIds = rows.filter((r) => r.is_leaf).map((r) => r.id);
      const items = leafIds.length ? await options.publicItems(leafIds) : [];
      return rows.map((row) =>
        toWizardNode(
          row,
          items.filter((item) => item.node_id === row.id).map((item) => toTemplateRef(item, isLocked)),
          viewer.language,
        ),
      );
    },
    async assertNode(id: number) {
      if (!(await tree.findById(id))) throw AppError.notFound();
    },
  };
}
