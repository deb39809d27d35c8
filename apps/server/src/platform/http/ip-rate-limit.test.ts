import { describe, expect, it } from "vitest";
import { AppError } from "./app-error";
import { createIpRateLimit, rateLimitKey } from "./ip-rate-limit";

describe("the per-address limit of a public page", () => {
  it("refuses an address past its count until its window ends, other addresses untouched", () => {
    let now = 0;
    const limit = createIpRateLimit({ max: 2, windowMs: 60_000, now: () => now });
    limit.hit("10.0.0.1");
    limit.hit("10.0.0.1");
    let refusal: unknown;
    try {
      limit.hit("10.0.0.1");
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).statusCode).toBe(429);
    expect((refusal as AppError).headers["retry-after"]).toBe("60");
    expect(() => limit.hit("10.0.0.2")).not.toThrow();
    now = 60_000;
    expect(() => limit.hit("10.0.0.1")).not.toThrow();
  });
});

describe("whom the limit counts", () => {
  it("counts an IPv6 network's /64 as one client, and a mapped IPv4 as its IPv4", () => {
    const limit = createIpRateLimit({ max: 2, windowMs: 60_000, now: () => 0 });
    limit.hit("2001:db8:1:2::1");
    limit.hit("2001:db8:1:2:ffff:ffff:ffff:fffe");
    expect(() => limit.hit("2001:0db8:0001:0002:0:0:0:42")).toThrow(AppError);
    expect(() => limit.hit("2001:db8:1:3::1")).not.toThrow();
    expect(rateLimitKey("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(rateLimitKey("192.0.2.7")).toBe("192.0.2.7");
  });

  it("keeps at most its bound of windows, even when every one of them is still open", () => {
    const limit = createIpRateLimit({ max: 5, windowMs: 60_000, now: () => 0, maxWindows: 100 });
    for (let i = 0; i < 1000; i++) limit.hit(`10.0.${Math.floor(i / 256)}.${i % 256}`);
    expect(limit.size).toBe(100);
  });
});
