import { AppError } from "./app-error";

/**
 * A fixed-window count of requests per client address, in this instance's memory: enough to slow
 * down guessing on a public capability URL (issue 46's signing page), not an exact limit — behind
 * two instances a client gets up to twice it. Old windows are swept as new ones open.
 */
export function createIpRateLimit(options: { max: number; windowMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts one request of `ip`; over the limit, a 429 with Retry-After. */
    hit(ip: string): void {
      const at = now();
      if (windows.size > 10_000)
        for (const [key, window] of windows) if (at - window.start >= options.windowMs) windows.delete(key);
      const window = windows.get(ip);
      if (!window || at - window.start >= options.windowMs) {
        windows.set(ip, { start: at, count: 1 });
        return;
      }
      window.count += 1;
      if (window.count > options.max) {
        const retry = Math.ceil((window.start + options.windowMs - at) / 1000);
        throw AppError.tooManyRequests("sign_rate_limited", {}, Math.max(1, retry));
      }
    },
  };
}
