import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Day } from "./dates";
import { Dec, roundHalfUp } from "./decimal";
import { pointAt, ratePeriods, seriesPoints, simpleInterest } from "./series";
import { legalRateSeries } from "./test/legal-rate";

const day = (text: string) => Day.parse(text) as Day;
const points = seriesPoints(legalRateSeries());
const legalInterest = (capital: string, from: string, to: string) => {
  const periods = ratePeriods(points, day(from), day(to));
  if (!Array.isArray(periods)) throw new Error(`uncovered from ${periods.uncovered}`);
  return simpleInterest(new Dec(capital), periods);
};
const cents = (value: Dec) => roundHalfUp(value, 2).toFixed(2);

describe("dated series and simple interest (worked examples from the legal-rate table)", () => {
  it("accrues every day after the start up to the end, at the rate in force that day", () => {
    // 2023 at 5 % (365 days), 2024 at 2.5 % (366 days): 500 + 250.684931… = 750.68.
    expect(cents(legalInterest("10000", "2022-12-31", "2024-12-31"))).toBe("750.68");
    // 183 days of 2024 at 2.5 % (12.534246…) and 74 of 2025 at 2 % (4.054794…) = 16.59.
    expect(cents(legalInterest("1000", "2024-07-01", "2025-03-15"))).toBe("16.59");
    // The 1990 change took effect on 16 December: 14 days at 5 %, 16 at 10 % → 70 + 160.
    expect(cents(legalInterest("36500", "1990-12-01", "1990-12-31"))).toBe("230.00");
    expect(legalInterest("1000", "2026-03-01", "2026-03-01").toString()).toBe("0");
  });

  it("splits the period at each change, the start day excluded and the end day included", () => {
    const periods = ratePeriods(points, day("2023-06-30"), day("2025-01-10"));
    if (!Array.isArray(periods)) throw new Error("covered");
    expect(periods.map((p) => [p.from.toString(), p.to.toString(), p.days, p.rate.toString()])).toEqual([
      ["2023-06-30", "2023-12-31", 184, "5"],
      ["2023-12-31", "2024-12-31", 366, "2.5"],
      ["2024-12-31", "2025-01-10", 10, "2"],
    ]);
    expect(periods.reduce((sum, p) => sum + p.days, 0)).toBe(day("2023-06-30").daysUntil(day("2025-01-10")));
  });

  it("adds an offset to every piece (late payment: ECB rate + 8 points)", () => {
    const periods = ratePeriods(points, day("2024-12-31"), day("2025-12-31"), new Dec(8));
    if (!Array.isArray(periods)) throw new Error("covered");
    expect(periods.map((p) => p.rate.toString())).toEqual(["10"]);
  });

  it("names the first day the series does not cover", () => {
    expect(ratePeriods(points, day("1942-01-01"), day("1943-01-01"))).toEqual({
      uncovered: day("1942-01-02"),
    });
  });

  it("never changes the interest, beyond the 34th digit, when the period is split anywhere", () => {
    const start = day("1985-01-01").epochDay;
    const end = day("2026-11-25").epochDay;
    fc.assert(
      fc.property(
        fc.integer({ min: start, max: end }),
        fc.integer({ min: start, max: end }),
        fc.integer({ min: start, max: end }),
        fc.integer({ min: 1, max: 10_000_000_00 }),
        (a, b, c, capitalCents) => {
          const [from, middle, to] = [a, b, c]
            .sort((x, y) => x - y)
            .map((n) => Day.fromEpochDay(n).toString()) as [string, string, string];
          const capital = new Dec(capitalCents).div(100).toString();
          const whole = legalInterest(capital, from, to);
          const pieces = legalInterest(capital, from, middle).plus(legalInterest(capital, middle, to));
          expect(whole.minus(pieces).abs().lt("1e-20")).toBe(true);
          expect(cents(whole)).toBe(cents(pieces));
        },
      ),
      { seed: 14, numRuns: 300 },
    );
  });

  it("refuses to compute over a gap of the series instead of carrying the last value on", () => {
    const ecb = seriesPoints({
      slug: "tasso-bce",
      values: [
        { valid_from: "2013-01-01", valid_to: "2013-06-30", value: "0.75" },
        { valid_from: "2017-01-01", value: "0" },
      ],
    });
    const within = ratePeriods(ecb, day("2013-01-31"), day("2013-06-30"), new Dec(8));
    expect(Array.isArray(within) && within.map((p) => [p.days, p.rate.toString()])).toEqual([[150, "8.75"]]);
    expect(ratePeriods(ecb, day("2013-06-01"), day("2017-02-01"))).toEqual({ uncovered: day("2013-07-01") });
    expect(ratePeriods(ecb, day("2016-12-31"), day("2017-02-01"))).toMatchObject([{ days: 32 }]);
  });

  it("holds a monthly value (an index) for its month only: the next month is a gap", () => {
    const foi = seriesPoints({
      slug: "foi",
      values: [
        { valid_from: "2026-07", value: "103.1" },
        { valid_from: "2026-08", value: "103.7" },
      ],
    });
    expect(pointAt(foi, day("2026-08-31"))?.value.toString()).toBe("103.7");
    expect(pointAt(foi, day("2026-07-01"))?.value.toString()).toBe("103.1");
    expect(pointAt(foi, day("2026-09-01"))).toBeNull();
  });

  it("refuses a series value that is not a number or a date", () => {
    expect(() => seriesPoints({ slug: "s", values: [{ valid_from: "2026-13-01", value: "1" }] })).toThrow(
      "not a date",
    );
    expect(() => seriesPoints({ slug: "s", values: [{ valid_from: "2026-01", value: "uno" }] })).toThrow(
      "not a number",
    );
  });
});
