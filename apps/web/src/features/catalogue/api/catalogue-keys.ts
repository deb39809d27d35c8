/** Query keys of the catalogue calls, in one place so screens share what they cached. */
export const catalogueKeys = {
  all: ["catalogue"] as const,
  rootCategories: () => [...catalogueKeys.all, "category", "roots"] as const,
  categoryDescendants: (id: number) => [...catalogueKeys.all, "category", id, "descendants"] as const,
  templates: (text: string) => [...catalogueKeys.all, "template", "list", text] as const,
};

export const CUSTOMER_BASE = "/api/agreement/customer";

/** The catalogue changes only when editors publish: a few minutes of reuse is safe. */
export const CATALOGUE_STALE_MS = 5 * 60_000;
