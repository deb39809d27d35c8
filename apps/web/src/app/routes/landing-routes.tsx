import type { ComponentType, ReactNode } from "react";
import { type RouteObject, redirect } from "react-router";
import { hasExternalLogin } from "../../features/federated/external-login";
import type { LegalDocumentName } from "../../features/landing/legal-content";
import { HomePage } from "../../features/landing/pages/home-page";
import { pricingLoader } from "../guards/lazy-loaders";
import { paths, pathTo, type RouteName } from "../paths";
import { lazyPage, routeHandle } from "./route-builders";

/**
 * Spec §2 landing home. A visitor whose session came from another site (the external login
 * marker, see features/federated/external-login.ts) goes straight to the customer area.
 * The home is the front door: it ships with the entry instead of a lazy chunk, which saves
 * the landing page's first load a round of small files (DESIGN §11 budget, 150 KB gzip).
 */
export const landingHomeRoute: RouteObject = {
  index: true,
  handle: routeHandle("landing-homepage"),
  loader: () => (hasExternalLogin() ? redirect(pathTo("customer-home")) : null),
  Component: HomePage,
};

function page<M>(name: RouteName, load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject {
  return { path: paths[name], handle: routeHandle(name), lazy: lazyPage(load, pick) };
}

/**
 * An information page from a content document. `slots` composes other features' controls into
 * its sections (features never import each other): the cookie choice, the settings button.
 */
function legalPage(
  name: RouteName,
  document: LegalDocumentName,
  slots?: () => Promise<Partial<Record<string, ReactNode>>>,
): RouteObject {
  return {
    path: paths[name],
    handle: routeHandle(name),
    lazy: async () => {
      const [{ LegalPage }, sections] = await Promise.all([
        import("../../features/landing/pages/legal-page"),
        slots?.() ?? {},
      ]);
      return { element: <LegalPage document={document} route={name} slots={sections} /> };
    },
  };
}

const cookieChoice = () => import("../../features/cookie-consent/components/cookie-choice-radio");
const cookieButton = () => import("../../features/cookie-consent/components/cookie-settings-button");

/** The landing content pages, inside the landing frame (spec §2). */
export const landingPageRoutes: RouteObject[] = [
  page(
    "landing-find-out-more",
    () => import("../../features/landing/pages/find-out-more-page"),
    (m) => m.FindOutMorePage,
  ),
  {
    ...page(
      "landing-pricing",
      () => import("../../features/landing/pages/pricing-page"),
      (m) => m.PricingPage,
    ),
    loader: pricingLoader,
  },
  legalPage("landing-privacy-policy", "privacy-policy", async () => {
    const { CookieChoiceRadio } = await cookieChoice();
    return { cookies: <CookieChoiceRadio /> };
  }),
  legalPage("landing-social-policy", "social-policy"),
  page(
    "landing-technical-requirements",
    () => import("../../features/landing/pages/technical-requirements-page"),
    (m) => m.TechnicalRequirementsPage,
  ),
  page(
    "landing-contacts",
    () => import("../../features/landing/pages/contacts-page"),
    (m) => m.ContactsPage,
  ),
  legalPage("landing-legal-notices", "legal-notices"),
  legalPage("landing-cookie", "cookie-policy", async () => {
    const { CookieSettingsButton } = await cookieButton();
    return { manage: <CookieSettingsButton /> };
  }),
];
