import type { TemplateField } from "@app/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleValues } from "../../test/sample-values";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let mario: string;
let giulia: string;
let editor: string;
let leaseId: number;
let leaseFields: TemplateField[];
const A = "/api/calendar/customer/appointment";
const C = "/api/agreement/customer";

async function call(method: "GET" | "POST" | "PUT", url: string, token: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    payload,
    headers: { ...authHeader(token), "accept-language": "it" },
  });
  return { status: response.statusCode, body: response.body ? response.json() : null };
}

beforeAll(async () => {
  t = await createTestApp({}, { demoCatalogue: true });
  [mario, giulia, editor] = await t.loginAll("demo-customer", "demo-customer-2", "demo-editor");
  const templates = (await call("GET", `${C}/template/list/?no_page=no_page`, mario)).body.results;
  for (const template of templates) {
    const fields = (await call("GET", `${C}/template/retrieve/${template.id}/`, mario)).body?.fields ?? [];
    if (
      fields.some((f: TemplateField) => f.deadline && f.slug === "data_scadenza" && /4/.test(template.title))
    ) {
      leaseId = template.id;
      leaseFields = fields;
      break;
    }
  }
});
afterAll(() => t.close());

describe("a contract's deadlines in the calendar", () => {
  it("are offered once filled, added as all-day appointments, and follow the contract's date", async () => {
    expect(leaseId).toBeDefined();
    const values = { ...sampleValues(leaseFields), data_decorrenza: "2027-03-01", data_scadenza: "" };
    const agreement = (
      await call("POST", `${C}/agreement/create/`, mario, {
        title: "Locazione Rossi–Verdi",
        template: leaseId,
        values,
      })
    ).body;
    const empty = (await call("GET", `${A}/deadlines/${agreement.id}/`, mario)).body.results;
    expect(empty).toEqual([
      {
        field: "data_scadenza",
        label: "Prima scadenza della locazione",
        date: null,
        reminder: 10080,
        appointment: null,
      },
    ]);
    // Nothing to add while the date is empty.
    expect(
      (await call("POST", `${A}/add-deadlines/${agreement.id}/`, mario, {})).body.results[0].appointment,
    ).toBeNull();

    await call("PUT", `${C}/agreement/partial-update/${agreement.id}/`, mario, {
      values: { ...values, data_scadenza: "2031-02-28" },
    });
    const added = (await call("POST", `${A}/add-deadlines/${agreement.id}/`, mario, {})).body.results[0];
    expect(added).toMatchObject({ date: "2031-02-28", appointment: expect.any(Number) });
    const appointment = (await call("GET", `${A}/retrieve/${added.appointment}/`, mario)).body;
    expect(appointment).toMatchObject({
      title: "Prima scadenza della locazione · Locazione Rossi–Verdi",
      start: "2031-02-28T00:00:00+01:00",
      end: "2031-03-01T00:00:00+01:00",
      all_day: true,
      reminder: 10080,
      agreement: agreement.id,
      agreement_title: "Locazione Rossi–Verdi",
    });
    // Adding again changes nothing: one appointment per deadline.
    await call("POST", `${A}/add-deadlines/${agreement.id}/`, mario, {});
    const list = (await call("GET", `${A}/list/?no_page=no_page&filter__agreement=${agreement.id}`, mario))
      .body;
    expect(list.count).toBe(1);

    // The contract's date changes: the appointment moves with it, in the same save.
    const saved = await call("PUT", `${C}/agreement/partial-update/${agreement.id}/`, mario, {
      values: { ...values, data_scadenza: "2031-07-15" },
    });
    expect(saved.status).toBe(200);
    const moved = (await call("GET", `${A}/retrieve/${added.appointment}/`, mario)).body;
    expect([moved.start, moved.end]).toEqual(["2031-07-15T00:00:00+02:00", "2031-07-16T00:00:00+02:00"]);
    // A title-only save leaves the calendar alone.
    await call("PUT", `${C}/agreement/partial-update/${agreement.id}/`, mario, { title: "Locazione Rossi" });
    expect((await call("GET", `${A}/retrieve/${added.appointment}/`, mario)).body.start).toBe(moved.start);
  });

  it("include the flagged date results of the calculations a contract keeps", async () => {
    const calculators = (await call("GET", "/api/calculator/customer/template/list/?no_page=no_page", mario))
      .body.results;
    const leaseDeadlines = calculators.find((c: { code: string }) => c.code === "scadenze-locazione");
    const agreement = await call("POST", `${C}/agreement/create/`, mario, {
      title: "Locazione con calcolo",
      template: leaseId,
      values: { ...sampleValues(leaseFields), data_scadenza: "2031-02-28" },
      calculations: [
        { calculator: leaseDeadlines.id, values: { tipo: "4+4", data_decorrenza: "2027-03-01" } },
      ],
    });
    expect(agreement.status).toBe(201);
    const key = `calc.${leaseDeadlines.id}.termine_disdetta`;
    const results = (await call("GET", `${A}/deadlines/${agreement.body.id}/`, mario)).body.results;
    expect(results.find((d: { field: string }) => d.field === key)).toEqual({
      field: key,
      label: `Ultimo giorno per la disdetta (${leaseDeadlines.title})`,
      date: "2030-08-28",
      reminder: 10080,
      appointment: null,
    });
    const added = (await call("POST", `${A}/add-deadlines/${agreement.body.id}/`, mario, { fields: [key] }))
      .body.results;
    const notice = added.find((d: { field: string }) => d.field === key);
    expect(notice.appointment).toEqual(expect.any(Number));
    expect(added.find((d: { field: string }) => d.field === "data_scadenza").appointment).toBeNull();
    // The calculation run again on a new start date moves the deadline with it.
    await call("PUT", `${C}/agreement/partial-update/${agreement.body.id}/`, mario, {
      calculations: [
        { calculator: leaseDeadlines.id, values: { tipo: "4+4", data_decorrenza: "2027-06-01" } },
      ],
    });
    expect((await call("GET", `${A}/retrieve/${notice.appointment}/`, mario)).body.start).toBe(
      "2030-11-30T00:00:00+01:00",
    );
  });

  it("leave the calendar with their contract only when the customer asks so", async () => {
    const make = async (title: string) => {
      const agreement = (
        await call("POST", `${C}/agreement/create/`, mario, {
          title,
          template: leaseId,
          values: { ...sampleValues(leaseFields), data_scadenza: "2032-01-31" },
        })
      ).body;
      const appointment = (await call("POST", `${A}/add-deadlines/${agreement.id}/`, mario, {})).body
        .results[0].appointment;
      return { agreement: agreement.id, appointment };
    };
    const kept = await make("Locazione da archiviare");
    const gone = await make("Locazione da eliminare con le scadenze");
    const destroy = (id: number, query = "") =>
      t.app.inject({
        method: "DELETE",
        url: `${C}/agreement/destroy/${id}/${query}`,
        headers: authHeader(mario),
      });
    expect((await destroy(gone.agreement, "?with_deadlines=true")).statusCode).toBe(204);
    expect((await call("GET", `${A}/retrieve/${gone.appointment}/`, mario)).status).toBe(404);
    expect((await destroy(kept.agreement)).statusCode).toBe(204);
    const stays = (await call("GET", `${A}/retrieve/${kept.appointment}/`, mario)).body;
    expect(stays).toMatchObject({ agreement: null, start: "2032-01-31T00:00:00+01:00" });
    const intruder = await t.app.inject({
      method: "DELETE",
      url: `${C}/agreement/destroy/${kept.agreement}/?with_deadlines=true`,
      headers: authHeader(giulia),
    });
    expect(intruder.statusCode).toBe(404);
  });

  it("refuses an unknown deadline and another customer's contract", async () => {
    const agreement = (
      await call("POST", `${C}/agreement/create/`, mario, {
        title: "Locazione bis",
        template: leaseId,
        values: { ...sampleValues(leaseFields), data_scadenza: "2031-02-28" },
      })
    ).body;
    const unknown = await call("POST", `${A}/add-deadlines/${agreement.id}/`, mario, { fields: ["canone"] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toBeDefined();
    expect((await call("GET", `${A}/deadlines/${agreement.id}/`, giulia)).status).toBe(404);
    expect((await call("POST", `${A}/add-deadlines/${agreement.id}/`, giulia, {})).status).toBe(404);
  });

  it("lets editors flag only a date field as a deadline", async () => {
    const response = await call("POST", "/api/agreement/editor/template/create/", editor, {
      title: "Prova scadenze",
      language: "it",
      module: "civil_commercial",
      body: "<p>{{field::canone}}</p>",
      fields: [
        {
          slug: "canone",
          label: "Canone",
          type: "currency",
          deadline: { label_it: "Canone", label_en: "Rent", reminder: null },
        },
      ],
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual(["Canone: solo un campo di tipo data può essere una scadenza"]);
  });
});
