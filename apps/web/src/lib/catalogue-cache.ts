import type { CategoryNode, ListResponse, TemplateListItem, WizardNode } from "@app/contracts";
import type { QueryClient } from "@tanstack/react-query";

/**
 * The key prefix of every customer catalogue query (features/catalogue): template lists and
 * searches, category trees, wizard levels. Here so that another screen can read what the
 * catalogue already holds of a template without importing that feature.
 */
export const CATALOGUE_QUERY_KEY = ["catalogue"] as const;

/** The catalogue changes only when editors publish: a few minutes of reuse is safe. */
export const CATALOGUE_STALE_MS = 5 * 60_000;

type CatalogueItem = TemplateListItem | CategoryNode | WizardNode;

/** The templates one item of a catalogue list shows: itself, or a category's or a wizard leaf's. */
function templatesOf(item: CatalogueItem): { id: number; locked: boolean }[] {
  if ("templates_public" in item) return item.templates_public;
  if ("templates" in item) return item.templates;
  return [item];
}

/**
 * Whether a catalogue list in the cache shows template `id` locked, and when that list was read
 * (the newest list that shows it wins); undefined when none shows it.
 */
export function findCachedTemplateLock(
  client: QueryClient,
  id: number,
): { locked: boolean; updatedAt: number } | undefined {
  let found: { locked: boolean; updatedAt: number } | undefined;
  for (const query of client.getQueryCache().findAll({ queryKey: CATALOGUE_QUERY_KEY })) {
    const { data, dataUpdatedAt } = query.state;
    const results = (data as Partial<ListResponse<CatalogueItem>> | undefined)?.results;
    if (!Array.isArray(results) || (found && found.updatedAt >= dataUpdatedAt)) continue;
    const template = results.flatMap(templatesOf).find((t) => t.id === id);
    if (template) found = { locked: template.locked, updatedAt: dataUpdatedAt };
  }
  return found;
}
