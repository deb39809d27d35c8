import { seedCatalogues } from "../apps/server/src/db/seed/content/index";

/** The seed template with the longest text: the worst case the document and save budgets name. */
export const longestSeedTemplate = seedCatalogues
  .flatMap((c) => c.templates)
  .reduce((a, b) => (b.body.length > a.body.length ? b : a));
