import type { WizardNode } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { formatWizardPath, parseWizardPath, resolveWizardPath } from "./wizard-path";

function wizard(id: number, options: Partial<WizardNode> = {}): WizardNode {
  return {
    id,
    title: `Node ${id}`,
    parent: null,
    tree_id: 1,
    level: 0,
    position: 0,
    status: 1,
    is_leaf: false,
    question: "?",
    templates: [],
    ...options,
  };
}

describe("parseWizardPath", () => {
  it("reads the ids in order", () => {
    expect(parseWizardPath("12,15,19")).toEqual([12, 15, 19]);
    expect(parseWizardPath(" 12 , 15 ")).toEqual([12, 15]);
  });

  it("is empty without a path", () => {
    expect(parseWizardPath(null)).toEqual([]);
    expect(parseWizardPath("")).toEqual([]);
  });

  it("stops at the first malformed id", () => {
    expect(parseWizardPath("12,abc,19")).toEqual([12]);
    expect(parseWizardPath("12,,19")).toEqual([12]);
    expect(parseWizardPath("0,4")).toEqual([]);
    expect(parseWizardPath("-3")).toEqual([]);
    expect(parseWizardPath("1.5")).toEqual([]);
  });

  it("round-trips with formatWizardPath", () => {
    expect(parseWizardPath(formatWizardPath([1, 2, 30]))).toEqual([1, 2, 30]);
    expect(formatWizardPath([])).toBe("");
  });
});

describe("resolveWizardPath", () => {
  const roots = [wizard(1), wizard(26)];
  const childrenOf1 = [wizard(2, { parent: 1 }), wizard(10, { parent: 1, status: 0 })];
  const childrenOf2 = [wizard(4, { parent: 2, is_leaf: true, question: null })];

  it("follows every answer through the loaded levels", () => {
    const state = resolveWizardPath([1, 2, 4], [roots, childrenOf1, childrenOf2]);
    expect(state.status).toBe("ready");
    expect(state.nodes.map((n) => n.id)).toEqual([1, 2, 4]);
  });

  it("is ready at the area step with an empty path", () => {
    expect(resolveWizardPath([], [roots])).toEqual({ status: "ready", nodes: [] });
  });

  it("waits for a level that is still loading", () => {
    const state = resolveWizardPath([1, 2, 4], [roots, childrenOf1, undefined]);
    expect(state).toMatchObject({ status: "loading" });
    expect(state.nodes.map((n) => n.id)).toEqual([1, 2]);
  });

  it("keeps the valid beginning of a path with an unknown, misplaced or disabled answer", () => {
    expect(resolveWizardPath([1, 99], [roots, childrenOf1]).nodes.map((n) => n.id)).toEqual([1]);
    expect(resolveWizardPath([26, 2], [roots, childrenOf1])).toMatchObject({ status: "invalid" });
    expect(resolveWizardPath([1, 10], [roots, childrenOf1])).toMatchObject({ status: "invalid" });
  });

  it("accepts nothing after a leaf", () => {
    const state = resolveWizardPath([1, 2, 4, 5], [roots, childrenOf1, childrenOf2, undefined]);
    expect(state.status).toBe("invalid");
    expect(state.nodes.map((n) => n.id)).toEqual([1, 2, 4]);
  });
});
