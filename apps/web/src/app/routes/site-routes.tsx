import { type RouteObject, redirect } from "react-router";
import { signedInLoader } from "../guards/lazy-loaders";
import { LandingFrame, SiteLayout } from "../layouts/site-layout";
import { paths, pathTo } from "../paths";
import { landingHomeRoute, landingPageRoutes } from "./landing-routes";
import { lazyPage, routeHandle } from "./route-builders";

/**
 * Landing pages and the customer area share the customer/landing layout (spec §2). It ships
 * with the entry rather than as a lazy chunk: nearly every visit starts under it, and one file
 * fewer on the landing page's first load is worth its 3 KB for the editors (DESIGN §11).
 */
export const siteRoutes: RouteObject = {
  // The customer area joins under this id on its first visit (./area-routes.ts).
  id: "site",
  Component: SiteLayout,
  children: [
    landingHomeRoute,
    {
      // Content pages sit in a centred column; the home page lays itself out.
      Component: LandingFrame,
      children: [
        ...landingPageRoutes,
        {
          path: "*",
          lazy: lazyPage(
            () => import("../not-found-page"),
            (m) => m.NotFoundPage,
          ),
        },
      ],
    },
  ],
};

/** /agreement (spec §2): the print preview, for any signed-in user, in the print layout. */
export const printRoutes: RouteObject = {
  path: paths.agreement,
  handle: routeHandle("agreement"),
  loader: signedInLoader,
  lazy: lazyPage(
    () => import("../layouts/print-layout"),
    (m) => m.PrintLayout,
  ),
  children: [
    { index: true, loader: () => redirect(pathTo("landing-homepage")) },
    {
      path: paths["agreement-print-preview"],
      handle: routeHandle("agreement-print-preview"),
      // The documents feature's page, printing what the drafting feature renders (features never
      // import each other: the route composes them).
      lazy: async () => {
        const [{ PrintPreviewPage }, { SavedAgreementDocument }] = await Promise.all([
          import("../../features/documents/pages/print-preview-page"),
          import("../../features/agreement-editor/pages/saved-agreement-document"),
        ]);
        return { element: <PrintPreviewPage Document={SavedAgreementDocument} /> };
      },
    },
  ],
};
