import { describe, expect, it } from "vitest";
import { addDays, formatInRome, formatRome, romeDay, romeMoment, romeWallClock } from "./rome-time";

describe("Rome wall clock ↔ moments", () => {
  it("reads a moment as Rome's wall clock, winter and summer", () => {
    expect(romeWallClock("2026-01-15T09:30:00Z")).toBe("2026-01-15 10:30:00");
    expect(romeWallClock("2026-07-01T08:00:00Z")).toBe("2026-07-01 10:00:00");
  });

  it("gives a wall-clock time the offset in force on that day", () => {
    expect(romeMoment("2026-01-15 10:30:00")).toBe("2026-01-15T10:30:00+01:00");
    expect(romeMoment("2026-07-01 10:00")).toBe("2026-07-01T10:00:00+02:00");
  });

  it("is right on both sides of the clock changes", () => {
    // Summer time starts on 29 March 2026 at 02:00 and ends on 25 October 2026 at 03:00.
    expect(romeMoment("2026-03-29 01:30:00")).toBe("2026-03-29T01:30:00+01:00");
    expect(romeMoment("2026-03-29 03:30:00")).toBe("2026-03-29T03:30:00+02:00");
    expect(romeMoment("2026-10-25 01:30:00")).toBe("2026-10-25T01:30:00+02:00");
    expect(romeMoment("2026-10-25 04:00:00")).toBe("2026-10-25T04:00:00+01:00");
  });

  it("round-trips", () => {
    for (const wall of ["2026-02-28 23:59:00", "2026-08-15 00:00:00", "2027-12-31 12:00:00"]) {
      const moment = romeMoment(wall);
      expect(moment).not.toBeNull();
      expect(romeWallClock(moment as string)).toBe(wall);
    }
  });

  it("refuses what is not a date and time", () => {
    expect(romeMoment("")).toBeNull();
    expect(romeMoment("2026-07-01")).toBeNull();
    expect(romeMoment("domani alle 10")).toBeNull();
  });
});

describe("Rome's days and formats", () => {
  it("give the day in Rome, not the machine's zone's day", () => {
    // Rome's midnight that begins 16 December is 15 December in UTC and in New York.
    expect(romeDay("2026-12-15T23:00:00Z")).toBe("2026-12-16");
    expect(romeDay("2026-12-16T22:59:59Z")).toBe("2026-12-16");
    expect(romeDay("2026-12-16T23:00:00Z")).toBe("2026-12-17");
  });

  it("count calendar days, across months, years and clock changes", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
  });

  it("show day/month/year and the time in Rome", () => {
    expect(formatRome("2026-07-01T08:00:00Z")).toBe("01/07/2026, 10:00");
    expect(formatRome("2026-12-31T23:30:00Z")).toBe("01/01/2027, 00:30");
    expect(formatInRome("2026-12-15T23:00:00Z", "D MMMM YYYY")).toBe("16 dicembre 2026");
    expect(formatInRome("2026-12-16T09:00:00Z", "dddd HH:mm")).toBe("mercoledì 10:00");
  });
});
