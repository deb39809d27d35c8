import { sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { expect } from "vitest";
import { authHeader, createTestApp, type TestApp } from "../../../test/test-app";

const C = "/api/agreement/customer";
export const EXPORT = "/api/account/customer/my-data/export/";

/** The app with the demo catalogue, two firms' administrators signed in, and the lease they write on. */
export async function myDataApp() {
  const t = await createTestApp({}, { demoCatalogue: true });
  const [mario, giulia] = await t.loginAll("demo-customer", "demo-customer-2");
  const list = (await t.call("GET", `${C}/template/list/?no_page=no_page`, mario)).body.results;
  const leaseId: number = list.find((r: { title: string }) => /canone concordato/.test(r.title)).id;
  return { t, mario, giulia, leaseId };
}

/** What a customer puts in the account: a contract, a contact, a note, an appointment, a star. */
export async function fill(t: TestApp, leaseId: number, token: string, name: string) {
  const contact = await t.call("POST", `${C}/address-book/create/`, token, {
    typology: "PF",
    data: { nome: name, cognome: "Bianchi", codice_fiscale: "RSSMRA80A01H501U" },
  });
  expect(contact.status, JSON.stringify(contact.body)).toBe(201);
  const agreement = await t.call("POST", `${C}/agreement/create/`, token, {
    title: `Locazione ${name}`,
    template: leaseId,
    values: { conduttore_nome: `${name} Bianchi` },
    parties: { conduttore: contact.body.id },
    party_snapshots: { conduttore: { conduttore_nome: `${name} Bianchi` } },
  });
  expect(agreement.status, JSON.stringify(agreement.body)).toBe(201);
  await t.call("POST", "/api/account/customer/notify/create/", token, { title: `Nota di ${name}` });
  await t.call("POST", "/api/calendar/customer/appointment/create/", token, {
    title: `Udienza ${name}`,
    start: "2026-12-01T10:00:00+01:00",
    end: "2026-12-01T11:00:00+01:00",
  });
  await t.call("POST", `${C}/favourite/create/`, token, { typology: "agreement", template_id: leaseId });
  return agreement.body.id as number;
}

/** The caller's export, unzipped, with `dati.json` read. */
export async function download(t: TestApp, token: string, language = "it") {
  const response = await t.app.inject({
    method: "GET",
    url: EXPORT,
    headers: { ...authHeader(token), "accept-language": language },
  });
  expect(response.statusCode).toBe(200);
  const files = unzipSync(new Uint8Array(response.rawPayload));
  return { response, files, json: JSON.parse(strFromU8(files["dati.json"] as Uint8Array)) };
}

/** A statement of the test's own, read as rows (ids are numbers from the database, never input). */
export const query = async <T>(t: TestApp, text: string) =>
  ((await t.database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
