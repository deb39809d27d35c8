import type { RouteObject } from "react-router";
import { logoutLoader } from "../guards/lazy-loaders";
import { paths } from "../paths";
import { lazyPage, routeHandle } from "./route-builders";

/**
 * Blank-layout routes: sign-in, sign-out, password reset, maintenance (spec §2), and the page an
 * invitation to sign opens (issue 46). All public but logout.
 */
export const authRoutes: RouteObject = {
  lazy: lazyPage(
    () => import("../layouts/blank-layout"),
    (m) => m.BlankLayout,
  ),
  children: [
    {
      path: paths["customer-login"],
      handle: routeHandle("customer-login"),
      lazy: lazyPage(
        () => import("../../features/auth/pages/customer-login-page"),
        (m) => m.CustomerLoginPage,
      ),
    },
    {
      path: paths["editor-login"],
      handle: routeHandle("editor-login"),
      lazy: lazyPage(
        () => import("../../features/auth/pages/editor-login-page"),
        (m) => m.EditorLoginPage,
      ),
    },
    // Logout happens in the loader, which always redirects: these routes draw nothing, said with an
    // explicit null element, or React Router warns of an empty leaf while the redirect is under way.
    {
      path: paths["customer-logout"],
      handle: routeHandle("customer-logout"),
      loader: logoutLoader("customer"),
      element: null,
    },
    {
      path: paths["editor-logout"],
      handle: routeHandle("editor-logout"),
      loader: logoutLoader("editor"),
      element: null,
    },
    {
      path: paths["password-reset"],
      handle: routeHandle("password-reset"),
      lazy: lazyPage(
        () => import("../../features/auth/pages/password-reset-page"),
        (m) => m.PasswordResetPage,
      ),
    },
    {
      path: paths["password-reset-confirm"],
      handle: routeHandle("password-reset-confirm"),
      lazy: lazyPage(
        () => import("../../features/auth/pages/password-reset-confirm-page"),
        (m) => m.PasswordResetConfirmPage,
      ),
    },
    {
      path: paths["public-signing"],
      handle: routeHandle("public-signing"),
      lazy: lazyPage(
        () => import("../../features/signatures/pages/public-signing-page"),
        (m) => m.PublicSigningPage,
      ),
    },
    {
      path: paths.maintenance,
      handle: routeHandle("maintenance"),
      lazy: lazyPage(
        () => import("../../features/maintenance/pages/maintenance-page"),
        (m) => m.MaintenancePage,
      ),
    },
  ],
};
