import type { PathParam } from "react-router";

/**
 * Every route of the app by name (spec §2). Names the spec gives are kept verbatim; the
 * others follow the same `<area>-<section>-<resource>-<screen>` pattern. The route tree
 * (app/routes) declares its paths from this table, so a path is written in one place only.
 */
export const paths = {
  // Authentication (blank layout)
  "customer-login": "/auth/customer/login",
  "customer-logout": "/auth/customer/logout",
  "editor-login": "/auth/editor/login",
  "editor-logout": "/auth/editor/logout",
  "password-reset": "/auth/password/reset",
  "password-reset-confirm": "/auth/password/reset/confirm",
  maintenance: "/maintenance/",
  // The page an invitation to sign links to (issue 46): public, by the link's token.
  "public-signing": "/firma/:token",

  // Landing (customer/landing layout, public)
  "landing-homepage": "/",
  "landing-find-out-more": "/find-out-more",
  "landing-pricing": "/pricing",
  "landing-privacy-policy": "/privacy-policy",
  "landing-social-policy": "/social-policy",
  "landing-technical-requirements": "/technical-requirements",
  "landing-contacts": "/contacts",
  "landing-legal-notices": "/legal-notices",
  "landing-cookie": "/cookie",

  // Customer area
  customer: "/customer",
  "customer-home": "/customer",
  "customer-dashboard-agreement-addressbook-create": "/customer/addressbook-create",
  "customer-dashboard-agreement-addressbook-edit": "/customer/:id/addressbook-edit",
  "customer-dashboard-appointment-create": "/customer/appointment-create",
  "customer-dashboard-appointment-edit": "/customer/:id/appointment-edit",
  "customer-agreement-agreement-list": "/customer/agreement/list",
  "customer-agreement-agreement-create": "/customer/agreement/:idTemplate/create",
  "customer-agreement-agreement-create-calculator": "/customer/agreement/:idTemplate/create/tools",
  "customer-agreement-agreement-edit": "/customer/agreement/:id/edit",
  "customer-agreement-agreement-edit-customize-agreement": "/customer/agreement/:id/edit/customize-agreement",
  "customer-agreement-agreement-edit-preview": "/customer/agreement/:id/edit/preview",
  "customer-agreement-compare": "/customer/agreement/:id/compare",
  "customer-agreement-wizard-list": "/customer/agreement/wizard/",
  "customer-agreement-template-list": "/customer/agreement/template/",
  "customer-agreement-category-list": "/customer/agreement/category/list/:id/",
  "customer-agreement-favourite-list": "/customer/agreement/favourite/",
  // Bulk drafting from a spreadsheet (issue 48); `?batch={id}` shows a batch's progress.
  "customer-bulk": "/customer/bulk/:idTemplate/",
  "customer-profile": "/customer/profile/",
  "customer-profile-profile-list": "/customer/profile/profile/",
  "customer-profile-profile-create": "/customer/profile/profile/create",
  "customer-profile-profile-edit": "/customer/profile/profile/:id/edit",
  "customer-profile-company-list": "/customer/profile/company/",
  "customer-profile-company-create": "/customer/profile/company/create",
  "customer-profile-company-edit": "/customer/profile/company/:id/edit",
  "customer-profile-licence-list": "/customer/profile/licence/",
  "customer-profile-licence-create": "/customer/profile/licence/create",
  "customer-profile-licence-edit": "/customer/profile/licence/:id/edit",
  "customer-profile-subscription": "/customer/profile/subscription/",
  "customer-profile-security": "/customer/profile/security/",
  "customer-profile-my-data": "/customer/profile/my-data/",
  // The PEC mailbox contracts are sent from (issue 47).
  "customer-profile-pec": "/customer/profile/pec/",
  "customer-calendar": "/customer/calendar/",
  "customer-message-notify-list": "/customer/message/notify/",
  "customer-message-notify-create": "/customer/message/notify/create",
  "customer-message-notify-edit": "/customer/message/notify/:id/edit",
  "customer-message-news": "/customer/message/news/",
  "customer-calculator-template-list": "/customer/calculator/template/",

  // Print (sign-in required; opened in a 1200x800 window)
  agreement: "/agreement",
  "agreement-print-preview": "/agreement/:id/:idTemplate/print-preview",

  // Editor area
  editor: "/editor",
  "editor-home": "/editor",
  "editor-security": "/editor/security/",
  "editor-audit-list": "/editor/audit/",
  "editor-profile-profile-list": "/editor/profile/profile/",
  "editor-profile-profile-create": "/editor/profile/profile/create",
  "editor-profile-profile-edit": "/editor/profile/profile/:id/edit",
  "editor-profile-company-list": "/editor/profile/company/",
  "editor-profile-company-create": "/editor/profile/company/create",
  "editor-profile-company-edit": "/editor/profile/company/:id/edit",
  "editor-profile-licence-list": "/editor/profile/licence/",
  "editor-profile-licence-create": "/editor/profile/licence/create",
  "editor-profile-licence-edit": "/editor/profile/licence/:id/edit",
  "editor-calendar-appointment-list": "/editor/calendar/appointment/",
  "editor-calendar-appointment-create": "/editor/calendar/appointment/create",
  "editor-calendar-appointment-edit": "/editor/calendar/appointment/:id/edit",
  "editor-calendar-agenda-list": "/editor/calendar/agenda/",
  "editor-calendar-agenda-create": "/editor/calendar/agenda/create",
  "editor-calendar-agenda-edit": "/editor/calendar/agenda/:id/edit",
  "editor-news-list": "/editor/news/",
  "editor-news-create": "/editor/news/create",
  "editor-news-edit": "/editor/news/:id/edit",
  "editor-calculator-template-list": "/editor/calculator/template/",
  "editor-calculator-template-list-evaluate": "/editor/calculator/template/:id/evaluate",
  "editor-calculator-template-create": "/editor/calculator/template/create",
  "editor-calculator-template-edit": "/editor/calculator/template/:id/edit",
  "editor-calculator-template-edit-evaluate": "/editor/calculator/template/:id/edit/evaluate",
  // The series the calculators read (legal rate, ECB rate, ISTAT FOI): spec §1 "calculator constants".
  "editor-calculator-constant-list": "/editor/calculator/constant/",
  "editor-calculator-constant-create": "/editor/calculator/constant/create",
  "editor-calculator-constant-edit": "/editor/calculator/constant/:id/edit",
  "editor-calculator-wizard-list": "/editor/calculator/wizard/",
  "editor-calculator-wizard-create": "/editor/calculator/wizard/create",
  "editor-calculator-wizard-create-child": "/editor/calculator/wizard/create/:parentId/child",
  "editor-calculator-wizard-edit": "/editor/calculator/wizard/:id/edit",
  "editor-agreement-category-list": "/editor/agreement/category/",
  "editor-agreement-category-create": "/editor/agreement/category/create",
  "editor-agreement-category-create-child": "/editor/agreement/category/create/:parentId/child",
  "editor-agreement-category-edit": "/editor/agreement/category/:id/edit",
  "editor-agreement-template-list": "/editor/agreement/template/",
  "editor-agreement-template-create": "/editor/agreement/template/create",
  "editor-agreement-template-edit": "/editor/agreement/template/:id/edit",
  "editor-agreement-wizard-list": "/editor/agreement/wizard/",
  "editor-agreement-wizard-create": "/editor/agreement/wizard/create",
  "editor-agreement-wizard-create-child": "/editor/agreement/wizard/create/:parentId/child",
  "editor-agreement-wizard-edit": "/editor/agreement/wizard/:id/edit",
  "editor-agreement-agreement-list": "/editor/agreement/agreement/",
  "editor-agreement-favourite-count-list": "/editor/agreement/favourite-count/",
} as const;

export type RouteName = keyof typeof paths;
/** The routes that take no parameter (a list, a create form). */
export type PlainRouteName = {
  [N in RouteName]: [PathParam<(typeof paths)[N]>] extends [never] ? N : never;
}[RouteName];
/** The routes of one item, named by its id alone (an edit form). */
export type ItemRouteName = {
  [N in RouteName]: [PathParam<(typeof paths)[N]>] extends ["id"] ? N : never;
}[RouteName];
type RouteParams<N extends RouteName> = { [K in PathParam<(typeof paths)[N]>]: string | number };

/** Query parameters a path may carry (e.g. `inputTextSearched` on the template list). */
export type PathQuery = Record<string, string | number | null | undefined>;

// Routes without parameters take only an optional query; the others require their params.
type PathArgs<N extends RouteName> = [PathParam<(typeof paths)[N]>] extends [never]
  ? [params?: Record<string, never>, query?: PathQuery]
  : [params: RouteParams<N>, query?: PathQuery];

/** Builds a concrete path: `pathTo("customer-agreement-agreement-edit-preview", { id: 7 })`. */
export function pathTo<N extends RouteName>(name: N, ...[params, query]: PathArgs<N>): string {
  const values: Record<string, string | number> = params ?? {};
  // Not react-router's generatePath: it drops the trailing slash the spec's paths keep.
  const path = paths[name].replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(String(values[key] ?? "")),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined && value !== "") search.set(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

/** An item's route (its edit form) for its id: the routes whose only parameter is the id. */
export function itemPath(name: ItemRouteName, id: number): string {
  return paths[name].replace(":id", encodeURIComponent(String(id)));
}
