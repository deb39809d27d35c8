import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let mario: string;
let giulia: string;
let editor: string;
const A = "/api/calendar/customer/appointment";
const FEED = "/api/calendar/customer/feed/";

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://contratti.example" }, { demoCatalogue: true });
  [mario, giulia, editor] = await t.loginAll("demo-customer", "demo-customer-2", "demo-editor");
});
afterAll(() => t.close());

const inject = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? authHeader(token) : {} });

/** The events of an iCalendar text, read by ical.js, a real RFC 5545 parser. */
function eventsOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zone = calendar.getFirstSubcomponent("vtimezone");
  if (zone) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      allDay: event.startDate.isDate,
      tzid: component.getFirstProperty("dtstart")?.getParameter("tzid") ?? null,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      startText: event.startDate.toString(),
    };
  });
}

describe("the calendar feed", () => {
  it("serves the customer's appointments and the published agendas' to a calendar program, by a revocable secret URL", async () => {
    const hearing = (
      await inject("POST", `${A}/create/`, mario, {
        title: "Udienza Tribunale di Forlì",
        description: "Causa Rossi c. Bianchi",
        place: "Tribunale di Forlì",
        start: "2026-12-03T10:00:00+01:00",
        end: "2026-12-03T11:00:00+01:00",
      })
    ).json();
    await inject("POST", `${A}/create/`, mario, {
      title: "Ferie",
      start: "2026-08-10T00:00:00+02:00",
      end: "2026-08-15T00:00:00+02:00",
      all_day: true,
    });
    const agenda = (
      await inject("POST", "/api/calendar/editor/agenda/create/", editor, {
        name: "Webinar",
        colour: "#1c7ed6",
        visibility: "published",
        modules: ["civil_commercial"],
      })
    ).json();
    await inject("POST", "/api/calendar/editor/appointment/create/", editor, {
      agenda: agenda.id,
      title: "Webinar di prova sulla locazione",
      start: "2027-01-14T16:00:00+01:00",
      end: "2027-01-14T17:30:00+01:00",
    });

    expect((await inject("GET", FEED, mario)).json()).toEqual({ enabled: false, created_at: null });
    const { url } = (await inject("POST", FEED, mario)).json();
    expect(url).toMatch(/^https:\/\/contratti\.example\/api\/calendar\/feed\/[\w-]{43}\/calendar\.ics$/);
    const path = new URL(url).pathname;
    const served = await inject("GET", path);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(served.body).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Rome");
    const events = eventsOf(served.body);
    const byTitle = new Map(events.map((e) => [e.summary, e]));
    expect(byTitle.get("Udienza Tribunale di Forlì")).toMatchObject({
      tzid: "Europe/Rome",
      start: "2026-12-03T09:00:00.000Z",
      end: "2026-12-03T10:00:00.000Z",
      startText: "2026-12-03T10:00:00",
      location: "Tribunale di Forlì",
      description: "Causa Rossi c. Bianchi",
      allDay: false,
    });
    expect(byTitle.get("Ferie")).toMatchObject({ allDay: true, startText: "2026-08-10" });
    expect(eventsOf(served.body).find((e) => e.summary === "Ferie")?.end).toContain("2026-08-1");
    expect(byTitle.get("Webinar di prova sulla locazione")?.start).toBe("2027-01-14T15:00:00.000Z");
    // The demo's published agendas of his module are in it too, the employment ones are not, and
    // nothing of Giulia's is.
    expect(byTitle.has("IMU: versamento del saldo 2026")).toBe(true);
    expect(byTitle.has("INAIL: autoliquidazione dei premi")).toBe(false);
    expect(events.filter((e) => e.summary.startsWith("Firma accordo"))).toEqual([]);

    // An edit keeps the event's UID: the calendar program updates it instead of adding one.
    const uid = byTitle.get("Udienza Tribunale di Forlì")?.uid;
    await inject("PUT", `${A}/partial-update/${hearing.id}/`, mario, {
      start: "2026-12-03T11:00:00+01:00",
      end: "2026-12-03T12:00:00+01:00",
    });
    const moved = eventsOf((await inject("GET", path)).body).find((e) => e.uid === uid);
    expect(moved?.start).toBe("2026-12-03T10:00:00.000Z");

    // A new URL replaces the old one; revoking ends it; a made-up token finds nothing.
    const renewed = (await inject("POST", FEED, mario)).json().url;
    expect(renewed).not.toBe(url);
    expect((await inject("GET", path)).statusCode).toBe(404);
    expect((await inject("GET", new URL(renewed).pathname)).statusCode).toBe(200);
    expect((await inject("DELETE", FEED, mario)).statusCode).toBe(204);
    expect((await inject("GET", new URL(renewed).pathname)).statusCode).toBe(404);
    expect(
      (await inject("GET", "/api/calendar/feed/not-a-real-token-at-all-000/calendar.ics")).statusCode,
    ).toBe(404);
  });

  it("downloads one appointment as an .ics file, to those who see it only", async () => {
    const own = (
      await inject("POST", `${A}/create/`, giulia, {
        title: "Firma accordo di conciliazione",
        start: "2026-12-10T15:00:00+01:00",
        end: "2026-12-10T16:00:00+01:00",
      })
    ).json();
    const file = await inject("GET", `${A}/ics/${own.id}/`, giulia);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-disposition"]).toContain("Firma accordo di conciliazione.ics");
    expect(eventsOf(file.body).map((e) => [e.summary, e.start])).toEqual([
      ["Firma accordo di conciliazione", "2026-12-10T14:00:00.000Z"],
    ]);
    expect((await inject("GET", `${A}/ics/${own.id}/`, mario)).statusCode).toBe(404);
  });
});
