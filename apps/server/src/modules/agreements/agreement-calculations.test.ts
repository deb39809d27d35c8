import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AgreementDetail, TemplateDetail } from "@app/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerTemplate } from "../../test/customer-templates";
import { sampleValues } from "../../test/sample-values";
import { startSmtpPeer } from "../../test/smtp-peer";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";
import { agreements } from "./agreement.table";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let mario: string;
let giulia: string;
let lease: TemplateDetail;
const calculatorIds = new Map<string, number>();
const C = "/api/agreement/customer";

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url }, { realMailer: true, demoCatalogue: true });
  [mario, giulia] = await t.loginAll("demo-customer", "demo-customer-2");
  lease = await customerTemplate(t, mario, /uso abitativo/);
  const calculators = await t.app.inject({
    method: "GET",
    url: "/api/calculator/customer/template/list/?no_page=no_page",
    headers: authHeader(mario),
  });
  for (const c of calculators.json().results as { id: number; code: string }[])
    calculatorIds.set(c.code, c.id);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const id = (code: string) => calculatorIds.get(code) as number;
const rentUpdate = (canone = "9000") => ({
  calculator: id("aggiornamento-istat-canone"),
  values: { canone, mese_iniziale: "2024-05", mese_finale: "2025-05", percentuale: "75" },
});
const deadlines = () => ({
  calculator: id("scadenze-locazione"),
  values: { tipo: "4+4", data_decorrenza: "2025-03-01" },
});

async function create(payload: Record<string, unknown>, token = mario) {
  return t.app.inject({
    method: "POST",
    url: `${C}/agreement/create/`,
    headers: authHeader(token),
    payload: {
      title: "Locazione via Roma",
      template: lease.id,
      values: sampleValues(lease.fields),
      ...payload,
    },
  });
}
const update = (agreement: number, payload: Record<string, unknown>, token = mario) =>
  t.app.inject({
    method: "PUT",
    url: `${C}/agreement/partial-update/${agreement}/`,
    headers: authHeader(token),
    payload,
  });
const retrieve = async (agreement: number) =>
  (
    await t.app.inject({
      method: "GET",
      url: `${C}/agreement/retrieve/${agreement}/`,
      headers: authHeader(mario),
    })
  ).json() as AgreementDetail;

describe("calculations kept with the agreement", () => {
  it("keeps the calculation run again on the server: inputs, results, series values, date", async () => {
    const created = await create({ calculations: [rentUpdate()] });
    expect(created.statusCode).toBe(201);
    const [kept] = (created.json() as AgreementDetail).calculations;
    expect(kept?.calculator).toMatchObject({
      id: id("aggiornamento-istat-canone"),
      code: "aggiornamento-istat-canone",
    });
    expect(kept?.values).toEqual(rentUpdate().values);
    // FOI May 2024 120.3 → May 2025 122.0: +1.4 %, 75 % of it on 9,000 = 94.50.
    expect(kept?.evaluation.results).toMatchObject({
      variazione_percentuale: "1.4",
      canone_aggiornato: "9094.50",
    });
    expect(kept?.evaluation.used_series.map((used) => used.valid_from)).toEqual(["2024-05", "2025-05"]);
    expect(Date.now() - Date.parse(kept?.calculated_at ?? "")).toBeLessThan(60_000);
  });

  it("changes only the calculations sent, forgets one on `values: null`, and a save without them keeps them", async () => {
    const agreement = (await create({ calculations: [rentUpdate()] })).json() as AgreementDetail;
    const first = agreement.calculations[0];
    const renamed = await update(agreement.id, { title: "Locazione via Roma 2" });
    expect((renamed.json() as AgreementDetail).calculations).toEqual([first]);
    const added = (await update(agreement.id, { calculations: [deadlines()] })).json() as AgreementDetail;
    expect(added.calculations.map((c) => c.calculator.code)).toEqual([
      "aggiornamento-istat-canone",
      "scadenze-locazione",
    ]);
    expect(added.calculations[0]).toEqual(first);
    const forgotten = await update(agreement.id, {
      calculations: [{ calculator: id("aggiornamento-istat-canone"), values: null }],
    });
    expect((forgotten.json() as AgreementDetail).calculations.map((c) => c.calculator.code)).toEqual([
      "scadenze-locazione",
    ]);
    const copy = await t.app.inject({
      method: "POST",
      url: `${C}/agreement/duplicate/${agreement.id}/`,
      headers: authHeader(mario),
      payload: { title: "Copia" },
    });
    expect((copy.json() as AgreementDetail).calculations.map((c) => c.calculator.code)).toEqual([
      "scadenze-locazione",
    ]);
  });

  it("refuses the whole save when a calculation cannot run, and changes nothing", async () => {
    const agreement = (await create({ calculations: [rentUpdate()] })).json() as AgreementDetail;
    const bad = await update(agreement.id, {
      title: "Mai salvato",
      calculations: [deadlines(), rentUpdate("novemila")],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()["calculations.1.values.canone"]).toEqual([
      expect.stringContaining("Canone annuo in corso"),
    ]);
    const unknown = await update(agreement.id, { calculations: [{ calculator: 999999, values: {} }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()["calculations.0.calculator"]).toEqual(["Il calcolatore 999999 non è disponibile"]);
    const after = await retrieve(agreement.id);
    expect(after.title).toBe("Locazione via Roma");
    expect(after.calculations).toEqual(agreement.calculations);
  });

  it("reads calculations kept before calculators had versions, and states the version after", async () => {
    const agreement = (await create({ calculations: [rentUpdate()] })).json() as AgreementDetail;
    expect(agreement.calculations[0]?.calculator.version).toBe(1);
    const kept = agreement.calculations[0] as AgreementDetail["calculations"][number];
    const {
      version: _v,
      published_at: _p,
      has_unpublished_changes: _h,
      versions: _vs,
      ...older
    } = kept.calculator;
    await t.database.db
      .update(agreements)
      .set({ calculations: { [String(older.id)]: { ...kept, calculator: older } } as never })
      .where(eq(agreements.id, agreement.id));
    const read = await retrieve(agreement.id);
    expect(read.calculations[0]?.calculator).toMatchObject({ id: older.id, version: 0, versions: [] });
  });

  it("downloads the prospetto of a kept calculation (PDF and DOCX), to the owner only", async () => {
    const agreement = (await create({ calculations: [rentUpdate()] })).json() as AgreementDetail;
    const url = (format: string, calculator = id("aggiornamento-istat-canone")) =>
      `${C}/agreement/prospetto/${agreement.id}/?calculator=${calculator}&downloadFormat=${format}`;
    const pdf = await t.app.inject({ method: "GET", url: url("pdf"), headers: authHeader(mario) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(String(pdf.headers["content-disposition"])).toMatch(
      /filename="aggiornamento-istat-canone \d{4}-\d{2}-\d{2}\.pdf"/,
    );
    if (existsSync("/usr/bin/pdftotext")) {
      const file = join(mkdtempSync(join(tmpdir(), "prospetto-")), "p.pdf");
      writeFileSync(file, pdf.rawPayload);
      const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
      expect(text).toContain("Prospetto di calcolo");
      expect(text).toContain("Versione 1 del calcolatore.");
      expect(text).toMatch(/9\.094,50/);
    }
    const docx = await t.app.inject({ method: "GET", url: url("docx"), headers: authHeader(mario) });
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe("PK");
    const notKept = await t.app.inject({
      method: "GET",
      url: url("pdf", id("interessi-legali")),
      headers: authHeader(mario),
    });
    expect(notKept.statusCode).toBe(404);
    const stranger = await t.app.inject({ method: "GET", url: url("pdf"), headers: authHeader(giulia) });
    expect(stranger.statusCode).toBe(404);
    const missing = await t.app.inject({
      method: "GET",
      url: `${C}/agreement/prospetto/${agreement.id}/?calculator=`,
      headers: authHeader(mario),
    });
    expect(missing.statusCode).toBe(400);
  });

  it("sends the prospetti along with the contract by e-mail", async () => {
    const agreement = (await create({ calculations: [rentUpdate(), deadlines()] })).json() as AgreementDetail;
    const before = smtp.received.length;
    const sent = await t.app.inject({
      method: "POST",
      url: `${C}/agreement/sendmail/${agreement.id}/`,
      headers: authHeader(mario),
      payload: {
        to_email: ["controparte@esempio.it"],
        subject: "Contratto e prospetti",
        attachment_extension: "pdf",
        prospetti: [id("aggiornamento-istat-canone"), id("scadenze-locazione")],
      },
    });
    expect(sent.statusCode).toBe(200);
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    const unfolded = (mail?.raw ?? "").replace(/\r\n[ \t]+/g, " ");
    const files = [...unfolded.matchAll(/filename="?([^";\r\n]+)"?/g)].map((m) => m[1]);
    expect(files).toEqual([
      "Locazione via Roma.pdf",
      expect.stringMatching(/^aggiornamento-istat-canone \d{4}-\d{2}-\d{2}\.pdf$/),
      expect.stringMatching(/^scadenze-locazione \d{4}-\d{2}-\d{2}\.pdf$/),
    ]);
    const none = await t.app.inject({
      method: "POST",
      url: `${C}/agreement/sendmail/${agreement.id}/`,
      headers: authHeader(mario),
      payload: { to_email: ["a@esempio.it"], subject: "x", prospetti: [id("interessi-legali")] },
    });
    expect(none.statusCode).toBe(404);
  });
});
