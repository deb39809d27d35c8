import { createBrowserRouter, type RouteObject } from "react-router";
import { signedOutPageLeft } from "../lib/api-client";
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
  const router = createBrowserRouter(appRoutes, { patchRoutesOnNavigation: areaDiscovery() });
  // A sign-out's navigation over, the page it left is gone: its calls are no longer held.
  router.subscribe((state) => {
    if (state.navigation.state === "idle") signedOutPageLeft();
  });
  return router;
}
