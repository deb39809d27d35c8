import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as XLSX from "@e965/xlsx";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";
import { romeToday } from "./profile.mappers";

let t: TestApp;
let editor: string;
const L = "/api/profile/editor/licence";

beforeAll(async () => {
  t = await createTestApp({}, { demoCatalogue: true });
  editor = await t.login("demo-editor");
});
afterAll(() => t.close());

const get = (url: string, token: string, language = "it") =>
  t.app.inject({ method: "GET", url, headers: { ...authHeader(token), "accept-language": language } });

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe("the editors' licence export", () => {
  it("writes the rows the list's filters select, with real dates and days to expiry", async () => {
    const today = romeToday();
    const firm = (
      await t.app.inject({
        method: "POST",
        url: "/api/profile/editor/company/create/",
        headers: authHeader(editor),
        payload: { name: "Studio Export S.r.l." },
      })
    ).json();
    const created = await t.app.inject({
      method: "POST",
      url: `${L}/create/`,
      headers: authHeader(editor),
      payload: { company: firm.id, plan: "work", seats: 4, valid_from: today, valid_to: addDays(today, 10) },
    });
    expect(created.statusCode).toBe(201);

    const query = "filter__expiring_within=20&order_by__=valid_to";
    const listed = (await get(`${L}/list/?no_page=no_page&${query}`, editor)).json().results;
    const response = await get(`${L}/export/?${query}&page=1&per_page=10`, editor);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toContain(`licenze-${today}.xlsx`);
    const sheet = XLSX.read(response.rawPayload, { cellDates: true }).Sheets.Licenze as XLSX.WorkSheet;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
    expect(rows[0]).toEqual([
      "ID",
      "Studio",
      "Piano",
      "Moduli",
      "Postazioni",
      "Valida dal",
      "Valida al",
      "Giorni alla scadenza",
      "Stato",
      "Nota",
    ]);
    // Every licence the list selects, not one page of it.
    expect(rows.slice(1).map((r) => r[0])).toEqual(listed.map((l: { id: number }) => l.id));
    const mine = rows.find((r) => r[0] === created.json().id) as unknown[];
    expect(mine.slice(1, 5)).toEqual(["Studio Export S.r.l.", "Modulo Lavoro", "Modulo Lavoro", 4]);
    expect((mine[6] as Date).toISOString().slice(0, 10)).toBe(addDays(today, 10));
    expect(mine.slice(7, 9)).toEqual([10, "Attiva"]);
  });

  it("opens in openpyxl in English (skipped without python3-openpyxl)", async (test) => {
    const python = ["/usr/bin/python3", "python3"].find(
      (cmd) => spawnSync(cmd, ["-c", "import openpyxl"]).status === 0,
    );
    if (!python) return test.skip();
    const response = await get(`${L}/export/`, editor, "en");
    const file = join(mkdtempSync(join(tmpdir(), "licences-")), "licences.xlsx");
    writeFileSync(file, response.rawPayload);
    const script = `
import json, sys, openpyxl
sheet = openpyxl.load_workbook(sys.argv[1]).active
rows = [[c.value.isoformat() if hasattr(c.value, "isoformat") else c.value for c in row] for row in sheet.iter_rows()]
print(json.dumps({"title": sheet.title, "rows": rows, "is_date": sheet["F2"].is_date}))`;
    const run = spawnSync(python, ["-c", script, file], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    const { title, rows, is_date } = JSON.parse(run.stdout);
    expect(title).toBe("Licences");
    expect(is_date).toBe(true);
    expect(rows[0].slice(0, 4)).toEqual(["ID", "Firm", "Plan", "Modules"]);
    const listed = (await get(`${L}/list/?no_page=no_page`, editor, "en")).json().results;
    expect(rows).toHaveLength(listed.length + 1);
    expect(rows.map((r: unknown[]) => r[2])).toContain("Complete solution");
  });

  it("is the editors' only, and refuses a bad filter with 400", async () => {
    const customer = await t.login("demo-customer");
    expect((await get(`${L}/export/`, customer)).statusCode).toBe(403);
    expect((await get(`${L}/export/?filter__nope=1`, editor)).statusCode).toBe(400);
  });
});
