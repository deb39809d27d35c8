/** Attributes every cookie of the app carries (spec §9: Secure, SameSite strict, path /). */
export interface CookieOptions {
  /** Absolute expiry; omit for a browser-session cookie. */
  expires?: Date;
}

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/** Expiry one day after `now`: the lifetime of the remember-me token and the maintenance notice. */
export function oneDayFrom(now: Date): Date {
  return new Date(now.getTime() + ONE_DAY_MS);
}

/**
 * Builds a `document.cookie` assignment. Secure is always set: browsers treat
 * http://localhost as a secure context, so development and tests keep the production flags.
 */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", "SameSite=Strict", "Secure"];
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
  return parts.join("; ");
}

/** A cookie assignment that deletes `name` (same path, so the browser matches it). */
export function serializeExpiredCookie(name: string): string {
  return `${name}=; Path=/; SameSite=Strict; Secure; Expires=${new Date(0).toUTCString()}`;
}

/** Reads one cookie out of a `document.cookie` string. */
export function parseCookie(cookieHeader: string, name: string): string | null {
  for (const pair of cookieHeader.split(";")) {
    const separator = pair.indexOf("=");
    if (separator < 0) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export function readCookie(name: string): string | null {
  return parseCookie(document.cookie, name);
}

export function writeCookie(name: string, value: string, options?: CookieOptions): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in Firefox and Safari < 18.4
  document.cookie = serializeCookie(name, value, options);
}

export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie
  document.cookie = serializeExpiredCookie(name);
}
