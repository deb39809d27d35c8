import type { Appointment } from "@app/contracts";
import { afterAll, describe, expect, it } from "vitest";
import { keepsRomeTime } from "../../lib/rome-time";
import { i18n } from "../../lib/translator";
import { appointmentWhen } from "./appointment-when";

const appointment = (start: string, end: string, all_day = false) => ({ start, end, all_day }) as Appointment;

describe("an appointment's days and hours in a list", () => {
  afterAll(() => i18n.setLanguage("it"));

  it("are d/m/Y as every date of the product, the weekday short, on Rome's clock (issue 44)", () => {
    // Rome's 16 December all day, stored from its midnight (23:00 UTC the day before).
    const imu = appointment("2026-12-15T23:00:00Z", "2026-12-16T23:00:00Z", true);
    expect(appointmentWhen(imu, "Tutto il giorno")).toBe("mer 16/12/2026 · Tutto il giorno");
    const webinar = appointment("2027-01-21T15:00:00Z", "2027-01-21T16:30:00Z");
    expect(appointmentWhen(webinar, "Tutto il giorno")).toBe("gio 21/01/2027, 16:00–17:30");
    expect(appointmentWhen(webinar, "Tutto il giorno", false)).toBe("16:00–17:30");
    const days = appointment("2026-12-15T23:00:00Z", "2026-12-18T23:00:00Z", true);
    expect(appointmentWhen(days, "Tutto il giorno")).toBe("mer 16/12/2026 – ven 18/12/2026");
    const night = appointment("2026-12-16T21:00:00Z", "2026-12-17T01:00:00Z");
    expect(appointmentWhen(night, "Tutto il giorno")).toBe("mer 16/12/2026 22:00 – gio 17/12/2026 02:00");
  });

  it("write the weekday in the screen's language", () => {
    i18n.setLanguage("en");
    const webinar = appointment("2027-01-21T15:00:00Z", "2027-01-21T16:30:00Z");
    expect(appointmentWhen(webinar, "All day")).toBe("Thu 21/01/2027, 16:00–17:30");
  });
});

describe("whether a clock keeps Rome's time", () => {
  const winter = Date.UTC(2026, 0, 15);
  it("holds for a zone with Rome's offsets all year, not for one that differs even half the year", () => {
    const rome = (ms: number) =>
      new Date(ms).getUTCMonth() >= 3 && new Date(ms).getUTCMonth() <= 8 ? 120 : 60;
    expect(keepsRomeTime(winter, rome)).toBe(true);
    expect(keepsRomeTime(winter, () => -300)).toBe(false);
    expect(keepsRomeTime(winter, () => 60)).toBe(false);
  });
});
