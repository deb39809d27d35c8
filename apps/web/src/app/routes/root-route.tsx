import { Center, Loader } from "@mantine/core";
import type { RouteObject } from "react-router";
import { useTranslation } from "../../lib/use-translation";
import { RootLayout } from "../root-layout";
import { rootLoader } from "../root-loader";
import { RouteErrorPage } from "../route-error-page";

/**
 * The root of the route tree (spec §2): its layout, the loader that runs before every route, the
 * error page. The browser's tree (../router.tsx) hangs every area under it; the server render of
 * the public pages (../prerender/render-pages.tsx) only the site's.
 */
export function rootRoute(children: RouteObject[]): RouteObject {
  return {
    id: "root",
    path: "/",
    Component: RootLayout,
    loader: rootLoader,
    // Spec §7: the configuration (and its maintenance window) is checked before each route.
    shouldRevalidate: () => true,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <HydrateFallback />,
    children,
  };
}

/** Rendered while the first route loads; a component so the label is read once the texts are ready. */
function HydrateFallback() {
  const { t } = useTranslation();
  return (
    <Center h="100vh">
      <Loader aria-label={t("common.loading")} />
    </Center>
  );
}
