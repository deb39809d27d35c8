import { itemLabel, type ListBlock, type NumberChain } from "@app/documents";
import type { Node as PmNode } from "@tiptap/pm/model";
import { Decoration, DecorationSet } from "@tiptap/pm/view";
import { documentDecorations } from "./doc-decorations";
import { LIST_STYLES } from "./template-doc";

/**
 * Each list item's label ("3.", "2.1", "b)", "•") computed as the writers compute it
 * (`itemLabel`), set as `data-label` on the item: the editor numbers clauses exactly as the
 * preview and the PDF will, "1.1" included, which CSS list counters cannot.
 */
function labelDecorations(doc: PmNode): DecorationSet {
  const decorations: Decoration[] = [];
  // `start`: where `parent`'s content begins. A table's cells restart the chain, as in the writers.
  const visit = (parent: PmNode, start: number, depth: number, chain: NumberChain) => {
    parent.forEach((child, offset) => {
      const pos = start + offset;
      const name = child.type.name;
      if (name === "orderedList" || name === "bulletList") {
        const ordered = name === "orderedList";
        const list: ListBlock = {
          type: "list",
          ordered,
          style: (ordered && LIST_STYLES[String(child.attrs.type)]) || "decimal",
          start: ordered ? Number(child.attrs.start) || 1 : 1,
          items: [],
        };
        child.forEach((item, itemOffset, index) => {
          const itemPos = pos + 1 + itemOffset;
          const label = itemLabel(list, index, depth, chain);
          decorations.push(Decoration.node(itemPos, itemPos + item.nodeSize, { "data-label": label.label }));
          visit(item, itemPos + 1, depth + 1, label.chain);
        });
      } else if (!child.isTextblock && !child.isLeaf) {
        visit(child, pos + 1, depth, name === "table" ? null : chain);
      }
    });
  };
  visit(doc, 0, 0, null);
  return DecorationSet.create(doc, decorations);
}

export const ListLabels = documentDecorations("listLabels", labelDecorations);
