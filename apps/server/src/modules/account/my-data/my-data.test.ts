import * as XLSX from "@e965/xlsx";
import { sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../../db/seed/demo-accounts";
import { authHeader, createTestApp, type TestApp } from "../../../test/test-app";
import { codeIn, enrol, passwordStep } from "../mfa/mfa-fixture";
import { MY_DATA_KINDS } from "./my-data.sources";

let t: TestApp;
let mario: string;
let giulia: string;
let leaseId: number;

const C = "/api/agreement/customer";
const EXPORT = "/api/account/customer/my-data/export/";
const DELETE = "/api/account/customer/delete-account/";

/** What a customer puts in the account: a contract, a contact, a note, an appointment, a star. */
async function fill(token: string, name: string) {
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

async function download(token: string, language = "it") {
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
const query = async <T>(text: string) =>
  ((await t.database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp({}, { demoCatalogue: true });
  [mario, giulia] = await t.loginAll("demo-customer", "demo-customer-2");
  const list = (await t.call("GET", `${C}/template/list/?no_page=no_page`, mario)).body.results;
  leaseId = list.find((r: { title: string }) => /canone concordato/.test(r.title)).id;
});
afterAll(() => t.close());

describe("the customer's own data, exported", () => {
  it("is a zip named for the day, with every kind in dati.json and a sheet per kind in dati.xlsx", async () => {
    const agreementId = await fill(mario, "Anna");
    const { response, files, json } = await download(mario);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="dati-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    expect(Object.keys(files).sort()).toEqual(["LEGGIMI.txt", "dati.json", "dati.xlsx"]);

    expect(json.format).toBe("contratti-online/my-data 1");
    expect(json.profile).toMatchObject({ username: "demo-customer", two_factor_enabled: false });
    expect(json.firm).toMatchObject({ role: "administrator" });
    expect(json.agreements).toEqual([
      expect.objectContaining({
        id: agreementId,
        title: "Locazione Anna",
        values: { conduttore_nome: "Anna Bianchi" },
        party_snapshots: { conduttore: { conduttore_nome: "Anna Bianchi" } },
      }),
    ]);
    expect(json.contacts).toEqual([expect.objectContaining({ title: "Bianchi Anna", typology: "PF" })]);
    expect(json.notifications.map((n: { title: string }) => n.title)).toContain("Nota di Anna");
    expect(json.appointments).toEqual([expect.objectContaining({ title: "Udienza Anna" })]);
    expect(json.favourites).toEqual([
      expect.objectContaining({ typology: "agreement", title: expect.any(String) }),
    ]);
    expect(json.sessions.length).toBeGreaterThan(0);
    expect(json.activity.map((e: { action: string }) => e.action)).toContain("login");
    // Never a secret: no password hash, no token, no two-factor secret.
    const text = strFromU8(files["dati.json"] as Uint8Array);
    expect(text).not.toMatch(/password|token_hash|\$argon2|"secret"/);

    const book = XLSX.read(files["dati.xlsx"]);
    expect(book.SheetNames).toEqual([
      "Profilo",
      "Contratti",
      "Valori dei contratti",
      "Parti dei contratti",
      "Calcoli",
      "Rubrica",
      "Appuntamenti",
      "Notifiche",
      "Preferiti",
      "Accessi",
      "Attività",
    ]);
    const rows = (name: string) =>
      XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name] as XLSX.WorkSheet, { header: 1 });
    expect(rows("Profilo")).toContainEqual(["Nome utente", "demo-customer"]);
    expect(rows("Contratti")[1]).toEqual(expect.arrayContaining([agreementId, "Locazione Anna"]));
    expect(rows("Valori dei contratti")).toContainEqual([agreementId, "conduttore_nome", "Anna Bianchi"]);
    expect(rows("Parti dei contratti")).toContainEqual([
      agreementId,
      "conduttore",
      "conduttore_nome",
      "Anna Bianchi",
    ]);
    expect(strFromU8(files["LEGGIMI.txt"] as Uint8Array)).toMatch(/^I tuoi dati in Contratti Online/);
  });

  it("speaks the reader's language, and is an event of the audit trail with the caller's address", async () => {
    const { files } = await download(mario, "en");
    expect(Object.keys(files)).toContain("README.txt");
    expect(XLSX.read(files["dati.xlsx"]).SheetNames.slice(0, 2)).toEqual(["Profile", "Contracts"]);
    const events = await query<{ ip: string | null }>(
      "select ip from audit_events where action = 'my_data_exported' and actor_id = (select id from users where username = 'demo-customer')",
    );
    expect(events.length).toBe(2);
    expect(events[0]?.ip).toBeTruthy();
  });

  it("holds only the caller's data: a second customer's export shares nothing with the first's", async () => {
    await fill(giulia, "Bruno");
    const first = (await download(mario)).json;
    const second = (await download(giulia)).json;
    expect(second.profile.username).toBe("demo-customer-2");
    const text = JSON.stringify(second);
    expect(text).not.toContain("Anna");
    expect(text).not.toContain('demo-customer"');
    for (const kind of MY_DATA_KINDS) {
      const mine = new Set(first[kind].map((row: { id: unknown }) => row.id));
      expect(second[kind].filter((row: { id: unknown }) => mine.has(row.id))).toEqual([]);
    }
  });

  it("is for customers only", async () => {
    const editor = await t.login("demo-editor");
    expect((await t.call("GET", EXPORT, editor)).status).toBe(403);
    expect((await t.app.inject({ method: "GET", url: EXPORT })).statusCode).toBe(401);
  });
});

describe("the customer's account, deleted", () => {
  it("asks for the right password, and a wrong one deletes nothing", async () => {
    const wrong = await t.call("POST", DELETE, mario, { password: "not-the-password" }, "en");
    expect(wrong).toMatchObject({ status: 400, body: { password: ["The password is not correct"] } });
    expect((await t.call("GET", "/api/account/me/", mario)).status).toBe(200);
    expect((await t.call("POST", DELETE, mario, {}, "en")).status).toBe(400);
  });

  it("is refused to the last administrator of a firm with other members, with the reason", async () => {
    const refused = await t.call("POST", DELETE, giulia, { password: DEMO_PASSWORD }, "en");
    expect(refused.status).toBe(409);
    expect(refused.body.non_field_errors[0]).toMatch(/only administrator of a firm with other members/);
    expect((await t.call("GET", "/api/account/me/", giulia)).status).toBe(200);
  });

  it("with two-factor on asks for a code too, then erases everything in one go", async () => {
    const { secret } = await enrol(t, mario);
    // With two-factor on, the password alone opens no session.
    expect((await passwordStep(t, "demo-customer")).json()).toMatchObject({ mfa_required: true });
    const noCode = await t.call("POST", DELETE, mario, { password: DEMO_PASSWORD }, "en");
    expect(noCode).toMatchObject({ status: 400, body: { code: [expect.any(String)] } });
    const [user] = await query<{ id: number }>("select id from users where username = 'demo-customer'");
    const id = user?.id;

    const done = await t.call("POST", DELETE, mario, {
      password: DEMO_PASSWORD,
      // The enrolment spent this step's code: the next one, as a phone a little ahead shows it.
      code: codeIn(secret, 1),
    });
    expect(done.status).toBe(204);

    expect((await t.call("GET", "/api/account/me/", mario)).status).toBe(401);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/account/customer/login/",
      payload: { username: "demo-customer", password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(400);
    for (const table of [
      "agreements",
      "address_book_contacts",
      "notifications",
      "appointments",
      "favourites",
    ]) {
      const [row] = await query<{ n: number }>(
        `select count(*)::int as n from ${table} where owner_id = ${id}`,
      );
      expect(row?.n, table).toBe(0);
    }
    for (const table of ["sessions", "user_mfa", "mfa_recovery_codes", "company_members"]) {
      const [row] = await query<{ n: number }>(
        `select count(*)::int as n from ${table} where user_id = ${id}`,
      );
      expect(row?.n, table).toBe(0);
    }

    // The trail keeps what was done, under one pseudonym, without an address or a name.
    const events = await query<{
      action: string;
      actor_id: number | null;
      actor_pseudonym: string;
      ip: string | null;
      data: object;
    }>(
      "select action, actor_id, actor_pseudonym, ip, data from audit_events where actor_pseudonym is not null order by id",
    );
    expect(events.map((e) => e.action)).toEqual(
      expect.arrayContaining(["login", "mfa_enabled", "my_data_exported", "account_deleted"]),
    );
    expect(new Set(events.map((e) => e.actor_pseudonym)).size).toBe(1);
    expect(events[0]?.actor_pseudonym).toMatch(/^utente-[0-9a-f]{12}$/);
    for (const event of events) expect([event.actor_id, event.ip]).toEqual([null, null]);
    expect(JSON.stringify(events)).not.toContain("demo-customer");
    const [left] = await query<{ n: number }>(
      `select count(*)::int as n from audit_events where actor_id = ${id} or (subject_type = 'user' and subject_id = ${id})`,
    );
    expect(left?.n).toBe(0);
  });

  it("lets a member go and leaves the firm to its administrator", async () => {
    const colleague = await t.login("demo-colleague");
    expect((await t.call("POST", DELETE, colleague, { password: DEMO_PASSWORD })).status).toBe(204);
    const people = await t.call("GET", "/api/profile/customer/profile/list/?no_page=no_page", giulia);
    expect(people.body.results.map((p: { username: string }) => p.username)).toEqual(["demo-customer-2"]);
    // Now alone, the administrator may go too.
    expect((await t.call("POST", DELETE, giulia, { password: DEMO_PASSWORD })).status).toBe(204);
  });
});
