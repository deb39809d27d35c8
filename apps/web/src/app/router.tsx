import { Center, Loader } from "@mantine/core";
import i18next from "i18next";
import { createBrowserRouter, type RouteObject } from "react-router";
import { RootLayout } from "./root-layout";
import { rootLoader } from "./root-loader";
import { RouteErrorPage } from "./route-error-page";
import { discoverAreaRoutes } from "./routes/area-routes";
import { authRoutes } from "./routes/auth-routes";
import { withAreaServices } from "./routes/route-builders";
import { printRoutes, siteRoutes } from "./routes/site-routes";

/**
 * The route tree of spec §2. Paths come from ./paths; every area is lazy-loaded, and the
 * customer and editor trees join it on the first navigation into them (routes/area-routes.ts).
 */
export const appRoutes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    Component: RootLayout,
    loader: rootLoader,
    // Spec §7: the configuration (and its maintenance window) is checked before each route.
    shouldRevalidate: () => true,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: (
      <Center h="100vh">
        <Loader aria-label={i18next.t("common.loading")} />
      </Center>
    ),
    // The landing pages need no query client; the other areas get it with their first screen.
    children: [withAreaServices(authRoutes), siteRoutes, withAreaServices(printRoutes)],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes, { patchRoutesOnNavigation: discoverAreaRoutes });
}
