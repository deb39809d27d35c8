import { CATALOGUE_QUERY_KEY } from "../../../lib/catalogue-cache";

export { CATALOGUE_STALE_MS } from "../../../lib/catalogue-cache";

/**
 * Query keys of the catalogue calls, in one place so screens share what they cached. The
 * drafting screen reads the lists under the shared prefix (lib/catalogue-cache) for the locks.
 */
export const catalogueKeys = {
  all: CATALOGUE_QUERY_KEY,
  rootCategories: () => [...catalogueKeys.all, "category", "roots"] as const,
  categoryDescendants: (id: number) => [...catalogueKeys.all, "category", id, "descendants"] as const,
  templates: (text: string) => [...catalogueKeys.all, "template", "list", text] as const,
};

export const CUSTOMER_BASE = "/api/agreement/customer";
