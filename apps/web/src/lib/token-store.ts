import { deleteCookie, oneDayFrom, readCookie, writeCookie } from "./cookies";

/** Cookie holding the session JWT (spec §4). */
export const TOKEN_COOKIE = "token";
/**
 * The remember-me choice made at login, kept so that a token renewed by the server
 * (`token` response header) gets the same lifetime as the one it replaces.
 */
const REMEMBER_ME_KEY = "token-remember-me";

type Listener = () => void;
const listeners = new Set<Listener>();
// Cached so useSyncExternalStore gets a stable snapshot between writes.
let cachedToken: string | null | undefined;

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  if (cachedToken === undefined) cachedToken = readCookie(TOKEN_COOKIE) || null;
  return cachedToken;
}

function readRememberMe(): boolean {
  try {
    return localStorage.getItem(REMEMBER_ME_KEY) === "1";
  } catch {
    return false;
  }
}

function writeRememberMe(rememberMe: boolean): void {
  try {
    if (rememberMe) localStorage.setItem(REMEMBER_ME_KEY, "1");
    else localStorage.removeItem(REMEMBER_ME_KEY);
  } catch {
    // Storage disabled: a renewed token then falls back to a session cookie, the safer choice.
  }
}

/** Stores a token from a login (or a `?ticket=`): 1 day with remember-me, else for the browser session. */
export function setToken(token: string, rememberMe: boolean): void {
  writeRememberMe(rememberMe);
  writeCookie(TOKEN_COOKIE, token, rememberMe ? { expires: oneDayFrom(new Date()) } : {});
  cachedToken = token;
  notify();
}

/** Replaces the token with one the server renewed, keeping the lifetime chosen at login. */
export function renewToken(token: string): void {
  if (token === cachedToken) return;
  setToken(token, readRememberMe());
}

export function clearToken(): void {
  deleteCookie(TOKEN_COOKIE);
  writeRememberMe(false);
  cachedToken = null;
  notify();
}

export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
