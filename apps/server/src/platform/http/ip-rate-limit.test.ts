import { describe, expect, it } from "vitest";
import { AppError } from "./app-error";
import { createIpRateLimit } from "./ip-rate-limit";

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
