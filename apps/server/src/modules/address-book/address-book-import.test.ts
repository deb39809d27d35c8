import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as XLSX from "@e965/xlsx";
import { describe, expect, it } from "vitest";
import { contactsOf as contactsOfUser, uploadContacts, workbook } from "../../test/address-book-uploads";
import { IMPORT_HEADER, importRow, personalFiscalCode } from "../../test/contact-fixtures";
import { twoCustomersSuite } from "../../test/customer-sign-in";
import { authHeader, type TestApp } from "../../test/test-app";

let t: TestApp;
let mario: string;
let giulia: string;
const B = "/api/agreement/customer/address-book";

twoCustomersSuite((suite) => ({ t, mario, giulia } = suite));

async function get(url: string, token = mario, language = "it") {
  const response = await t.app.inject({
    method: "GET",
    url,
    headers: { ...authHeader(token), "accept-language": language },
  });
  return { status: response.statusCode, raw: response.rawPayload, headers: response.headers, response };
}

const upload = (bytes: Buffer, token = mario, url?: string, language?: string) =>
  uploadContacts(t, bytes, token, url, language);
const contactsOf = (token: string) => contactsOfUser(t, token);

const python = ["/usr/bin/python3", "python3"].find(
  (cmd) => spawnSync(cmd, ["-c", "import openpyxl"]).status === 0,
);

/** The workbook as openpyxl reads it: every sheet's rows, and the first sheet's validations. */
function openpyxlRead(bytes: Buffer) {
  const file = join(mkdtempSync(join(tmpdir(), "rubrica-")), "file.xlsx");
  writeFileSync(file, bytes);
  const script = `
import json, sys, openpyxl
book = openpyxl.load_workbook(sys.argv[1])
value = lambda v: v.date().isoformat() if hasattr(v, "date") else v
out = {"sheets": {s.title: [[value(c.value) for c in row] for row in s.iter_rows()] for s in book.worksheets},
       "lists": [{"formula": d.formula1, "ranges": str(d.sqref)} for d in book.worksheets[0].data_validations.dataValidation]}
print(json.dumps(out))`;
  const run = spawnSync(python as string, ["-c", script, file], { encoding: "utf8" });
  expect(run.stderr).toBe("");
  return JSON.parse(run.stdout) as {
    sheets: Record<string, unknown[][]>;
    lists: { formula: string; ranges: string }[];
  };
}

describe("address book import template", () => {
  it("is an xlsx named YYYY-MM-DD-template.xlsx with the typology drop-down and an instructions sheet", async (test) => {
    const { status, raw, headers } = await get(`${B}/generate-template/`);
    expect(status).toBe(200);
    expect(headers["content-disposition"]).toMatch(/filename="\d{4}-\d{2}-\d{2}-template\.xlsx"/);
    if (!python) return test.skip();
    const { sheets, lists } = openpyxlRead(raw);
    expect(Object.keys(sheets)).toEqual(["Contatti", "Istruzioni"]);
    expect(sheets.Contatti?.[0]?.slice(0, 6)).toEqual([
      "Tipologia",
      "Denominazione",
      "Forma giuridica",
      "Nome",
      "Cognome",
      "Codice fiscale",
    ]);
    expect(sheets.Contatti).toHaveLength(1);
    expect(lists).toEqual([{ formula: '"PF,DI,SOC,ENTE"', ranges: "A2:A10000" }]);
    expect(String(sheets.Istruzioni?.[3]?.[0])).toContain("PF nome, cognome, codice fiscale");
  });

  it("is headed in English for an English user", async () => {
    const { raw } = await get(`${B}/generate-template/`, mario, "en");
    const book = XLSX.read(raw);
    expect(book.SheetNames).toEqual(["Contacts", "Instructions"]);
    const [header] = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Contacts as XLSX.WorkSheet, {
      header: 1,
    });
    expect(header?.slice(0, 3)).toEqual(["Typology", "Name", "Legal form"]);
  });
});

describe("address book import", () => {
  const rows = [
    IMPORT_HEADER,
    importRow(0),
    // A CAP the spreadsheet stored as a number: 00184 comes back with its zeros.
    [
      "Società",
      "Alfa S.p.A.",
      "S.p.A.",
      null,
      null,
      "00743110157",
      "00743110157",
      null,
      "Via Nazionale 1",
      184,
      "Roma",
      "rm",
      "alfa@pec.esempio.it",
    ],
    [null, null, null, null, null, null, null, null, null, null, null, null, null],
    ["PF", null, null, "Luca", "Verdi", "RSSMRA80A01H501X", null, null, null, null, null, null, null],
    ["XX", null, null, "Ada", "Neri", personalFiscalCode(7), null, null, null, null, null, null, null],
  ];

  it("saves the valid rows and refuses the others with their row, column and reason", async () => {
    const { status, body } = await upload(workbook(rows));
    expect(status).toBe(200);
    expect(body.created).toBe(2);
    expect(body.updated).toBe(0);
    expect(body.rejected).toEqual([
      { row: 5, column: "Codice fiscale", message: expect.stringContaining("Codice fiscale") },
      { row: 6, column: "Tipologia", message: "Tipologia «XX» sconosciuta: indica PF, DI, SOC o ENTE" },
    ]);
    const contacts = await contactsOf(mario);
    const alfa = contacts.find((c) => c.title === "Alfa S.p.A.");
    expect(alfa?.data).toMatchObject({ cap: "00184", provincia: "RM", partita_iva: "00743110157" });
    expect(contacts.find((c) => c.title === "Cognome0 Nome0")?.data.data_nascita).toBe("1980-01-01");
    // The bell says it is done (issue 18), in the owner's language.
    const notices = await t.app.inject({
      method: "GET",
      url: "/api/account/customer/notify/list/?filter__kind=import_finished",
      headers: authHeader(mario),
    });
    expect(notices.json().results[0]).toMatchObject({
      title: "Importazione della rubrica completata",
      text: "rubrica.xlsx: 2 contatti aggiunti, 0 aggiornati.",
      read: false,
    });
  });

  it("creates no duplicates when the same file comes twice, and updates a changed contact", async () => {
    const before = (await contactsOf(mario)).length;
    expect((await upload(workbook(rows))).body).toMatchObject({ created: 0, updated: 0 });
    expect(await contactsOf(mario)).toHaveLength(before);
    const changed = rows.map((r) => [...r]);
    (changed[2] as unknown[])[12] = "nuova@pec.esempio.it";
    expect((await upload(workbook(changed))).body).toMatchObject({ created: 0, updated: 1 });
    const alfa = (await contactsOf(mario)).find((c) => c.title === "Alfa S.p.A.");
    expect(alfa?.data.pec).toBe("nuova@pec.esempio.it");
    expect(await contactsOf(mario)).toHaveLength(before);
  });

  it("reports an unknown column and imports the rest", async () => {
    const { body } = await upload(
      workbook([
        ["Typology", "Surname", "First name", "Fiscal code", "Note"],
        ["Natural person", "Bruni", "Carla", personalFiscalCode(11), "cliente dal 2019"],
      ]),
      mario,
      `${B}/import/`,
      "en",
    );
    expect(body).toEqual({
      created: 1,
      updated: 0,
      rejected: [{ row: 1, column: "Note", message: "Column not recognised: ignored" }],
    });
  });

  it("reads a real .xls written by LibreOffice", async (test) => {
    const xlsx = join(mkdtempSync(join(tmpdir(), "xls-")), "rubrica.xlsx");
    writeFileSync(xlsx, workbook([IMPORT_HEADER, importRow(20), importRow(21)]));
    const run = spawnSync(
      "libreoffice",
      [
        "--headless",
        "--norestore",
        `-env:UserInstallation=file://${tmpdir()}/lo-profile-xls`,
        "--convert-to",
        "xls",
        "--outdir",
        join(xlsx, ".."),
        xlsx,
      ],
      { encoding: "utf8", timeout: 120_000 },
    );
    if (run.error || run.status !== 0) return test.skip();
    const xls = readFileSync(xlsx.replace(/\.xlsx$/, ".xls"));
    expect(xls.subarray(0, 4).toString("hex")).toBe("d0cf11e0");
    const { status, body } = await upload(xls, giulia);
    expect(status).toBe(200);
    expect(body).toEqual({ created: 2, updated: 0, rejected: [] });
    const titles = (await contactsOf(giulia)).map((c) => c.title);
    expect(titles).toEqual(expect.arrayContaining(["Cognome20 Nome20", "Impresa 21 S.r.l."]));
  }, 150_000);

  it("gives back the refused rows as an xlsx with a reason column, saving nothing", async () => {
    const before = (await contactsOf(mario)).length;
    const { status, raw, headers } = await upload(workbook(rows), mario, `${B}/import-rejected/`);
    expect(status).toBe(200);
    expect(headers["content-disposition"]).toMatch(/-scartati\.xlsx"/);
    const [header, ...refused] = XLSX.utils.sheet_to_json<unknown[]>(
      XLSX.read(raw).Sheets.Contatti as XLSX.WorkSheet,
      { header: 1 },
    );
    expect(header?.at(-1)).toBe("Motivo");
    expect(refused.map((r) => r[4])).toEqual(["Verdi", "Neri"]);
    expect(String(refused[0]?.at(-1))).toMatch(/^Codice fiscale: il codice fiscale/);
    expect(await contactsOf(mario)).toHaveLength(before);
  });

  it("reports its progress to its owner only", async () => {
    const mine = (
      await t.app.inject({
        method: "GET",
        url: "/api/agreement/customer/file-progress/",
        headers: authHeader(mario),
      })
    ).json();
    expect(mine.results.at(-1)).toMatchObject({ file_name: "rubrica.xlsx", phase: "done", percentage: 100 });
    const theirs = (
      await t.app.inject({
        method: "GET",
        url: "/api/agreement/customer/file-progress/",
        headers: authHeader(giulia),
      })
    ).json();
    expect(
      theirs.results.every((r: { id: string }) => !mine.results.some((m: { id: string }) => m.id === r.id)),
    ).toBe(true);
  });
});

const _rowsOf = () => [IMPORT_HEADER, importRow(500)];

describe("address book export", () => {
  it("is a valid import: exported, then imported by another customer, it gives back the same address book", async (test) => {
    const { status, raw, headers } = await get(`${B}/export/`);
    expect(status).toBe(200);
    expect(headers["content-disposition"]).toMatch(/filename="\d{4}-\d{2}-\d{2}\.xlsx"/);
    const mine = await contactsOf(mario);
    // Giulia's book is emptied first, so that the import rebuilds Mario's exactly.
    for (const contact of await contactsOf(giulia))
      await t.app.inject({
        method: "DELETE",
        url: `${B}/destroy/${contact.id}/`,
        headers: authHeader(giulia),
      });
    const imported = await upload(Buffer.from(raw), giulia);
    expect(imported.body).toEqual({ created: mine.length, updated: 0, rejected: [] });
    const strip = (list: { typology: string; data: Record<string, string>; title: string }[]) =>
      list.map(({ typology, data, title }) => ({ typology, data, title }));
    expect(strip(await contactsOf(giulia))).toEqual(strip(mine));
    if (!python) return test.skip();
    const { sheets } = openpyxlRead(Buffer.from(raw));
    const [header, ...body] = sheets.Contatti ?? [];
    expect(body).toHaveLength(mine.length);
    const birth = (header as string[]).indexOf("Data di nascita");
    const person = body.find((r) => r[0] === "PF" && r[birth]);
    expect(person?.[birth]).toBe("1980-01-01");
  });

  it("holds only the caller's contacts", async () => {
    const { raw } = await get(`${B}/export/`, giulia);
    const rowsOut = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(raw).Sheets.Contatti as XLSX.WorkSheet, {
      header: 1,
    });
    expect(rowsOut.length - 1).toBe((await contactsOf(giulia)).length);
  });
});
