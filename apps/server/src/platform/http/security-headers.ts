import type { IncomingMessage, ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";
import type { Config } from "../../config/config.schema";

/**
 * Where Google Tag Manager and the Google Analytics tags it loads run from (Google's CSP guide
 * for Tag Manager and GA4; GA4 collects on regional hosts such as region1.google-analytics.com).
 * Allowed only when TAG_MANAGER_ID is configured: the web app injects the tag manager after the
 * visitor's consent, as an external script (no inline script is ever allowed).
 */
export const TAG_MANAGER_SOURCES = {
  script: ["https://www.googletagmanager.com"],
  img: ["https://www.googletagmanager.com", "https://*.google-analytics.com"],
  connect: [
    "https://www.googletagmanager.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
  ],
} as const;

function contentSecurityPolicy(config: Config): HelmetOptions["contentSecurityPolicy"] {
  const frames = [config.FEDERATED_HEADER_URL, config.FEDERATED_FOOTER_URL]
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url).origin);
  const tags = config.TAG_MANAGER_ID ? TAG_MANAGER_SOURCES : { script: [], img: [], connect: [] };
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...tags.script],
      // Mantine sets style attributes at run time; no inline script is ever allowed.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", ...tags.img],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'", ...tags.connect],
      frameSrc: ["'self'", ...frames],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  };
}

/**
 * Helmet's header set (strict CSP, nosniff, HSTS, frame and referrer policies...), computed once
 * at start. Running helmet per request cost 60% of the throughput of a small JSON route
 * (docs/decisions/0002-security-headers-precomputed.md); the headers never vary by request.
 */
export function computeSecurityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet({
    contentSecurityPolicy: contentSecurityPolicy(config),
    // Browsers keep to HTTPS for a year once they have seen it (issue 35); only in production,
    // where TLS is certain: a developer's https://localhost must not be pinned.
    strictTransportSecurity:
      config.NODE_ENV === "production" ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  })({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error("helmet did not complete synchronously");
  return headers;
}
