import { describe, expect, it } from "vitest";
import { appointmentBody, appointmentValues, newAppointmentValues } from "./appointment-values";

describe("appointment form values", () => {
  it("turn into moments with the browser's offset, an all-day end being the midnight after its last day", () => {
    const values = {
      ...newAppointmentValues({ day: "2026-12-03", start: "10:00", end: "11:30" }),
      title: " Udienza ",
    };
    const body = appointmentBody(values);
    expect(body.title).toBe("Udienza");
    expect(new Date(body.start).getHours()).toBe(10);
    expect(new Date(body.end).getTime() - new Date(body.start).getTime()).toBe(90 * 60_000);
    const allDay = appointmentBody({
      ...values,
      all_day: true,
      start_day: "2026-08-10",
      end_day: "2026-08-14",
    });
    expect(new Date(allDay.end).getDate()).toBe(15);
    expect(new Date(allDay.start).getHours()).toBe(0);
    expect(allDay.reminder).toBeNull();
  });

  it("start a new one at the next whole hour of the day, or in the morning of another day", () => {
    const later = new Date(Date.now() + 2 * 86_400_000);
    const day = `${later.getFullYear()}-${String(later.getMonth() + 1).padStart(2, "0")}-${String(later.getDate()).padStart(2, "0")}`;
    expect(newAppointmentValues({ day })).toMatchObject({
      start_day: day,
      start_time: "09:00",
      end_time: "10:00",
    });
  });

  it("read an all-day appointment back with its last day, as the form shows it", () => {
    const start = new Date(2026, 7, 10).toISOString();
    const end = new Date(2026, 7, 15).toISOString();
    const values = appointmentValues({
      id: 1,
      title: "Ferie",
      description: "",
      start,
      end,
      all_day: true,
      place: "",
      reminder: 1440,
      agreement: null,
      agreement_title: null,
      agenda: null,
      agenda_name: null,
      colour: null,
      read_only: false,
      created_at: start,
      updated_at: start,
    });
    expect([values.start_day, values.end_day, values.reminder]).toEqual(["2026-08-10", "2026-08-14", "1440"]);
  });
});
