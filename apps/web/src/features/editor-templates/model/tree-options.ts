import { buildTree, flattenTree } from "../../../lib/tree-order";

interface TitledNode {
  id: number;
  parent: number | null;
  position: number;
  title: string;
  status: number;
  is_leaf: boolean;
}

export interface TreeOption {
  value: string;
  /** The path from the root, so a node reads the same wherever it is shown. */
  label: string;
  /** Spec §3: disabled nodes (status 0) appear disabled in selectors. */
  disabled: boolean;
}

/** Options for a tree's selector, in reading order; `leavesOnly` for the wizard's final steps. */
export function treeOptions(nodes: readonly TitledNode[], leavesOnly = false): TreeOption[] {
  return flattenTree(buildTree(nodes))
    .filter((entry) => !leavesOnly || entry.node.is_leaf)
    .map((entry) => ({
      value: String(entry.node.id),
      label: entry.path.map((node) => node.title).join(" › "),
      disabled: entry.path.some((node) => node.status === 0),
    }));
}
