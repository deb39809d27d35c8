import type { WizardNode } from "@app/contracts";

/** The URL query parameter that keeps the answers given, so back/forward and reload work. */
export const WIZARD_PATH_PARAM = "path";

/**
 * `"12,15,19"` → `[12, 15, 19]`: the area chosen, then each answer. Reading stops at the first
 * malformed id, since every later step depends on the one before.
 */
export function parseWizardPath(raw: string | null | undefined): number[] {
  if (!raw) return [];
  const path: number[] = [];
  for (const token of raw.split(",")) {
    const text = token.trim();
    if (!/^\d{1,9}$/.test(text) || Number(text) === 0) break;
    path.push(Number(text));
  }
  return path;
}

export function formatWizardPath(path: readonly number[]): string {
  return path.join(",");
}

export type WizardPathState =
  /** Every id in the path is an enabled answer of the step before. */
  | { status: "ready"; nodes: WizardNode[] }
  /** A level is still loading: `nodes` holds the steps known so far. */
  | { status: "loading"; nodes: WizardNode[] }
  /** An id is unknown, disabled or misplaced: `nodes` is the valid beginning of the path. */
  | { status: "invalid"; nodes: WizardNode[] };

/**
 * Follows the path through the loaded levels: `levels[0]` are the roots, `levels[i]` the
 * children of `path[i - 1]` (undefined while loading).
 */
export function resolveWizardPath(
  path: readonly number[],
  levels: readonly (readonly WizardNode[] | undefined)[],
): WizardPathState {
  const nodes: WizardNode[] = [];
  for (const [index, id] of path.entries()) {
    // Nothing can be answered after a leaf.
    if (nodes.at(-1)?.is_leaf) return { status: "invalid", nodes };
    const candidates = levels[index];
    if (!candidates) return { status: "loading", nodes };
    const node = candidates.find((candidate) => candidate.id === id);
    const parent = nodes.at(-1)?.id ?? null;
    if (!node || node.status === 0 || node.parent !== parent) return { status: "invalid", nodes };
    nodes.push(node);
  }
  return { status: "ready", nodes };
}
