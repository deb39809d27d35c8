import { Center, Loader } from "@mantine/core";
import { useTranslation } from "react-i18next";
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
    hydrateFallbackElement: <HydrateFallback />,
    // The landing pages need no query client; the other areas get it with their first screen.
    children: [withAreaServices(authRoutes), siteRoutes, withAreaServices(printRoutes)],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes, { patchRoutesOnNavigation: discoverAreaRoutes });
}

/** Rendered while the first route loads; a component so the label is read once i18next is ready. */
function HydrateFallback() {
  const { t } = useTranslation();
  return (
    <Center h="100vh">
      <Loader aria-label={t("common.loading")} />
    </Center>
  );
}
