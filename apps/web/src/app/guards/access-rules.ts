import type { Me } from "@app/contracts";
import { pathTo } from "../paths";

/** What a guard does with a navigation. */
export type AccessDecision = { kind: "allow" } | { kind: "redirect"; to: string } | { kind: "blocked" };

/** The roles a guard looks at; null when signed out. */
export type SessionRoles =
  | (Pick<Me, "is_customer" | "is_editor"> & Partial<Pick<Me, "mfa_enrolment_required">>)
  | null;

const allow: AccessDecision = { kind: "allow" };
const redirectTo = (to: string): AccessDecision => ({ kind: "redirect", to });

/**
 * A `next` value we may navigate to after login: a path of this site only (no scheme,
 * no protocol-relative `//host`), and never an auth page (a logout there would loop).
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  if (next.startsWith("/auth/")) return null;
  return next;
}

function toLogin(name: "customer-login" | "editor-login", requestedPath: string): AccessDecision {
  return redirectTo(pathTo(name, {}, { next: safeNextPath(requestedPath) }));
}

/** /customer: customers only; editors go to their area, users with neither role are blocked (spec §2, §6). */
export function customerAreaAccess(user: SessionRoles, requestedPath: string): AccessDecision {
  if (!user) return toLogin("customer-login", requestedPath);
  if (user.is_customer) return allow;
  if (user.is_editor) return redirectTo(pathTo("editor-home"));
  return { kind: "blocked" };
}

/**
 * /editor: editors only; customers go to the landing home (spec §2, §6). An editor who must set
 * two-factor up first (issue 35) is taken to that page from every other.
 */
export function editorAreaAccess(user: SessionRoles, requestedPath: string): AccessDecision {
  if (!user) return toLogin("editor-login", requestedPath);
  const enrolment = pathTo("editor-security");
  if (user.is_editor && user.mfa_enrolment_required && !requestedPath.startsWith(enrolment)) {
    return redirectTo(enrolment);
  }
  if (user.is_editor) return allow;
  if (user.is_customer) return redirectTo(pathTo("landing-homepage"));
  return { kind: "blocked" };
}

/** /agreement (print preview): any signed-in user. */
export function signedInAccess(user: SessionRoles, requestedPath: string): AccessDecision {
  return user ? allow : toLogin("customer-login", requestedPath);
}

/** /pricing is for visitors: signed-in users go to the home (spec §2). */
export function pricingAccess(user: SessionRoles): AccessDecision {
  return user ? redirectTo(pathTo("landing-homepage")) : allow;
}

/** Where a login leads: the page that asked for it, else the area's home (spec §4). */
export function afterLoginPath(area: "customer" | "editor", next: string | null): string {
  return safeNextPath(next) ?? pathTo(area === "customer" ? "customer-home" : "editor-home");
}

/**
 * Where a logout leads (spec §4): editors to the editor login, everyone else to the landing
 * home. Without a session the route decides: the editor logout still leads to the editor login.
 */
export function afterLogoutPath(route: "customer" | "editor", user: SessionRoles): string {
  const isEditor = route === "editor" || (user?.is_editor === true && !user.is_customer);
  return pathTo(isEditor ? "editor-login" : "landing-homepage");
}

// Kept in ./ticket so the root loader can use it without the access rules (first-load budget).
export { extractTicket } from "./ticket";
