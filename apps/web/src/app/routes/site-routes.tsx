import { type RouteObject, redirect } from "react-router";
import { pricingLoader, signedInLoader } from "../guards/loaders";
import { paths, pathTo } from "../paths";
import { customerRoutes } from "./customer-routes";
import { lazyPage, placeholderRoute, routeHandle } from "./route-builders";

/** Landing pages and the customer area share the customer/landing layout (spec §2). */
export const siteRoutes: RouteObject = {
  lazy: lazyPage(
    () => import("../layouts/site-layout"),
    (m) => m.SiteLayout,
  ),
  children: [
    {
      index: true,
      handle: routeHandle("landing-homepage"),
      lazy: lazyPage(
        () => import("../../features/landing/pages/home-page"),
        (m) => m.HomePage,
      ),
    },
    {
      // Content pages sit in a centred column; the home page lays itself out.
      lazy: lazyPage(
        () => import("../layouts/site-layout"),
        (m) => m.LandingFrame,
      ),
      children: [
        placeholderRoute("landing-find-out-more"),
        { ...placeholderRoute("landing-pricing"), loader: pricingLoader },
        placeholderRoute("landing-privacy-policy"),
        placeholderRoute("landing-social-policy"),
        placeholderRoute("landing-technical-requirements"),
        placeholderRoute("landing-contacts"),
        placeholderRoute("landing-legal-notices"),
        placeholderRoute("landing-cookie"),
        {
          path: "*",
          lazy: lazyPage(
            () => import("../not-found-page"),
            (m) => m.NotFoundPage,
          ),
        },
      ],
    },
    customerRoutes,
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
    placeholderRoute("agreement-print-preview"),
  ],
};
