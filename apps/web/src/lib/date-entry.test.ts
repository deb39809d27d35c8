import { describe, expect, it } from "vitest";
import { parseDateTimeEntry, parseDayEntry, withKeptTime } from "./date-entry";

describe("typed dates", () => {
  it("read day/month/year, whatever the browser's language", () => {
    expect(parseDayEntry("16/12/2026")).toBe("2026-12-16");
    expect(parseDayEntry(" 1/2/2026 ")).toBe("2026-02-01");
    expect(parseDayEntry("01.02.2026")).toBe("2026-02-01");
    expect(parseDayEntry("01-02-2026")).toBe("2026-02-01");
    expect(parseDayEntry("2026-12-16")).toBe("2026-12-16");
  });

  it("wait for a whole, real day", () => {
    for (const text of [
      "",
      "16",
      "16/12",
      "16/12/2",
      "16/12/202",
      "31/04/2026",
      "29/02/2027",
      "12/31/2026",
      "oggi",
    ])
      expect(parseDayEntry(text), text).toBeNull();
    expect(parseDayEntry("29/02/2028")).toBe("2028-02-29");
  });

  it("keep a date-time field's time when only its day changes", () => {
    expect(withKeptTime("2026-12-17", "2026-12-16 10:30:00", "09:00:00")).toBe("2026-12-17 10:30:00");
    expect(withKeptTime("2026-12-17", "", "09:00:00")).toBe("2026-12-17 09:00:00");
    expect(withKeptTime("2026-12-17 11:00:00", "2026-12-16 10:30:00", "09:00:00")).toBe(
      "2026-12-17 11:00:00",
    );
    expect(withKeptTime(null, "2026-12-16 10:30:00", "09:00:00")).toBe("");
  });

  it("read a day and a 24-hour time, or the day alone while the time is not typed", () => {
    expect(parseDateTimeEntry("16/12/2026 10:30")).toBe("2026-12-16 10:30:00");
    expect(parseDateTimeEntry("16/12/2026, 9.05")).toBe("2026-12-16 09:05:00");
    expect(parseDateTimeEntry("16/12/2026")).toBe("2026-12-16");
    for (const text of [
      "16/12/2026 1",
      "16/12/2026 10:3",
      "16/12/2026 24:00",
      "16/12/2026 10:60",
      "16/12/2026 10:30 PM",
    ])
      expect(parseDateTimeEntry(text), text).toBeNull();
  });
});
