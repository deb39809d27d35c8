import * as XLSX from "@e965/xlsx";
import { strFromU8 } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OpenpyxlCell, openpyxlPython, readWorkbook } from "../../../test/openpyxl";
import type { TestApp } from "../../../test/test-app";
import { MY_DATA_KINDS } from "./my-data.sources";
import { download, EXPORT, fill, myDataApp, query } from "./my-data-fixture";

let t: TestApp;
let mario: string;
let giulia: string;
let leaseId: number;

const C = "/api/agreement/customer";

beforeAll(async () => {
  ({ t, mario, giulia, leaseId } = await myDataApp());
});
afterAll(() => t.close());

describe("the customer's own data, exported", () => {
  it("is a zip named for the day, with every kind in dati.json and a sheet per kind in dati.xlsx", async () => {
    const agreementId = await fill(t, leaseId, mario, "Anna");
    const { response, files, json } = await download(t, mario);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="dati-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    expect(Object.keys(files).sort()).toEqual(["LEGGIMI.txt", "dati.json", "dati.xlsx"]);

    expect(json.format).toBe("contratti-online/my-data 5");
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
    // No contract of hers is signed yet (the copies' own test: modules/signatures).
    expect(json.signed_copies).toEqual([]);
    expect(json.sign_invites).toEqual([]);
    // Nor sent by PEC (the sendings' own test: modules/pec).
    expect(json.pec_messages).toEqual([]);
    expect(json.pec_receipts).toEqual([]);
    // Nor drafted in bulk (the batches' own test: my-data.bulk.test.ts).
    expect(json.bulk_jobs).toEqual([]);
    expect(json.bulk_rows).toEqual([]);
    expect(json.profile).toMatchObject({ remote_sign_provider: null, remote_sign_credential_id: null });
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
      "Copie firmate",
      "Inviti alla firma",
      "Invii PEC",
      "Ricevute PEC",
      "Compilazioni multiple",
      "Righe delle compilazioni",
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
    // Each field by its label (the words are checked in the test of the sheets' words below).
    const named = expect.stringMatching(/^[A-Z][^_]*$/);
    expect(rows("Valori dei contratti")).toContainEqual([agreementId, named, "Anna Bianchi"]);
    expect(rows("Parti dei contratti")).toContainEqual([agreementId, "Conduttore", named, "Anna Bianchi"]);
    expect(strFromU8(files["LEGGIMI.txt"] as Uint8Array)).toMatch(/^I tuoi dati in Contratti Online/);
  });

  it("speaks the reader's language, and is an event of the audit trail with the caller's address", async () => {
    const { files } = await download(t, mario, "en");
    expect(Object.keys(files)).toContain("README.txt");
    const book = XLSX.read(files["dati.xlsx"]);
    expect(book.SheetNames.slice(0, 2)).toEqual(["Profile", "Contracts"]);
    const profile = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Profile as XLSX.WorkSheet, { header: 1 });
    expect(profile).toContainEqual(["Firm: VAT number", "01234567897"]);
    expect(profile).toContainEqual(["Role in the firm", "Administrator"]);
    expect(profile).toContainEqual(["Language", "Italian"]);
    const events = await query<{ ip: string | null }>(
      t,
      "select ip from audit_events where action = 'my_data_exported' and actor_id = (select id from users where username = 'demo-customer')",
    );
    expect(events.length).toBe(2);
    expect(events[0]?.ip).toBeTruthy();
  });

  it("writes dati.xlsx in words, every date a real date, as another reader (openpyxl) opens it", async (test) => {
    const python = openpyxlPython();
    if (!python) return test.skip();
    const lease = (await t.call("GET", `${C}/template/retrieve/${leaseId}/`, mario)).body;
    const fieldLabel = (slug: string) => lease.fields.find((f: { slug: string }) => f.slug === slug).label;
    const dated = await t.call("POST", `${C}/agreement/create/`, mario, {
      title: "Locazione con le date",
      template: leaseId,
      values: {
        data_decorrenza: "2027-01-01",
        arredo: "non_arredato",
        cedolare_secca: true,
        canone_annuo: "9600.50",
      },
    });
    expect(dated.status, JSON.stringify(dated.body)).toBe(201);
    // An all-day hearing on 16 December, and a call at 10:00 the day after, in Rome.
    for (const [title, start, end, all_day] of [
      ["Udienza di tutto il giorno", "2026-12-16T09:00:00+01:00", "2026-12-16T10:00:00+01:00", true],
      ["Chiamata con il cliente", "2026-12-17T10:00:00+01:00", "2026-12-17T10:30:00+01:00", false],
    ] as const) {
      const made = await t.call("POST", "/api/calendar/customer/appointment/create/", mario, {
        title,
        start,
        end,
        all_day,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
    }
    const { files, json } = await download(t, mario);

    // dati.json: an all-day appointment by its days in Rome, not the evening before in UTC.
    const appointment = (title: string) =>
      json.appointments.find((a: { title: string }) => a.title === title);
    expect(appointment("Udienza di tutto il giorno")).toMatchObject({
      all_day: true,
      start_at: "2026-12-16",
      end_at: "2026-12-16",
    });
    expect(appointment("Chiamata con il cliente")).toMatchObject({
      start_at: "2026-12-17T10:00:00+01:00",
      end_at: "2026-12-17T10:30:00+01:00",
    });

    const book = readWorkbook(python, files["dati.xlsx"] as Uint8Array);
    const text = (cell: OpenpyxlCell | undefined) => cell?.value;
    const rowsOf = (sheet: string) => (book[sheet] ?? []).map((row) => row.map(text));
    // Every header and every item in words: no column or field named by its key.
    for (const [sheet, rows] of Object.entries(book)) {
      for (const header of rows[0] ?? [])
        expect(String(header.value), sheet).not.toMatch(/^[a-z]+(_[a-z]+)+$|: [a-z_]+$/);
    }
    const profile = new Map(rowsOf("Profilo").slice(1) as [string, unknown][]);
    expect([...profile.keys()].filter((item) => /_|^[a-z]/.test(item))).toEqual([]);
    expect(profile.get("Studio: Partita IVA")).toBe("01234567897");
    expect(profile.get("Studio: Denominazione")).toBe("Studio Legale Rossi");
    expect(profile.get("Ruolo nello studio")).toBe("Amministratore");
    expect(profile.get("Lingua")).toBe("Italiano");
    expect(profile.get("Verifica in due passaggi attiva")).toBe("No");
    const created = (book.Profilo ?? []).find((row) => row[0]?.value === "Account creato il")?.[1];
    expect(created).toMatchObject({ date: true, format: "dd/mm/yyyy hh:mm" });

    const contract = rowsOf("Contratti").find((row) => row[1] === "Locazione con le date");
    expect(contract?.slice(3, 5)).toEqual(["Italiano", "Bozza"]);
    // The contract's fields by their label, each value as the form shows it.
    const values = (book["Valori dei contratti"] ?? []).filter((row) => row[0]?.value === dated.body.id);
    const cellOf = (slug: string) => values.find((row) => row[1]?.value === fieldLabel(slug))?.[2];
    expect(cellOf("data_decorrenza")).toEqual({
      value: "2027-01-01T00:00:00",
      date: true,
      format: "dd/mm/yyyy",
    });
    expect(cellOf("arredo")?.value).toBe("non arredata");
    expect(cellOf("cedolare_secca")?.value).toBe("Sì");
    expect(cellOf("canone_annuo")?.value).toBe(9600.5);
    expect(rowsOf("Parti dei contratti")).toContainEqual([
      expect.any(Number),
      "Conduttore",
      fieldLabel("conduttore_nome"),
      "Anna Bianchi",
    ]);

    // An all-day appointment is its day, from the first to the last, without a time.
    const hearing = (book.Appuntamenti ?? []).find((row) => row[1]?.value === "Udienza di tutto il giorno");
    expect(hearing?.slice(2, 5)).toEqual([
      { value: "2026-12-16T00:00:00", date: true, format: "dd/mm/yyyy" },
      { value: "2026-12-16T00:00:00", date: true, format: "dd/mm/yyyy" },
      expect.objectContaining({ value: "Sì" }),
    ]);
    const call = (book.Appuntamenti ?? []).find((row) => row[1]?.value === "Chiamata con il cliente");
    expect(call?.slice(2, 4)).toEqual([
      { value: "2026-12-17T10:00:00", date: true, format: "dd/mm/yyyy hh:mm" },
      { value: "2026-12-17T10:30:00", date: true, format: "dd/mm/yyyy hh:mm" },
    ]);
    expect(rowsOf("Rubrica")[1]?.slice(1, 4)).toEqual([
      "Persona fisica",
      "Bianchi Anna",
      "Nome: Anna; Cognome: Bianchi; Codice fiscale: RSSMRA80A01H501U",
    ]);
    expect(rowsOf("Notifiche").map((row) => row[1])).toContain("Nota personale");
    expect(rowsOf("Preferiti")[1]?.[0]).toBe("Modello di contratto");
    expect(rowsOf("Attività")).toContainEqual([
      expect.any(String),
      "Accesso",
      "Account",
      expect.any(Number),
      expect.any(String),
    ]);
    // Every date column holds dates, never text.
    for (const [sheet, column] of [
      ["Contratti", 7],
      ["Accessi", 0],
      ["Attività", 0],
      ["Notifiche", 6],
    ] as const)
      for (const row of (book[sheet] ?? []).slice(1))
        expect(row[column]?.date, `${sheet} ${column}`).toBe(true);
  });

  it("holds only the caller's data: a second customer's export shares nothing with the first's", async () => {
    await fill(t, leaseId, giulia, "Bruno");
    const first = (await download(t, mario)).json;
    const second = (await download(t, giulia)).json;
    expect(second.profile.username).toBe("demo-customer-2");
    const text = JSON.stringify(second);
    expect(text).not.toContain("Anna");
    expect(text).not.toContain('demo-customer"');
    // A row by its id; a batch's row, which has none, by its batch and number.
    const key = (row: { id?: unknown; job_id?: number; row_number?: number }) =>
      row.id ?? `${row.job_id}:${row.row_number}`;
    for (const kind of MY_DATA_KINDS) {
      const mine = new Set(first[kind].map(key));
      expect(second[kind].filter((row: { id?: unknown }) => mine.has(key(row)))).toEqual([]);
    }
  });

  it("is for customers only", async () => {
    const editor = await t.login("demo-editor");
    expect((await t.call("GET", EXPORT, editor)).status).toBe(403);
    expect((await t.app.inject({ method: "GET", url: EXPORT })).statusCode).toBe(401);
  });
});
