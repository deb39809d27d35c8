// The favourites' public surface: the customer's starred templates and calculators, and the
// editors' count of them per template.
export { customerFavouriteRoutes } from "./favourite.routes";
export * from "./favourite.table";
export { editorFavouriteCountRoutes } from "./favourite-count.routes";
