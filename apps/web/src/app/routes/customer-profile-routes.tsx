import { type RouteObject, redirect } from "react-router";
import { paths, pathTo } from "../paths";
import { lazyPage, pageSection, routeHandle } from "./route-builders";

/** Profilo: people and firm, licences, subscription, security, the PEC mailbox, one's own data. */
export const customerProfileRoute: RouteObject = {
  path: paths["customer-profile"],
  handle: routeHandle("customer-profile"),
  children: [
    { index: true, loader: () => redirect(pathTo("customer-profile-profile-list")) },
    pageSection("customer-profile-profile", {
      list: lazyPage(
        () => import("../../features/profile/pages/people-page"),
        (m) => m.PeoplePage,
      ),
      create: lazyPage(
        () => import("../../features/profile/pages/person-form-page"),
        (m) => m.PersonFormPage,
      ),
    }),
    pageSection("customer-profile-company", {
      list: lazyPage(
        () => import("../../features/profile/pages/company-page"),
        (m) => m.CompanyPage,
      ),
      create: lazyPage(
        () => import("../../features/profile/pages/company-page"),
        (m) => m.CompanyFormPage,
      ),
    }),
    pageSection("customer-profile-licence", {
      list: lazyPage(
        () => import("../../features/profile/pages/licences-page"),
        (m) => m.LicencesPage,
      ),
      create: lazyPage(
        () => import("../../features/profile/pages/licences-page"),
        (m) => m.LicenceRequestPage,
      ),
    }),
    {
      path: paths["customer-profile-subscription"],
      handle: routeHandle("customer-profile-subscription"),
      lazy: lazyPage(
        () => import("../../features/profile/pages/subscription-page"),
        (m) => m.SubscriptionPage,
      ),
    },
    {
      path: paths["customer-profile-security"],
      handle: routeHandle("customer-profile-security"),
      lazy: lazyPage(
        () => import("../../features/profile/pages/security-page"),
        (m) => m.SecurityPage,
      ),
    },
    {
      path: paths["customer-profile-pec"],
      handle: routeHandle("customer-profile-pec"),
      lazy: lazyPage(
        () => import("../../features/profile/pages/pec-settings-page"),
        (m) => m.PecSettingsPage,
      ),
    },
    {
      path: paths["customer-profile-my-data"],
      handle: routeHandle("customer-profile-my-data"),
      lazy: lazyPage(
        () => import("../../features/profile/pages/my-data-page"),
        (m) => m.MyDataPage,
      ),
    },
  ],
};
