import { describe, expect, it } from "vitest";
import { addDays, romeDay, romeIso, romeMidnight, romeMoment } from "./rome-time";

describe("Rome time", () => {
  it("begins each day at Rome's midnight, across both DST changes", () => {
    expect(romeMidnight("2026-01-15").toISOString()).toBe("2026-01-14T23:00:00.000Z");
    expect(romeMidnight("2026-07-15").toISOString()).toBe("2026-07-14T22:00:00.000Z");
    // The day the clocks go forward (29 March 2026) begins in winter time, the next in summer time.
    expect(romeMidnight("2026-03-29").toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(romeMidnight("2026-03-30").toISOString()).toBe("2026-03-29T22:00:00.000Z");
    // The day they go back (25 October 2026) begins in summer time and lasts 25 hours.
    expect(romeMidnight("2026-10-25").toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(romeMidnight("2026-10-26").toISOString()).toBe("2026-10-25T23:00:00.000Z");
  });

  it("reads the Rome day of a moment, and writes moments with Rome's offset", () => {
    expect(romeDay(new Date("2026-11-25T23:30:00Z"))).toBe("2026-11-26");
    expect(romeDay(new Date("2026-06-30T21:59:59Z"))).toBe("2026-06-30");
    expect(romeDay(new Date("2026-06-30T22:00:00Z"))).toBe("2026-07-01");
    expect(romeIso(new Date("2026-12-03T09:00:00Z"))).toBe("2026-12-03T10:00:00+01:00");
    expect(romeIso(new Date("2026-08-03T09:00:00Z"))).toBe("2026-08-03T11:00:00+02:00");
    expect(romeMoment("2026-10-25", "10:00").toISOString()).toBe("2026-10-25T09:00:00.000Z");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
  });
});
