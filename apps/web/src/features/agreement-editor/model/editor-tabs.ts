/**
 * The tabs of the drafting screen (issue 5), in their order on screen; «Firme» (issue 45) and
 * «PEC» (issue 47) once saved.
 */
export const EDITOR_TABS = [
  "discipline",
  "compile",
  "customise",
  "preview",
  "tools",
  "signatures",
  "pec",
] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

/** The tabs only a saved contract has. */
const SAVED_ONLY: readonly EditorTab[] = ["signatures", "pec"];

/** The tabs a screen shows: the signatures and the PEC are a saved contract's. */
export const visibleTabs = (saved: boolean): readonly EditorTab[] =>
  saved ? EDITOR_TABS : EDITOR_TABS.filter((tab) => !SAVED_ONLY.includes(tab));

export function isEditorTab(value: unknown): value is EditorTab {
  return typeof value === "string" && (EDITOR_TABS as readonly string[]).includes(value);
}

/**
 * The tab a screen opens on: `?tab=` when the URL names one (kept while the customer switches
 * tabs, so a reload stays put), else the route's own (spec §2: create opens the discipline,
 * its calculator variant the tools, the edit variants customise and preview).
 */
export function initialTab(routeTab: EditorTab, search: URLSearchParams): EditorTab {
  const asked = search.get("tab");
  return isEditorTab(asked) ? asked : routeTab;
}

/**
 * Where the customer was on the create screen when the first save gave the agreement its own
 * screen: the step and the control in focus, handed over in the navigation's state (issue 44:
 * the steps went back to the first, the focus to the page).
 */
export interface EditorPlace {
  step: number;
  focusId: string | null;
}

export function editorPlaceOf(state: unknown): EditorPlace | null {
  if (typeof state !== "object" || state === null) return null;
  const { step, focusId } = state as Record<string, unknown>;
  if (typeof step !== "number" || !Number.isInteger(step) || step < 0) return null;
  return { step, focusId: typeof focusId === "string" && focusId ? focusId : null };
}
