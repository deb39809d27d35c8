// The catalogue's public surface: other modules, the composition root and the seed import only
// this file (a test keeps it so). Templates and their versions, the category and wizard trees,
// free search, the template ↔ calculator links.

export { type CatalogueService, createCatalogueService } from "./catalogue.service";
export { catalogueRoutes } from "./catalogue-module.routes";
export * from "./template.table";
export { describeParties } from "./template-parties";
export { normaliseSearchText } from "./template-search";
export { templateVersionJsonKeys } from "./template-updates";
