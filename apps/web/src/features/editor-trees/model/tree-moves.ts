/**
 * Reordering among siblings (spec §2: reorder; the server's `move/{id}/ {position}`, siblings
 * renumbered from 0), computed on the flat list the tree view shows.
 */

export interface MovableNode {
  id: number;
  parent: number | null;
  position: number;
}

const byPosition = (a: MovableNode, b: MovableNode) => a.position - b.position || a.id - b.id;

export function siblingsOf<N extends MovableNode>(nodes: readonly N[], node: N): N[] {
  return nodes.filter((other) => other.parent === node.parent).sort(byPosition);
}

/** The position to send to move a node one place up (-1) or down (+1); null at either end. */
export function targetPosition<N extends MovableNode>(
  nodes: readonly N[],
  node: N,
  offset: -1 | 1,
): number | null {
  const siblings = siblingsOf(nodes, node);
  const index = siblings.findIndex((other) => other.id === node.id);
  const target = index + offset;
  return index < 0 || target < 0 || target >= siblings.length ? null : target;
}

/** The list as it will be after the move, to show it at once (the server's answer follows). */
export function applyMove<N extends MovableNode>(nodes: readonly N[], id: number, position: number): N[] {
  const node = nodes.find((n) => n.id === id);
  if (!node) return [...nodes];
  const siblings = siblingsOf(nodes, node).filter((n) => n.id !== id);
  siblings.splice(Math.min(position, siblings.length), 0, node);
  const positions = new Map(siblings.map((n, index) => [n.id, index]));
  return nodes.map((n) => (positions.has(n.id) ? { ...n, position: positions.get(n.id) as number } : n));
}

/** Whether a node has children (a node with children cannot be deleted). */
export const hasChildren = (nodes: readonly MovableNode[], id: number) => nodes.some((n) => n.parent === id);
