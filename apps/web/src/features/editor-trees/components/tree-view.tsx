import { Box } from "@mantine/core";
import { useState } from "react";
import { pathTo } from "../../../app/paths";
import { buildTree, type OrderedNode } from "../../../lib/tree-order";
import { useTranslation } from "../../../lib/use-translation";
import { type TreeKind, type TreeListNode, treeRoutePrefix } from "../api/tree-api";
import { TreeNodeRow } from "./tree-node-row";

type Node = TreeListNode<TreeKind>;

interface TreeViewProps {
  kind: TreeKind;
  nodes: Node[];
  onMove: (node: Node, offset: -1 | 1) => void;
  onStatus: (node: Node) => void;
  onDelete: (node: Node) => void;
}

const templateCount = (node: Node) =>
  "templates" in node ? node.templates.length : node.templates_public.length;

/** The tree as nested lists, every node with its commands; branches fold and unfold. */
export function TreeView({ kind, nodes, onMove, onStatus, onDelete }: TreeViewProps) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const forest = buildTree(nodes);
  const prefix = treeRoutePrefix(kind);

  const toggle = (id: number) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const branch = (entries: OrderedNode<Node>[], depth: number, parent?: Node) => (
    <Box
      component="ul"
      style={{ listStyle: "none", margin: 0 }}
      pl={depth === 0 ? 0 : { base: 12, sm: 24 }}
      aria-label={
        parent ? t("editorTrees.childrenOf", { name: parent.title }) : t(`editorTrees.${kind}.treeLabel`)
      }
    >
      {entries.map((entry, index) => {
        const { node } = entry;
        const expanded = !collapsed.has(node.id);
        // Templates hang from wizard leaves only: a step with templates takes no children.
        const mayHaveChildren = kind === "category" || templateCount(node) === 0;
        return (
          <li
            key={node.id}
            style={{ borderLeft: depth > 0 ? "1px solid var(--mantine-color-default-border)" : undefined }}
          >
            <TreeNodeRow
              node={{
                id: node.id,
                title: node.title,
                status: node.status,
                templateCount: templateCount(node),
              }}
              hasChildren={entry.children.length > 0}
              expanded={expanded}
              onToggle={() => toggle(node.id)}
              canMoveUp={index > 0}
              canMoveDown={index < entries.length - 1}
              onMove={(offset) => onMove(node, offset)}
              onStatus={() => onStatus(node)}
              onDelete={() => onDelete(node)}
              editPath={pathTo(`${prefix}-edit`, { id: node.id })}
              addChildPath={mayHaveChildren ? pathTo(`${prefix}-create-child`, { parentId: node.id }) : null}
            />
            {entry.children.length > 0 && expanded && branch(entry.children, depth + 1, node)}
          </li>
        );
      })}
    </Box>
  );

  return branch(forest, 0);
}
