import { Center, Loader } from "@mantine/core";
import i18next from "i18next";
import { createBrowserRouter, type RouteObject } from "react-router";
import { RootLayout } from "./root-layout";
import { rootLoader } from "./root-loader";
import { RouteErrorPage } from "./route-error-page";
import { authRoutes } from "./routes/auth-routes";
import { editorRoutes } from "./routes/editor-routes";
import { printRoutes, siteRoutes } from "./routes/site-routes";

/** The whole route tree of spec §2. Paths come from ./paths; every area is lazy-loaded. */
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
    children: [authRoutes, siteRoutes, printRoutes, editorRoutes],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
