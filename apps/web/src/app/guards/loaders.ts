import type { Me } from "@app/contracts";
import { type LoaderFunctionArgs, redirect } from "react-router";
import { logout } from "../../features/auth/api/logout";
import { ApiError } from "../../lib/api-error";
import { loadSessionUser, ME_QUERY_KEY } from "../../lib/current-user";
import { queryClient } from "../../lib/query-client";
import { getToken } from "../../lib/token-store";
import { paths } from "../paths";
import {
  type AccessDecision,
  afterLogoutPath,
  customerAreaAccess,
  editorAreaAccess,
  pricingAccess,
  type SessionRoles,
  signedInAccess,
} from "./access-rules";
import { SessionRestoreError } from "./session-restore-error";

/** What an area guard hands its layout: whether to show the no-access page instead of the area. */
export interface GuardData {
  blocked: boolean;
}

/**
 * The signed-in user for a guard. An outage sends the user to the maintenance page; any
 * other failure is logged and stops the navigation (spec §8), showing the route error page
 * with the spec's `restore.session.error` message.
 */
async function sessionUser(): Promise<Me | null> {
  try {
    return await loadSessionUser();
  } catch (error) {
    if (error instanceof ApiError && error.isMaintenance) throw redirect(paths.maintenance);
    console.error("Could not load the current user.", error);
    throw new SessionRestoreError(error);
  }
}

function requestedPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

function guardLoader(rule: (user: SessionRoles, requestedPath: string) => AccessDecision) {
  return async ({ request }: LoaderFunctionArgs): Promise<GuardData> => {
    const decision = rule(await sessionUser(), requestedPath(request));
    if (decision.kind === "redirect") throw redirect(decision.to);
    return { blocked: decision.kind === "blocked" };
  };
}

export const customerAreaLoader = guardLoader(customerAreaAccess);
export const editorAreaLoader = guardLoader(editorAreaAccess);
export const signedInLoader = guardLoader(signedInAccess);
export const pricingLoader = guardLoader((user) => pricingAccess(user));

/** The logout routes (spec §4): revoke, forget everything cached, then leave for the right page. */
export function logoutLoader(route: "customer" | "editor") {
  return async (): Promise<never> => {
    let user: Me | null = null;
    if (getToken()) {
      // Usually cached (the user clicked "log out"); fetched only for a typed-in URL.
      user = queryClient.getQueryData<Me>(ME_QUERY_KEY) ?? (await loadSessionUser().catch(() => null));
    }
    await logout();
    throw redirect(afterLogoutPath(route, user));
  };
}
