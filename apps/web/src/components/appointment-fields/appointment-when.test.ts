import type { Appointment } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { appointmentWhen } from "./appointment-when";

const appointment = (fields: Partial<Appointment>) => ({ all_day: false, ...fields }) as Appointment;

// Rome's days and hours whatever the zone the tests run in (issue 31: TZ=America/New_York showed 15 December).
describe("when an appointment is", () => {
  it("shows an all-day appointment on its Rome day", () => {
    const imu = appointment({ all_day: true, start: "2026-12-15T23:00:00Z", end: "2026-12-16T23:00:00Z" });
    expect(appointmentWhen(imu, "Tutto il giorno")).toBe("mercoledì 16 dicembre 2026 · Tutto il giorno");
    expect(appointmentWhen(imu, "Tutto il giorno", false)).toBe("Tutto il giorno");
    const span = appointment({ all_day: true, start: "2026-08-09T22:00:00Z", end: "2026-08-14T22:00:00Z" });
    expect(appointmentWhen(span, "Tutto il giorno")).toBe("10 agosto – 14 agosto 2026");
  });

  it("shows a timed appointment at its Rome hours", () => {
    const hearing = appointment({ start: "2026-12-03T09:00:00Z", end: "2026-12-03T10:30:00Z" });
    expect(appointmentWhen(hearing, "")).toBe("giovedì 3 dicembre 2026, 10:00–11:30");
    expect(appointmentWhen(hearing, "", false)).toBe("10:00–11:30");
    const late = appointment({ start: "2026-12-03T22:30:00Z", end: "2026-12-03T23:30:00Z" });
    expect(appointmentWhen(late, "")).toBe("3 dic 23:30 – 4 dic 00:30");
  });
});
