/**
 * Google Tag Manager, loaded only after consent (spec §2 cookie consent). It is injected as an
 * external script: the production CSP forbids inline scripts, and allows the tag manager's
 * origins only when TAG_MANAGER_ID is configured (apps/server security headers).
 */
export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";
const SCRIPT_SELECTOR = "script[data-tag-manager]";

/** Container ids look like GTM-XXXXXXX; anything else is refused rather than put in a URL. */
export function isTagManagerId(id: string): boolean {
  return /^GTM-[A-Z0-9]{4,12}$/i.test(id);
}

export function tagManagerUrl(id: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function isTagManagerLoaded(): boolean {
  return document.querySelector(SCRIPT_SELECTOR) !== null;
}

/** Adds the tag manager once; what its inline snippet would do, done from our own bundle. */
export function loadTagManager(id: string): void {
  if (!isTagManagerId(id) || isTagManagerLoaded()) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.src = tagManagerUrl(id);
  script.dataset.tagManager = id;
  document.head.append(script);
}

/** Analytics cookies the tags may have set on our domain (Google Analytics names). */
export function isAnalyticsCookie(name: string): boolean {
  return name === "_ga" || name === "_gid" || name.startsWith("_ga_") || name.startsWith("_gat");
}

/** Every domain a tag may have scoped a cookie to: the host and its parents (www.a.it, a.it). */
export function cookieDomains(hostname: string): string[] {
  const parts = hostname.split(".");
  const domains = [hostname];
  for (let i = 1; i < parts.length - 1; i += 1) domains.push(parts.slice(i).join("."));
  return domains;
}

/**
 * Removes the tag script and the analytics cookies. Code the tags already ran cannot be
 * unloaded, so after a withdrawal the page is reloaded by the caller.
 */
export function unloadTagManager(): void {
  for (const script of document.querySelectorAll(SCRIPT_SELECTOR)) script.remove();
  const expired = `Expires=${new Date(0).toUTCString()}; Path=/`;
  for (const pair of document.cookie.split(";")) {
    const name = pair.split("=", 1)[0]?.trim() ?? "";
    if (!isAnalyticsCookie(name)) continue;
    for (const domain of ["", ...cookieDomains(window.location.hostname).map((d) => `; Domain=${d}`)]) {
      // biome-ignore lint/suspicious/noDocumentCookie: deleting cookies set by third-party tags
      document.cookie = `${name}=; ${expired}${domain}`;
    }
  }
}
