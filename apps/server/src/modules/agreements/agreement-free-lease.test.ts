// Issue 32 through the API, on the catalogue's own 4+4 lease: landlords and tenants are
// repeating parties of one to four, the cedolare secca hides the ISTAT question, and the
// document printed for two tenants names both as «i Conduttori» without the update clause.
import type { TemplateDetail } from "@app/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasPdftotext, pdfText } from "../../../../../packages/documents/src/fixtures/tools";
import { sampleValues } from "../../test/sample-values";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let mario: string;
let lease: TemplateDetail;
const A = "/api/agreement/customer/agreement";

const call = async (method: "GET" | "POST" | "PUT", url: string, payload?: object) => {
  const response = await t.app.inject({ method, url, payload, headers: authHeader(mario) });
  return { status: response.statusCode, body: response.json(), raw: response };
};

const landlord = {
  nome: "Mario Rossi",
  codice_fiscale: "RSSMRA80A01H501U",
  indirizzo: "Via Zamboni 3, Bologna",
};
const anna = { nome: "Anna Bianchi", codice_fiscale: "BNCNNA80A41H501R", nascita: "Milano, il 01/01/1980" };
const luca = { nome: "Luca Verdi", codice_fiscale: "VRDLCU75C12F205W" };

beforeAll(async () => {
  t = await createTestApp({}, { demoCatalogue: true });
  mario = await t.login("demo-customer");
  const list = (await call("GET", "/api/agreement/customer/template/list/?no_page=no_page")).body.results;
  const id = list.find((r: { title: string }) => /canone libero \(4\+4\)/.test(r.title)).id;
  lease = (await call("GET", `/api/agreement/customer/template/retrieve/${id}/`)).body;
});
afterAll(() => t.close());

describe("the 4+4 lease's repeating parties and cedolare secca", () => {
  it("is complete for two tenants with the cedolare secca, which makes the ISTAT update not asked", async () => {
    const values = {
      ...sampleValues(lease.fields),
      locatori: [landlord],
      conduttori: [anna, luca],
      cedolare_secca: true,
      aggiornamento_istat: "",
    };
    const created = await call("POST", `${A}/create/`, { title: "Locazione", template: lease.id, values });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ is_valid: true, errors: {} });
    expect(created.body.values.conduttori).toEqual([anna, luca]);

    // Without the option the update is required again; a tenant's own field is keyed by its item.
    const ordinary = await call("PUT", `${A}/partial-update/${created.body.id}/`, {
      values: { ...values, cedolare_secca: false, conduttori: [anna, { ...luca, codice_fiscale: "" }] },
    });
    expect(ordinary.body.is_valid).toBe(false);
    expect(Object.keys(ordinary.body.errors).sort()).toEqual([
      "aggiornamento_istat",
      "conduttori.1.codice_fiscale",
    ]);
  });

  it("refuses a fifth tenant and an item field the tenants do not have, saving nothing", async () => {
    const five = await call("POST", `${A}/create/`, {
      title: "Troppi",
      template: lease.id,
      values: { conduttori: [anna, luca, anna, luca, anna] },
    });
    expect(five.status).toBe(400);
    expect(Object.keys(five.body)).toContain("values.conduttori");
    const unknown = await call("POST", `${A}/create/`, {
      title: "Sconosciuto",
      template: lease.id,
      values: { conduttori: [{ ...anna, professione: "avvocato" }] },
    });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body)).toContain("values.conduttori.0.professione");
    const list = (await call("GET", `${A}/list/?no_page=no_page`)).body.results;
    expect(list.map((r: { title: string }) => r.title)).not.toEqual(expect.arrayContaining(["Troppi"]));
  });

  it.skipIf(!hasPdftotext)(
    "prints both tenants as «i Conduttori» in the PDF, the cedolare clause in and no update clause",
    async () => {
      const values = {
        ...sampleValues(lease.fields),
        locatori: [landlord],
        conduttori: [anna, luca],
        cedolare_secca: true,
        immobile_arredo: "non_arredato",
        deposito_cauzionale: "",
      };
      const created = await call("POST", `${A}/create/`, { title: "Testo", template: lease.id, values });
      const pdf = await t.app.inject({
        method: "GET",
        url: `${A}/download/${created.body.id}/?downloadFormat=pdf`,
        headers: authHeader(mario),
      });
      expect(pdf.statusCode).toBe(200);
      const text = pdfText(pdf.rawPayload).replace(/\s+/g, " ");
      expect(text).toContain("Anna Bianchi, nata");
      expect(text).toContain("di seguito, congiuntamente, i Conduttori");
      expect(text).toMatch(/5\. Cedolare secca\. Il Locatore opta/);
      expect(text).toMatch(/13\. Obbligazione solidale\. I Conduttori sono obbligati in solido/);
      expect(text).not.toMatch(/Aggiornamento del canone|\{\{/);
    },
  );
});
