import { describe, expect, it } from "vitest";
import { codeAt, matchingStep, stepAt } from "./totp";

// RFC 6238, appendix B: the SHA-1 seed "12345678901234567890" (here in base32), 8-digit codes;
// a 6-digit code is the last six digits of the same value.
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const VECTORS: [seconds: number, eightDigits: string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP (RFC 6238)", () => {
  it("computes the RFC's test vectors", () => {
    for (const [seconds, eight] of VECTORS) {
      expect(codeAt(RFC_SECRET, new Date(seconds * 1000))).toBe(eight.slice(2));
    }
  });

  it("accepts a code one step either side of now, and nothing further", () => {
    const now = new Date(1111111111 * 1000);
    const step = stepAt(now);
    const at = (steps: number) => codeAt(RFC_SECRET, new Date(now.getTime() + steps * 30_000));
    expect(matchingStep(RFC_SECRET, at(0), now)).toBe(step);
    expect(matchingStep(RFC_SECRET, at(-1), now)).toBe(step - 1);
    expect(matchingStep(RFC_SECRET, at(1), now)).toBe(step + 1);
    expect(matchingStep(RFC_SECRET, at(-2), now)).toBeNull();
    expect(matchingStep(RFC_SECRET, at(2), now)).toBeNull();
  });

  it("refuses what is not six digits", () => {
    const now = new Date(59_000);
    expect(matchingStep(RFC_SECRET, "94287082", now)).toBeNull();
    expect(matchingStep(RFC_SECRET, "28708", now)).toBeNull();
    expect(matchingStep(RFC_SECRET, "abcdef", now)).toBeNull();
  });
});
