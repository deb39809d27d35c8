import { describe, expect, it } from "vitest";
import { applyMove, hasChildren, siblingsOf, targetPosition } from "./tree-moves";

const nodes = [
  { id: 1, parent: null, position: 0 },
  { id: 2, parent: 1, position: 0 },
  { id: 3, parent: 1, position: 1 },
  { id: 4, parent: 1, position: 2 },
  { id: 5, parent: null, position: 1 },
];

describe("tree moves", () => {
  it("finds siblings in order and the target position", () => {
    expect(siblingsOf(nodes, nodes[2] as (typeof nodes)[number]).map((n) => n.id)).toEqual([2, 3, 4]);
    expect(targetPosition(nodes, nodes[2] as (typeof nodes)[number], -1)).toBe(0);
    expect(targetPosition(nodes, nodes[1] as (typeof nodes)[number], -1)).toBeNull();
    expect(targetPosition(nodes, nodes[3] as (typeof nodes)[number], 1)).toBeNull();
    expect(targetPosition(nodes, nodes[0] as (typeof nodes)[number], 1)).toBe(1);
  });

  it("renumbers the siblings after a move, leaving the others alone", () => {
    const moved = applyMove(nodes, 4, 0);
    expect(siblingsOf(moved, { id: 4, parent: 1, position: 0 }).map((n) => n.id)).toEqual([4, 2, 3]);
    expect(moved.find((n) => n.id === 5)?.position).toBe(1);
    expect(hasChildren(nodes, 1)).toBe(true);
    expect(hasChildren(nodes, 2)).toBe(false);
  });
});
