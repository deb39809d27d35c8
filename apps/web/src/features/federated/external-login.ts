import { deleteCookie, readCookie, writeCookie } from "../../lib/cookies";
import { getToken, subscribeToken } from "../../lib/token-store";

/**
 * The "external login marker" of spec §2 (landing home): a session cookie set when the token
 * arrives from outside this app, i.e. a `?ticket=` handed over by another site or a ticket
 * posted by the federated header (spec §4). A visitor who signed in that way and opens the
 * home is taken straight to /customer; one who signed in through our own login form still
 * sees the landing page. The marker only counts while a token is stored, and is dropped as
 * soon as the token goes (logout, expired session).
 */
export const EXTERNAL_LOGIN_COOKIE = "external-login";

export function markExternalLogin(): void {
  writeCookie(EXTERNAL_LOGIN_COOKIE, "1");
}

export function hasExternalLogin(): boolean {
  return getToken() !== null && readCookie(EXTERNAL_LOGIN_COOKIE) === "1";
}

// A marker without a token would send the next, ordinary login to /customer from the home.
subscribeToken(() => {
  if (getToken() === null && readCookie(EXTERNAL_LOGIN_COOKIE) !== null) deleteCookie(EXTERNAL_LOGIN_COOKIE);
});
