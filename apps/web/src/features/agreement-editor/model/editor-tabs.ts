/** The tabs of the drafting screen (issue 5), in their order on screen. */
export const EDITOR_TABS = ["discipline", "compile", "customise", "preview", "tools"] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

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
