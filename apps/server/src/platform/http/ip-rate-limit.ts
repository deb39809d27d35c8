import ipaddr from "ipaddr.js";
import { AppError } from "./app-error";

/** Past this many windows the oldest is dropped: the memory stays bounded whatever the traffic. */
const MAX_WINDOWS = 50_000;

/**
 * Whom a window counts: an IPv4 address, or an IPv6 address's /64 — one subscriber's whole
 * network (RFC 6177), which a guesser could otherwise walk through, one fresh address a request.
 */
export function rateLimitKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip); // an IPv4-mapped IPv6 address counts as its IPv4
  if (address.kind() === "ipv4") return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(":")}::/64`;
}

/**
 * A fixed-window count of requests per client address, in this instance's memory: enough to slow
 * down guessing on a public capability URL (issue 46's signing page), not an exact limit — behind
 * two instances a client gets up to twice it. Old windows are swept as new ones open, and at most
 * MAX_WINDOWS are kept (the oldest go first: Map keeps insertion order).
 */
export function createIpRateLimit(options: {
  max: number;
  windowMs: number;
  now?: () => number;
  maxWindows?: number;
  /** The 429's message (the signing page's by default). */
  messageKey?: "sign_rate_limited" | "pec_test_rate_limited";
}) {
  const now = options.now ?? Date.now;
  const maxWindows = options.maxWindows ?? MAX_WINDOWS;
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts one request of `ip`; over the limit, a 429 with Retry-After. */
    hit(ip: string): void {
      const at = now();
      const key = rateLimitKey(ip);
      if (windows.size >= maxWindows / 2)
        for (const [old, window] of windows) if (at - window.start >= options.windowMs) windows.delete(old);
      const window = windows.get(key);
      if (!window || at - window.start >= options.windowMs) {
        windows.delete(key);
        while (windows.size >= maxWindows) windows.delete(windows.keys().next().value as string);
        windows.set(key, { start: at, count: 1 });
        return;
      }
      window.count += 1;
      if (window.count > options.max) {
        const retry = Math.ceil((window.start + options.windowMs - at) / 1000);
        throw AppError.tooManyRequests(options.messageKey ?? "sign_rate_limited", {}, Math.max(1, retry));
      }
    },
    /** How many windows are kept: for the test of the bound. */
    get size() {
      return windows.size;
    },
  };
}
