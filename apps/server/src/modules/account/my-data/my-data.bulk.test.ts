import type { TemplateDetail } from "@app/contracts";
import * as XLSX from "@e965/xlsx";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bulkMultipart, filledWorkbook, modelHeadersOf } from "../../../test/bulk-workbook";
import { sampleValues } from "../../../test/sample-values";
import { authHeader, type TestApp } from "../../../test/test-app";
import { download, myDataApp, query } from "./my-data-fixture";

// Issue 48: the own-data export lists the caller's batches and each row's outcome; the rows'
// answers and e-mail addresses only while the batch keeps them (until its ZIP expires).
let t: TestApp;
let mario: string;
let giulia: string;
let lease: TemplateDetail;
const BULK = "/api/agreement/customer/bulk";

beforeAll(async () => {
  let leaseId: number;
  ({ t, mario, giulia, leaseId } = await myDataApp());
  lease = (await t.call("GET", `/api/agreement/customer/template/retrieve/${leaseId}/`, mario)).body;
}, 120_000);
afterAll(() => t.close());

type Row = Parameters<typeof filledWorkbook>[2][number];

/** Creates a batch of `rows` as `token`'s user; its job not yet run. */
async function createBatch(token: string, rows: (keys: string[]) => Row[]) {
  const model = await t.app.inject({
    method: "GET",
    url: `${BULK}/template/${lease.id}/`,
    headers: authHeader(token),
  });
  const { keys, labels } = modelHeadersOf(model.rawPayload);
  const body = bulkMultipart(filledWorkbook(keys, labels, rows(keys)), {
    template: String(lease.id),
    format: "both",
  });
  const created = await t.app.inject({
    method: "POST",
    url: `${BULK}/create/`,
    payload: body.payload,
    headers: { ...authHeader(token), ...body.headers, "accept-language": "it" },
  });
  expect(created.statusCode, created.body).toBe(202);
  return created.json().job_id as number;
}

/** A batch of two rows, the second with a date that does not exist, drafted to its end. */
async function draftBatch(token: string) {
  const date = lease.fields.find((f) => f.type === "date" && f.visible && !f.disable && !f.visible_if);
  const id = await createBatch(token, () => [
    { title: "Lotto Rossi", values: sampleValues(lease.fields), override: { email: "rossi@esempio.it" } },
    {
      title: "Lotto Bianchi",
      values: sampleValues(lease.fields),
      override: { [date?.slug ?? ""]: "31/02/2026" },
    },
  ]);
  await t.app.jobs.runDue();
  return id;
}

describe("the own-data export's batches (issue 48)", () => {
  it("lists each batch and each of its rows, in dati.json and in words in dati.xlsx", async () => {
    const jobId = await draftBatch(mario);
    const { files, json } = await download(t, mario);
    expect(json.bulk_jobs).toEqual([
      {
        id: jobId,
        template_id: lease.id,
        template_title: lease.title,
        source: "spreadsheet",
        format: "both",
        state: "partial",
        total: 2,
        processed: 2,
        drafted: 1,
        failed: 1,
        created_at: expect.any(String),
        finished_at: expect.any(String),
        expires_at: expect.any(String),
      },
    ]);
    const [rossi, bianchi] = json.bulk_rows;
    expect(rossi).toMatchObject({
      job_id: jobId,
      row_number: 3,
      title: "Lotto Rossi",
      status: "done",
      error: null,
      agreement_id: expect.any(Number),
      email: "rossi@esempio.it",
    });
    // The row's answers as uploaded, while the batch keeps them.
    expect(Object.keys(rossi.values).length).toBeGreaterThan(3);
    expect(bianchi).toMatchObject({
      row_number: 4,
      title: "Lotto Bianchi",
      status: "failed",
      agreement_id: null,
    });
    expect(bianchi.error).toContain("non è una data valida");
    expect(json.agreements.map((a: { id: number }) => a.id)).toContain(rossi.agreement_id);

    const book = XLSX.read(files["dati.xlsx"]);
    const rows = (name: string) =>
      XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name] as XLSX.WorkSheet, { header: 1 });
    expect(rows("Compilazioni multiple")[1]?.slice(0, 9)).toEqual([
      jobId,
      lease.title,
      "Foglio di calcolo",
      "PDF e DOCX",
      "Completata con errori",
      2,
      2,
      1,
      1,
    ]);
    expect(rows("Righe delle compilazioni").slice(1)).toEqual([
      [jobId, 3, "Lotto Rossi", "Redatto", undefined, rossi.agreement_id, "rossi@esempio.it"],
      [jobId, 4, "Lotto Bianchi", "Errore", bianchi.error],
    ]);
    // Another customer's export holds none of them.
    const other = (await download(t, giulia)).json;
    expect([other.bulk_jobs, other.bulk_rows]).toEqual([[], []]);
  });

  it("keeps each row's number, title, outcome and agreement once the ZIP expired, not its answers", async () => {
    const jobId = await draftBatch(mario);
    // Seven days later, the expiry job empties the batch's ZIP and its rows' answers.
    await query(t, `update jobs set run_at = now() where key = 'bulk-expiry:${jobId}'`);
    await t.app.jobs.runDue();
    const { json } = await download(t, mario);
    const rows = json.bulk_rows.filter((r: { job_id: number }) => r.job_id === jobId);
    expect(rows).toEqual([
      expect.objectContaining({
        row_number: 3,
        title: "Lotto Rossi",
        status: "done",
        email: null,
        values: {},
      }),
      expect.objectContaining({
        row_number: 4,
        status: "failed",
        error: expect.stringContaining("data"),
        values: {},
      }),
    ]);
    expect(rows[0].agreement_id).toEqual(expect.any(Number));
  });

  it("reads a batch of more rows than one page holds, each row once and in order", async () => {
    // 450 rows: the export reads 200 at a time, by batch and row number. Not drafted: listed pending.
    const jobId = await createBatch(mario, () =>
      Array.from({ length: 450 }, (_, i) => ({ title: `Riga ${i + 1}`, values: sampleValues(lease.fields) })),
    );
    const { json } = await download(t, mario);
    const rows = json.bulk_rows.filter((r: { job_id: number }) => r.job_id === jobId);
    expect(rows.map((r: { row_number: number }) => r.row_number)).toEqual(
      Array.from({ length: 450 }, (_, i) => i + 3),
    );
    expect(rows.every((r: { status: string }) => r.status === "pending")).toBe(true);
  }, 120_000);
});
