import type { RouteObject } from "react-router";
import { LandingFrame, SiteLayout } from "../layouts/site-layout";
import { landingHomeRoute, landingPageRoutes } from "./landing-routes";
import { lazyPage } from "./route-builders";

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
