import { describe, expect, it } from "vitest";
import { buildTree, flattenTree } from "./tree-order";

const node = (id: number, parent: number | null, position: number) => ({ id, parent, position });

describe("tree order", () => {
  it("puts children after their parent, siblings by position", () => {
    const forest = buildTree([
      node(3, 1, 1),
      node(2, 1, 0),
      node(1, null, 1),
      node(4, null, 0),
      node(5, 2, 0),
    ]);
    expect(flattenTree(forest).map((e) => [e.node.id, e.depth])).toEqual([
      [4, 0],
      [1, 0],
      [2, 1],
      [5, 2],
      [3, 1],
    ]);
    expect(
      flattenTree(forest)
        .find((e) => e.node.id === 5)
        ?.path.map((n) => n.id),
    ).toEqual([1, 2, 5]);
  });

  it("shows a node whose parent is missing as a root, and survives a cycle", () => {
    expect(buildTree([node(7, 99, 0)]).map((e) => e.node.id)).toEqual([7]);
    expect(flattenTree(buildTree([node(1, 2, 0), node(2, 1, 0)]))).toEqual([]);
  });
});
