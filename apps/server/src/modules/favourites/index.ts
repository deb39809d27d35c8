// The favourites' public surface: the customer's starred templates and calculators.
export { customerFavouriteRoutes } from "./favourite.routes";
export * from "./favourite.table";
