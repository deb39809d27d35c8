/**
 * The category and wizard trees arrive as flat lists (spec §3: tree_id, level, parent,
 * position). This puts them in reading order, each node after its parent and siblings by
 * position, for tree views and indented selectors.
 */

export interface FlatTreeNode {
  id: number;
  parent: number | null;
  position: number;
}

export interface OrderedNode<N> {
  node: N;
  /** 0 for a root, whatever the server's level says (a lost parent makes a node a root). */
  depth: number;
  /** Titles or ids from the root down, this node included. */
  path: N[];
  /** Direct children, in order. */
  children: OrderedNode<N>[];
}

const byPosition = <N extends FlatTreeNode>(a: N, b: N) => a.position - b.position || a.id - b.id;

/** The forest of roots with their children, in position order. */
export function buildTree<N extends FlatTreeNode>(nodes: readonly N[]): OrderedNode<N>[] {
  const ids = new Set(nodes.map((n) => n.id));
  const childrenOf = new Map<number | null, N[]>();
  for (const node of nodes) {
    // A parent missing from the list (filtered out, or deleted meanwhile): show it as a root.
    const parent = node.parent !== null && ids.has(node.parent) ? node.parent : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), node]);
  }
  const visit = (parent: number | null, depth: number, path: N[], seen: Set<number>): OrderedNode<N>[] =>
    (childrenOf.get(parent) ?? [])
      .filter((node) => !seen.has(node.id))
      .sort(byPosition)
      .map((node) => {
        const nodePath = [...path, node];
        const inner = new Set(seen).add(node.id);
        return { node, depth, path: nodePath, children: visit(node.id, depth + 1, nodePath, inner) };
      });
  return visit(null, 0, [], new Set());
}

/** Every node depth-first, parents before children: the order of an indented list. */
export function flattenTree<N>(forest: readonly OrderedNode<N>[]): OrderedNode<N>[] {
  return forest.flatMap((entry) => [entry, ...flattenTree(entry.children)]);
}
