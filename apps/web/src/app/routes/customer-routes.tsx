import { type RouteObject, redirect } from "react-router";
import { customerAreaLoader } from "../guards/loaders";
import { paths, pathTo } from "../paths";
import {
  crudSection,
  lazyPage,
  placeholderModalRoute,
  placeholderRoute,
  routeHandle,
} from "./route-builders";

/** /customer (spec §2): customers only, inside the site layout. */
export const customerRoutes: RouteObject = {
  path: paths["customer-home"],
  handle: routeHandle("customer-home"),
  loader: customerAreaLoader,
  lazy: lazyPage(
    () => import("../layouts/customer-area"),
    (m) => m.CustomerArea,
  ),
  children: [
    {
      // Dashboard home; its dialogs are child routes shown over it.
      lazy: lazyPage(
        () => import("../../features/dashboard/pages/customer-home-page"),
        (m) => m.CustomerHomePage,
      ),
      children: [
        { index: true },
        placeholderModalRoute("customer-dashboard-agreement-addressbook-create"),
        placeholderModalRoute("customer-dashboard-agreement-addressbook-edit"),
        placeholderModalRoute("customer-dashboard-appointment-create"),
        placeholderModalRoute("customer-dashboard-appointment-edit"),
      ],
    },
    placeholderRoute("customer-agreement-agreement-list"),
    // Same screen, two starting tabs: discipline, or tools for the calculator variant.
    placeholderRoute("customer-agreement-agreement-create"),
    placeholderRoute("customer-agreement-agreement-create-calculator"),
    {
      path: paths["customer-agreement-agreement-edit"],
      handle: routeHandle("customer-agreement-agreement-edit"),
      children: [
        {
          index: true,
          loader: ({ params }) =>
            redirect(
              pathTo("customer-agreement-agreement-edit-customize-agreement", { id: params.id ?? "" }),
            ),
        },
        placeholderRoute("customer-agreement-agreement-edit-customize-agreement"),
        placeholderRoute("customer-agreement-agreement-edit-preview"),
      ],
    },
    placeholderRoute("customer-agreement-wizard-list"),
    placeholderRoute("customer-agreement-template-list"),
    placeholderRoute("customer-agreement-category-list"),
    placeholderRoute("customer-agreement-favourite-list"),
    {
      path: paths["customer-profile"],
      handle: routeHandle("customer-profile"),
      children: [
        { index: true, loader: () => redirect(pathTo("customer-profile-profile-list")) },
        crudSection("customer-profile-profile"),
        crudSection("customer-profile-company"),
        crudSection("customer-profile-licence"),
        placeholderRoute("customer-profile-subscription"),
      ],
    },
    placeholderRoute("customer-calendar"),
    crudSection("customer-message-notify"),
    placeholderRoute("customer-calculator-template-list"),
  ],
};
