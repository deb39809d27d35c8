import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";

// The editors' agendas: a published one's appointments reach, read-only, the customers whose
// subscription opens one of its modules (issue 17).
let t: TestApp;
let mario: string;
let giulia: string;
let editor: string;
const A = "/api/calendar/customer/appointment";
const E = "/api/calendar/editor";

beforeAll(async () => {
  t = await createTestApp({}, { demoCatalogue: true });
  [mario, giulia, editor] = await t.loginAll("demo-customer", "demo-customer-2", "demo-editor");
});
afterAll(() => t.close());

const call = (...args: Parameters<TestApp["call"]>) =>
  t.call(args[0], args[1], args[2], args[3], { "accept-language": "en" });
const dateList = async (token: string, from: string, to: string) =>
  (await call("GET", `${A}/date-list/?filter__end__gt=${from}&filter__start__lt=${to}`, token)).body;
const dayView = async (token: string, day: string, next: string) =>
  (await call("GET", `${A}/list/?no_page=no_page&filter__end__gt=${day}&filter__start__lt=${next}`, token))
    .body.results as { id: number; title: string }[];

describe("the editors' agendas", () => {
  it("show a published agenda's appointments read-only to the customers of its modules only", async () => {
    const civil = (
      await call("POST", `${E}/agenda/create/`, editor, {
        name: "Webinar civile",
        colour: "#2f9e44",
        visibility: "published",
        modules: ["civil_commercial"],
      })
    ).body;
    const work = (
      await call("POST", `${E}/agenda/create/`, editor, {
        name: "Scadenze lavoro",
        colour: "#e8590c",
        visibility: "published",
        modules: ["work"],
      })
    ).body;
    const internal = (
      await call("POST", `${E}/agenda/create/`, editor, {
        name: "Riunioni di redazione",
        colour: "#868e96",
        visibility: "internal",
        modules: ["civil_commercial", "work"],
      })
    ).body;
    const add = async (agenda: number, title: string) =>
      (
        await call("POST", `${E}/appointment/create/`, editor, {
          agenda,
          title,
          start: "2027-01-14T16:00:00+01:00",
          end: "2027-01-14T17:30:00+01:00",
        })
      ).body;
    const webinar = await add(civil.id, "Webinar: novità sul contratto di locazione");
    const deadline = await add(work.id, "Comunicazione obbligatoria");
    await add(internal.id, "Riunione di redazione");

    const seen = async (token: string) =>
      (await dayView(token, "2027-01-14", "2027-01-15")).map((r) => r.title).sort();
    expect(await seen(mario)).toEqual(["Webinar: novità sul contratto di locazione"]);
    expect(await seen(giulia)).toEqual([
      "Comunicazione obbligatoria",
      "Webinar: novità sul contratto di locazione",
    ]);
    expect(await dateList(mario, "2027-01-01", "2027-02-01")).toContain("2027-01-14");

    const asMario = await call("GET", `${A}/retrieve/${webinar.id}/`, mario);
    expect(asMario.body).toMatchObject({
      read_only: true,
      agenda: civil.id,
      agenda_name: "Webinar civile",
      colour: "#2f9e44",
    });
    expect((await call("PUT", `${A}/partial-update/${webinar.id}/`, mario, { title: "Mio" })).status).toBe(
      403,
    );
    expect((await call("DELETE", `${A}/destroy/${webinar.id}/`, mario)).status).toBe(403);
    expect((await call("GET", `${A}/retrieve/${deadline.id}/`, mario)).status).toBe(404);
    expect((await call("PUT", `${A}/partial-update/${deadline.id}/`, mario, { title: "Mio" })).status).toBe(
      404,
    );

    // Unpublished, it disappears from the customers' calendars at once.
    await call("PUT", `${E}/agenda/partial-update/${civil.id}/`, editor, { visibility: "internal" });
    expect(await seen(mario)).toEqual([]);
    const listed = (await call("GET", `${E}/agenda/list/?order_by__=name`, editor)).body.results;
    expect(listed.find((a: { id: number }) => a.id === civil.id).appointments_count).toBe(1);
    for (const agenda of [civil, work, internal])
      expect((await call("DELETE", `${E}/agenda/destroy/${agenda.id}/`, editor)).status).toBe(204);
    expect((await call("GET", `${E}/appointment/retrieve/${webinar.id}/`, editor)).status).toBe(404);
  });

  it("refuses an editor's appointment without a known agenda, and a bad colour", async () => {
    const response = await call("POST", `${E}/appointment/create/`, editor, {
      agenda: 999999,
      title: "x",
      start: "2027-01-14T16:00:00+01:00",
      end: "2027-01-14T17:00:00+01:00",
    });
    expect(response.status).toBe(400);
    expect(response.body.agenda).toBeDefined();
    const colour = await call("POST", `${E}/agenda/create/`, editor, {
      name: "x",
      colour: "green",
      visibility: "internal",
      modules: [],
    });
    expect(colour.status).toBe(400);
    expect(colour.body.colour).toBeDefined();
  });
});
