import type { TemplateDetail } from "@app/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vatNumber } from "../../test/contact-fixtures";
import { customerTemplate } from "../../test/customer-templates";
import { sampleValues } from "../../test/sample-values";
import { createTestApp, type TestApp } from "../../test/test-app";
import { B } from "./bulk-test-support";

let t: TestApp;
let mario: string;
let nda: TemplateDetail;

beforeAll(async () => {
  t = await createTestApp({}, { demoCatalogue: true });
  mario = await t.login("demo-customer");
  nda = await customerTemplate(t, mario, /riservatezza/i);
});
afterAll(() => t?.close());

/** A supplier as the address book holds a company, its legal representative included. */
const supplier = (n: number, name: string, representative: string) => ({
  typology: "SOC",
  data: {
    denominazione: name,
    forma_giuridica: "S.r.l.",
    partita_iva: vatNumber(n),
    codice_fiscale: vatNumber(n),
    indirizzo: `Via Torino ${n}`,
    cap: "20123",
    comune: "Milano",
    provincia: "MI",
    legale_rappresentante: representative,
    pec: `fornitore${n}@pec.it`,
  },
});

describe("«Per ogni contatto» with companies (issue 48 §3)", () => {
  it("fills each NDA's «Firmatario» from the supplier's legal representative, so no row fails on it", async () => {
    const contacts: number[] = [];
    for (const [n, name, representative] of [
      [11, "Alfa Forniture", "Marco Neri"],
      [12, "Beta Servizi", "Laura Gialli"],
    ] as const) {
      const created = await t.call(
        "POST",
        "/api/agreement/customer/address-book/create/",
        mario,
        supplier(n, name, representative),
      );
      expect(created.status).toBe(201);
      contacts.push(created.body.id);
    }
    const created = await t.call("POST", `${B}/create-from-contacts/`, mario, {
      template: nda.id,
      party: "seconda",
      contacts,
      values: sampleValues(nda.fields.filter((f) => !f.slug.startsWith("seconda_"))),
      format: "pdf",
    });
    expect(created.status).toBe(202);
    await t.app.jobs.runDue();
    const job = (await t.call("GET", `${B}/retrieve/${created.body.job_id}/`, mario)).body;
    expect(job).toMatchObject({ state: "completed", counts: { drafted: 2, failed: 0 } });
    const second = (
      await t.call("GET", `/api/agreement/customer/agreement/retrieve/${job.agreements[1].id}/`, mario)
    ).body;
    expect(second.values).toMatchObject({
      seconda_rappresentante: "Laura Gialli",
      seconda_partita_iva: vatNumber(12),
    });
    expect(second.is_valid).toBe(true);
  }, 120_000);
});
