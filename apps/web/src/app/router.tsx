import { createBrowserRouter, type RouteObject } from "react-router";
import { areaDiscovery } from "./routes/area-routes";
import { rootRoute } from "./routes/root-route";
import { siteRoutes } from "./routes/site-routes";

/**
 * The route tree of spec §2. Paths come from ./paths; every area is lazy-loaded, and the sign-in,
 * print, customer and editor trees join it on the first navigation into them
 * (routes/area-routes.ts). The landing pages need no query client; the other areas get it with
 * their first screen.
 */
export const appRoutes: RouteObject[] = [rootRoute([siteRoutes])];

export function createAppRouter() {
  return createBrowserRouter(appRoutes, { patchRoutesOnNavigation: areaDiscovery() });
}
