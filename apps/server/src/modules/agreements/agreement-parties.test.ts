import type { TemplateDetail } from "@app/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let mario: string; // civil-commercial only
let giulia: string;
let lease: TemplateDetail;
let freeLeaseId: number;
let marioContact: number;
let giuliaContact: number;

const C = "/api/agreement/customer";
const call = (method: "GET" | "POST" | "PUT", url: string, token: string, payload?: object) =>
  t.call(method, url, token, payload, { "accept-language": "it" });

const person = {
  typology: "PF",
  data: { nome: "Anna", cognome: "Bianchi", codice_fiscale: "RSSMRA80A01H501U" },
};

beforeAll(async () => {
  t = await createTestApp({}, { demoCatalogue: true });
  [mario, giulia] = await t.loginAll("demo-customer", "demo-customer-2");
  const list = (await call("GET", `${C}/template/list/?no_page=no_page`, mario)).body.results;
  // A lease whose landlord and tenant are single parties, which a contact binds whole.
  const leaseId = list.find((r: { title: string }) => /canone concordato/.test(r.title)).id;
  lease = (await call("GET", `${C}/template/retrieve/${leaseId}/`, mario)).body;
  freeLeaseId = list.find((r: { title: string }) => /canone libero/.test(r.title)).id;
  marioContact = (await call("POST", `${C}/address-book/create/`, mario, person)).body.id;
  giuliaContact = (await call("POST", `${C}/address-book/create/`, giulia, person)).body.id;
});
afterAll(() => t.close());

describe("template schema-parties", () => {
  it("describes a template's roles: the typologies they take and which field a contact fills with what", async () => {
    const { status, body } = await call("GET", `${C}/template/schema-parties/?template=${lease.id}`, mario);
    expect(status).toBe(200);
    const [entry] = body.results;
    expect(entry.template).toBe(lease.id);
    const landlord = entry.parties.find((p: { slug: string }) => p.slug === "locatore");
    expect(landlord.typologies).toEqual(["PF", "DI", "SOC", "ENTE"]);
    expect(landlord.fields.map((f: { slug: string; attribute: string }) => [f.slug, f.attribute])).toEqual([
      ["locatore_nome", "nome"],
      ["locatore_codice_fiscale", "codice_fiscale"],
      ["locatore_indirizzo", "indirizzo"],
      ["locatore_pec", "pec"],
    ]);
    const tenant = entry.parties.find((p: { slug: string }) => p.slug === "conduttore");
    expect(tenant.typologies).toEqual(["PF"]);
    expect(tenant.fields.map((f: { attribute: string }) => f.attribute)).toContain("nascita");
  });

  it("describes a repeating party by its item fields, which a contact fills in one item (issue 32)", async () => {
    const { body } = await call("GET", `${C}/template/schema-parties/?template=${freeLeaseId}`, mario);
    const [entry] = body.results;
    const tenants = entry.parties.find((p: { slug: string }) => p.slug === "conduttori");
    expect(tenants).toMatchObject({ label: "Conduttore", repeating: true, typologies: ["PF"] });
    expect(tenants.fields.map((f: { slug: string; attribute: string }) => [f.slug, f.attribute])).toEqual([
      ["nome", "nome"],
      ["codice_fiscale", "codice_fiscale"],
      ["nascita", "nascita"],
      ["indirizzo", "indirizzo"],
      ["email", "email"],
    ]);
    const landlords = entry.parties.find((p: { slug: string }) => p.slug === "locatori");
    expect(landlords).toMatchObject({ repeating: true, typologies: ["PF", "DI", "SOC", "ENTE"] });
  });

  it("without a template gives every template the customer's subscription opens", async () => {
    const { body } = await call("GET", `${C}/template/schema-parties/?template=`, mario);
    const open = (await call("GET", `${C}/template/list/?no_page=no_page`, mario)).body.results.filter(
      (r: { locked: boolean }) => !r.locked,
    );
    expect(body.results.map((r: { template: number }) => r.template).sort()).toEqual(
      open.map((r: { id: number }) => r.id).sort(),
    );
  });
});

describe("parties bound to contacts", () => {
  it("keeps which contact filled which role and what it filled", async () => {
    const { status, body } = await call("POST", `${C}/agreement/create/`, mario, {
      title: "Locazione Bianchi",
      template: lease.id,
      values: { conduttore_nome: "Anna Bianchi" },
      parties: { conduttore: marioContact },
      party_snapshots: { conduttore: { conduttore_nome: "Anna Bianchi" } },
    });
    expect(status).toBe(201);
    expect(body.parties).toEqual({ conduttore: marioContact });
    expect(body.party_snapshots).toEqual({ conduttore: { conduttore_nome: "Anna Bianchi" } });
    // A rename leaves the bindings as they were.
    const renamed = await call("PUT", `${C}/agreement/partial-update/${body.id}/`, mario, {
      title: "Nuovo titolo",
    });
    expect(renamed.body.party_snapshots).toEqual(body.party_snapshots);
    const copy = await call("POST", `${C}/agreement/duplicate/${body.id}/`, mario, { title: "Copia" });
    expect(copy.body.party_snapshots).toEqual(body.party_snapshots);
  });

  it("refuses another customer's contact, an unknown role, and a snapshot of an unbound role, saving nothing", async () => {
    const created = await call("POST", `${C}/agreement/create/`, mario, {
      title: "Prova",
      template: lease.id,
    });
    const cases: [object, string][] = [
      [{ parties: { conduttore: giuliaContact } }, "parties.conduttore"],
      [{ parties: { garante: marioContact } }, "parties.garante"],
      [{ party_snapshots: { locatore: { locatore_nome: "X" } } }, "party_snapshots.locatore"],
      [
        { parties: { locatore: marioContact }, party_snapshots: { locatore: { campo_ignoto: "X" } } },
        "party_snapshots.locatore",
      ],
    ];
    for (const [payload, key] of cases) {
      const refused = await call("PUT", `${C}/agreement/partial-update/${created.body.id}/`, mario, payload);
      expect(refused.status, key).toBe(400);
      expect(Object.keys(refused.body)).toContain(key);
    }
    const after = await call("GET", `${C}/agreement/retrieve/${created.body.id}/`, mario);
    expect(after.body.parties).toEqual({});
    expect(after.body.party_snapshots).toEqual({});
    const refusedCreate = await call("POST", `${C}/agreement/create/`, mario, {
      title: "Prova",
      template: lease.id,
      parties: { conduttore: giuliaContact },
    });
    expect(refusedCreate.status).toBe(400);
    expect(refusedCreate.body["parties.conduttore"]).toEqual(["Il contatto scelto non è nella tua rubrica"]);
  });
});

describe("a bound contact deleted from the address book", () => {
  it("never blocks saving the contract that keeps it", async () => {
    const contact = (
      await call("POST", `${C}/address-book/create/`, mario, {
        typology: "PF",
        data: { nome: "Ugo", cognome: "Neri", codice_fiscale: "GDELVR80A01H501B" },
      })
    ).body.id;
    const created = await call("POST", `${C}/agreement/create/`, mario, {
      title: "Locazione Neri",
      template: lease.id,
      parties: { conduttore: contact },
      party_snapshots: { conduttore: { conduttore_nome: "Ugo Neri" } },
    });
    await t.app.inject({
      method: "DELETE",
      url: `${C}/address-book/destroy/${contact}/`,
      headers: authHeader(mario),
    });
    const saved = await call("PUT", `${C}/agreement/partial-update/${created.body.id}/`, mario, {
      parties: { conduttore: contact, locatore: marioContact },
      party_snapshots: { conduttore: { conduttore_nome: "Ugo Neri" } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.parties).toEqual({ conduttore: contact, locatore: marioContact });
  });
});

describe("schema-parties of an English template", () => {
  it("maps the English field names to the same contact attributes", async () => {
    const list = (await call("GET", `${C}/template/list/?no_page=no_page`, giulia)).body.results;
    const english = list.find(
      (r: { title: string; module: string }) => r.module === "work" && /employment/i.test(r.title),
    );
    const { body } = await call("GET", `${C}/template/schema-parties/?template=${english.id}`, giulia);
    const roles = Object.fromEntries(
      body.results[0].parties.map((p: { slug: string; fields: { slug: string; attribute: string }[] }) => [
        p.slug,
        Object.fromEntries(p.fields.map((f) => [f.slug, f.attribute])),
      ]),
    );
    expect(roles.employer).toMatchObject({
      employer_name: "nome",
      employer_registered_office: "sede",
      employer_vat_number: "partita_iva",
      employer_representative: "legale_rappresentante",
    });
    expect(roles.employee).toMatchObject({ employee_birth: "nascita", employee_tax_code: "codice_fiscale" });
    expect(body.results[0].language).toBe("en");
  });
});
