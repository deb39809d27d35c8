import type { Appointment } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { romeToday } from "../../lib/rome-time";
import { appointmentBody, appointmentValues, newAppointmentValues } from "./appointment-values";

const appointment = (fields: Partial<Appointment>): Appointment => ({
  id: 1,
  title: "Ferie",
  description: "",
  start: "",
  end: "",
  all_day: false,
  place: "",
  reminder: null,
  agreement: null,
  agreement_title: null,
  agenda: null,
  agenda_name: null,
  colour: null,
  read_only: false,
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
  ...fields,
});

// Everything here is Rome's clock whatever the zone the tests run in (issue 31); run them with
// TZ=America/New_York or TZ=UTC to see it.
describe("appointment form values", () => {
  it("turn into moments with Rome's offset of that day, an all-day end being the Rome midnight after its last day", () => {
    const values = {
      ...newAppointmentValues({ day: "2026-12-03", start: "10:00", end: "11:30" }),
      title: " Udienza ",
    };
    const body = appointmentBody(values);
    expect(body).toMatchObject({
      title: "Udienza",
      start: "2026-12-03T10:00:00+01:00",
      end: "2026-12-03T11:30:00+01:00",
    });
    expect(appointmentBody({ ...values, start_day: "2026-07-01", end_day: "2026-07-01" })).toMatchObject({
      start: "2026-07-01T10:00:00+02:00",
      end: "2026-07-01T11:30:00+02:00",
    });
    const allDay = appointmentBody({
      ...values,
      all_day: true,
      start_day: "2026-12-16",
      end_day: "2026-12-16",
    });
    expect(allDay).toMatchObject({ start: "2026-12-16T00:00:00+01:00", end: "2026-12-17T00:00:00+01:00" });
    expect(allDay.reminder).toBeNull();
  });

  it("send nothing for a day not typed in full, for the server to refuse beside the field", () => {
    const values = newAppointmentValues({ day: "2026-12-03" });
    expect(appointmentBody({ ...values, start_day: "" }).start).toBe("");
    expect(appointmentBody({ ...values, all_day: true, end_day: "" }).end).toBe("2026-12-04T00:00:00+01:00");
  });

  it("start a new one in the morning of another day, today by Rome's calendar by default", () => {
    expect(newAppointmentValues({ day: "2030-05-06" })).toMatchObject({
      start_day: "2030-05-06",
      start_time: "09:00",
      end_day: "2030-05-06",
      end_time: "10:00",
    });
    expect(newAppointmentValues({}).start_day).toBe(romeToday());
  });

  it("end a range chosen up to midnight on the next day", () => {
    expect(newAppointmentValues({ day: "2026-12-03", start: "23:00", end: "00:00" })).toMatchObject({
      end_day: "2026-12-04",
      end_time: "00:00",
    });
  });

  it("read an appointment back on Rome's clock, an all-day one with its last day", () => {
    // The IMU deadline of the editors' calendar: all day on 16 December, stored from Rome's midnight.
    const imu = appointmentValues(
      appointment({ all_day: true, start: "2026-12-15T23:00:00.000Z", end: "2026-12-16T23:00:00.000Z" }),
    );
    expect([imu.start_day, imu.end_day]).toEqual(["2026-12-16", "2026-12-16"]);
    // Saved unchanged, it stays where it was.
    expect(appointmentBody(imu)).toMatchObject({
      start: "2026-12-16T00:00:00+01:00",
      end: "2026-12-17T00:00:00+01:00",
    });
    const holidays = appointmentValues(
      appointment({
        all_day: true,
        start: "2026-08-09T22:00:00Z",
        end: "2026-08-14T22:00:00Z",
        reminder: 1440,
      }),
    );
    expect([holidays.start_day, holidays.end_day, holidays.reminder]).toEqual([
      "2026-08-10",
      "2026-08-14",
      "1440",
    ]);
    const hearing = appointmentValues(
      appointment({ start: "2026-12-03T09:00:00Z", end: "2026-12-03T10:30:00Z" }),
    );
    expect(hearing).toMatchObject({ start_day: "2026-12-03", start_time: "10:00", end_time: "11:30" });
  });
});
