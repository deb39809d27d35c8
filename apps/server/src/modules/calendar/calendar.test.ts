import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, romeDay, romeMidnight, romeMoment } from "../../platform/time/rome-time";
import { createTestApp, type TestApp } from "../../test/test-app";
import { dateListWindow } from "./appointment.service";

let t: TestApp;
let mario: string;
let giulia: string;
let _editor: string;
const A = "/api/calendar/customer/appointment";
const _E = "/api/calendar/editor";

beforeAll(async () => {
  t = await createTestApp({}, { demoCatalogue: true });
  [mario, giulia, _editor] = await t.loginAll("demo-customer", "demo-customer-2", "demo-editor");
});
afterAll(() => t.close());

const call = (...args: Parameters<TestApp["call"]>) =>
  t.call(args[0], args[1], args[2], args[3], { "accept-language": "en" });
const create = async (token: string, body: object) => {
  const response = await call("POST", `${A}/create/`, token, body);
  if (response.status !== 201) throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
};
const dateList = async (token: string, from: string, to: string, extra = "") =>
  (await call("GET", `${A}/date-list/?filter__end__gt=${from}&filter__start__lt=${to}${extra}`, token)).body;
const dayView = async (token: string, day: string, next: string) =>
  (await call("GET", `${A}/list/?no_page=no_page&filter__end__gt=${day}&filter__start__lt=${next}`, token))
    .body.results as { id: number; title: string }[];

describe("a customer's appointments", () => {
  it("are created with Rome's offset, read back the same, and changed only in what is sent", async () => {
    const created = await create(mario, {
      title: "Firma del contratto di locazione",
      description: "Portare i documenti d'identità",
      start: "2026-12-03T09:00:00Z",
      end: "2026-12-03T10:30:00+01:00",
      place: "Studio, Via Roma 1, Forlì",
      reminder: 60,
    });
    expect(created).toMatchObject({
      title: "Firma del contratto di locazione",
      start: "2026-12-03T10:00:00+01:00",
      end: "2026-12-03T10:30:00+01:00",
      all_day: false,
      reminder: 60,
      agreement: null,
      agenda: null,
      read_only: false,
    });
    const moved = await call("PUT", `${A}/partial-update/${created.id}/`, mario, {
      start: "2026-12-04T15:00:00+01:00",
      end: "2026-12-04T16:00:00+01:00",
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      title: "Firma del contratto di locazione",
      description: "Portare i documenti d'identità",
      place: "Studio, Via Roma 1, Forlì",
      start: "2026-12-04T15:00:00+01:00",
      reminder: 60,
    });
    const cleared = await call("PUT", `${A}/partial-update/${created.id}/`, mario, { reminder: null });
    expect(cleared.body.reminder).toBeNull();
    expect((await call("DELETE", `${A}/destroy/${created.id}/`, mario)).status).toBe(204);
    expect((await call("GET", `${A}/retrieve/${created.id}/`, mario)).status).toBe(404);
  });

  it("run whole Rome days when all day, summer or winter", async () => {
    const summer = await create(mario, {
      title: "Ferie dello studio",
      start: "2026-08-10T15:00:00+02:00",
      end: "2026-08-14T09:00:00+02:00",
      all_day: true,
    });
    expect([summer.start, summer.end]).toEqual(["2026-08-10T00:00:00+02:00", "2026-08-15T00:00:00+02:00"]);
    const oneDay = await create(mario, {
      title: "Scadenza IMU",
      start: "2026-12-16T00:00:00+01:00",
      end: "2026-12-17T00:00:00+01:00",
      all_day: true,
    });
    expect([oneDay.start, oneDay.end]).toEqual(["2026-12-16T00:00:00+01:00", "2026-12-17T00:00:00+01:00"]);
    await call("DELETE", `${A}/destroy/${summer.id}/`, mario);
    await call("DELETE", `${A}/destroy/${oneDay.id}/`, mario);
  });

  it("refuses bad input field by field, and saves nothing", async () => {
    const before = (await call("GET", `${A}/list/?no_page=no_page`, mario)).body.count;
    const cases: [object, string][] = [
      [{ title: "x", start: "2026-12-03T10:00:00+01:00", end: "2026-12-03T09:00:00+01:00" }, "end"],
      [{ title: "x", start: "2026-12-03T10:00:00+01:00", end: "2026-12-03T10:00:00+01:00" }, "end"],
      [{ title: "x", start: "2026-12-03 10:00", end: "2026-12-03T11:00:00+01:00" }, "start"],
      [{ title: "x", start: "2026-12-03T10:00:00", end: "2026-12-03T11:00:00+01:00" }, "start"],
      [{ title: "x", start: "0001-01-01T10:00:00Z", end: "2026-12-03T11:00:00+01:00" }, "start"],
      [{ title: "", start: "2026-12-03T10:00:00+01:00", end: "2026-12-03T11:00:00+01:00" }, "title"],
      [
        { title: "x", start: "2026-12-03T10:00:00+01:00", end: "2026-12-03T11:00:00+01:00", reminder: 30 },
        "reminder",
      ],
      [
        {
          title: "x",
          start: "2026-12-03T10:00:00+01:00",
          end: "2026-12-03T11:00:00+01:00",
          agreement: 999999,
        },
        "agreement",
      ],
      [
        { title: "x", start: "2026-12-03T10:00:00+01:00", end: "2026-12-03T11:00:00+01:00", owner: 1 },
        "owner",
      ],
    ];
    for (const [body, field] of cases) {
      const response = await call("POST", `${A}/create/`, mario, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.body), JSON.stringify(body)).toContain(field);
    }
    expect((await call("GET", `${A}/list/?no_page=no_page`, mario)).body.count).toBe(before);
  });

  it("links only the customer's own agreement", async () => {
    const giuliaAgreements = (
      await call("GET", "/api/agreement/customer/agreement/list/?no_page=no_page", giulia)
    ).body.results;
    if (giuliaAgreements.length === 0) return;
    const response = await call("POST", `${A}/create/`, mario, {
      title: "Prova",
      start: "2026-12-03T10:00:00+01:00",
      end: "2026-12-03T11:00:00+01:00",
      agreement: giuliaAgreements[0].id,
    });
    expect(response.status).toBe(400);
    expect(response.body.agreement).toBeDefined();
  });
});

describe("the days with appointments and the day view", () => {
  it("marks each Rome day an appointment touches, across month ends and both DST changes", async () => {
    const made = [
      // Across the end of January: marked on both sides of the month.
      await create(giulia, {
        title: "Trasferta",
        start: "2026-01-30T18:00:00+01:00",
        end: "2026-02-02T12:00:00+01:00",
      }),
      // Half past midnight on the night the clocks go forward (29 March 2026).
      await create(giulia, {
        title: "Notte",
        start: "2026-03-29T00:30:00+01:00",
        end: "2026-03-29T03:30:00+02:00",
      }),
      // The last hour of the 25-hour day the clocks go back (25 October 2026), in winter time.
      await create(giulia, {
        title: "Tardi",
        start: "2026-10-25T23:00:00+01:00",
        end: "2026-10-25T23:59:00+01:00",
      }),
      // Ends exactly at midnight: does not touch the next day.
      await create(giulia, {
        title: "Fino a mezzanotte",
        start: "2026-10-26T22:00:00+01:00",
        end: "2026-10-27T00:00:00+01:00",
      }),
    ];
    expect(await dateList(giulia, "2026-01-01", "2026-02-01")).toEqual(["2026-01-30", "2026-01-31"]);
    expect(await dateList(giulia, "2026-02-01", "2026-03-01")).toEqual(["2026-02-01", "2026-02-02"]);
    // The web app asks for the month shown ± 15 days.
    expect(await dateList(giulia, "2026-01-16", "2026-03-16")).toEqual([
      "2026-01-30",
      "2026-01-31",
      "2026-02-01",
      "2026-02-02",
    ]);
    expect(await dateList(giulia, "2026-03-14", "2026-04-16")).toEqual(["2026-03-29"]);
    expect(await dateList(giulia, "2026-10-01", "2026-11-01")).toEqual(["2026-10-25", "2026-10-26"]);
    // The spec's other list parameters are accepted with it, and its filters apply.
    expect(
      await dateList(giulia, "2026-10-01", "2026-11-01", "&per_page=10&page=1&order_by__=start"),
    ).toEqual(["2026-10-25", "2026-10-26"]);
    expect(await dateList(giulia, "2026-10-01", "2026-11-01", "&filter__title=Tardi")).toEqual([
      "2026-10-25",
    ]);
    // Another customer sees none of them.
    expect(await dateList(mario, "2026-01-01", "2026-12-31")).not.toContain("2026-01-30");

    // The day view: the selected day up to the next one.
    expect((await dayView(giulia, "2026-03-29", "2026-03-30")).map((r) => r.title)).toEqual(["Notte"]);
    expect((await dayView(giulia, "2026-10-25", "2026-10-26")).map((r) => r.title)).toEqual(["Tardi"]);
    expect((await dayView(giulia, "2026-10-26", "2026-10-27")).map((r) => r.title)).toEqual([
      "Fino a mezzanotte",
    ]);
    expect(await dayView(giulia, "2026-10-27", "2026-10-28")).toEqual([]);
    expect((await dayView(giulia, "2026-01-31", "2026-02-01")).map((r) => r.title)).toEqual(["Trasferta"]);
    for (const appointment of made) await call("DELETE", `${A}/destroy/${appointment.id}/`, giulia);
  });

  it("answers for this Rome month ± 15 days when no window is asked (issue 31)", async () => {
    const today = romeDay(Date.now());
    const first = `${today.slice(0, 7)}-01`;
    const [year = 0, month = 0] = today.split("-").map(Number);
    const nextFirst = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
    const days = [addDays(first, -16), addDays(first, -15), addDays(nextFirst, 14), addDays(nextFirst, 15)];
    const made = [];
    for (const day of days) {
      const start = romeMoment(day, "10:00");
      made.push(
        await create(giulia, {
          title: "Finestra predefinita",
          start: start.toISOString(),
          end: new Date(start.getTime() + 3_600_000).toISOString(),
        }),
      );
    }
    const answer = await call("GET", `${A}/date-list/?filter__title=Finestra%20predefinita`, giulia);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([days[1], days[2]]);
    // The spec's own call: list parameters, no filters.
    const literal = await call("GET", `${A}/date-list/?per_page=10&page=1&order_by__=start`, giulia);
    expect(literal.status).toBe(200);
    expect(literal.body).toEqual(expect.arrayContaining([days[1], days[2]]));
    expect(literal.body).not.toContain(days[0]);
    for (const appointment of made) await call("DELETE", `${A}/destroy/${appointment.id}/`, giulia);
  });

  it("takes the month as it is in Rome, December's window into January", () => {
    const window = (now: string) => dateListWindow({}, Date.parse(now));
    expect(window("2026-12-10T12:00:00Z")).toEqual({
      from: romeMidnight("2026-11-16"),
      to: romeMidnight("2027-01-16"),
    });
    // 00:30 on 1 April in Rome is still 31 March in UTC.
    expect(window("2026-03-31T22:30:00Z")).toEqual({
      from: romeMidnight("2026-03-17"),
      to: romeMidnight("2026-05-16"),
    });
  });

  it("refuses a missing, reversed or too long window", async () => {
    const missing = await call("GET", `${A}/date-list/?filter__end__gt=2026-01-01&filter__start__lt=`, mario);
    expect(missing.status).toBe(400);
    expect(missing.body.filter__start__lt).toEqual(["Give the day (YYYY-MM-DD)"]);
    expect(
      (await call("GET", `${A}/date-list/?filter__end__gt=2026-02-01&filter__start__lt=2026-01-01`, mario))
        .status,
    ).toBe(400);
    expect(
      (await call("GET", `${A}/date-list/?filter__end__gt=2020-01-01&filter__start__lt=2026-01-01`, mario))
        .status,
    ).toBe(400);
    expect(
      (await call("GET", `${A}/date-list/?filter__end__gt=ieri&filter__start__lt=2026-01-01`, mario)).status,
    ).toBe(400);
  });
});
