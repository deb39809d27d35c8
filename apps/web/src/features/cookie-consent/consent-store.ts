import { useSyncExternalStore } from "react";
import { CONSENT_MONTHS } from "../../content/facts";
import { readCookie, writeCookie } from "../../lib/cookies";

/** Cookie holding the visitor's choice on third-party cookies (a technical cookie). */
export const CONSENT_COOKIE = "cookie-consent";

export type ConsentChoice = "accepted" | "refused";

export function parseConsent(raw: string | null | undefined): ConsentChoice | null {
  return raw === "accepted" || raw === "refused" ? raw : null;
}

/** When a choice made at `now` expires: the Garante asks not to re-ask within six months. */
export function consentExpiry(now: Date, months: number = CONSENT_MONTHS): Date {
  const expiry = new Date(now.getTime());
  expiry.setMonth(expiry.getMonth() + months);
  return expiry;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: ConsentChoice | null | undefined;

export function getConsent(): ConsentChoice | null {
  if (cached === undefined) cached = parseConsent(readCookie(CONSENT_COOKIE));
  return cached;
}

export function setConsent(choice: ConsentChoice): void {
  writeCookie(CONSENT_COOKIE, choice, { expires: consentExpiry(new Date()) });
  cached = choice;
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current choice as React state; null until the visitor chooses. */
export function useConsent(): ConsentChoice | null {
  return useSyncExternalStore(subscribe, getConsent, () => null);
}
