import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TemplateDetail } from "@app/contracts";
import { count, eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../platform/jobs/job.table";
import { customerTemplate } from "../../test/customer-templates";
import { openpyxlPython, readWorkbook } from "../../test/openpyxl";
import { sampleValues } from "../../test/sample-values";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";
import { bulkJobArchiveParts, bulkJobs } from "./bulk.table";
import { B, bulkUploadCall, filledWorkbook, modelHeaders } from "./bulk-test-support";

let t: TestApp;
let mario: string; // civil-commercial only
let giulia: string;
let lease: TemplateDetail;
let headers: { labels: string[]; keys: string[] };
let dateSlug: string;

beforeAll(async () => {
  t = await createTestApp({}, { demoCatalogue: true });
  [mario, giulia] = await t.loginAll("demo-customer", "demo-customer-2");
  lease = await customerTemplate(t, mario, /canone concordato/);
  headers = await modelHeaders(t, mario, lease);
  dateSlug = lease.fields.find((f) => f.type === "date" && f.visible && !f.disable && !f.visible_if)
    ?.slug as string;
}, 120_000);
afterAll(() => t.close());

/** Three rows of the lease, the second with a date that does not exist. */
const threeRows = () =>
  filledWorkbook(headers.keys, headers.labels, [
    {
      title: "Mario Rossi",
      values: sampleValues(lease.fields),
      override: { email: "mario.rossi@esempio.it" },
    },
    { title: "Luca Bianchi", values: sampleValues(lease.fields), override: { [dateSlug]: "31/02/2026" } },
    { title: "Anna Verdi", values: sampleValues(lease.fields) },
  ]);

const download = (token: string, id: number) =>
  t.app.inject({ method: "GET", url: `${B}/download/${id}/`, headers: authHeader(token) });

describe("bulk drafting from a spreadsheet (issue 48 §2)", () => {
  it("checks every row, naming the bad date's row, column and key, and writes nothing", async () => {
    const before = (await t.call("GET", "/api/agreement/customer/agreement/list/", mario)).body.count;
    const { status, body } = await bulkUploadCall(t, mario, "check", threeRows(), {
      template: String(lease.id),
    });
    expect(status).toBe(200);
    expect(body.rows).toBe(3);
    expect(body.valid).toBe(2);
    const column = headers.keys.indexOf(dateSlug);
    const letter = String.fromCharCode(65 + (column % 26));
    expect(body.errors).toEqual([
      {
        row: 4,
        column: expect.stringMatching(new RegExp(`^${column >= 26 ? "[A-Z]" : ""}${letter} · `)),
        key: dateSlug,
        message: expect.stringContaining("non è una data valida"),
      },
    ]);
    const after = (await t.call("GET", "/api/agreement/customer/agreement/list/", mario)).body.count;
    expect(after).toBe(before);
  });

  it("reads a file saved by LibreOffice (as .xls) the same, and the ZIP passes unzip -t", async (test) => {
    const dir = mkdtempSync(join(tmpdir(), "bulk-lo-"));
    const xlsx = join(dir, "lotto.xlsx");
    writeFileSync(xlsx, threeRows());
    const run = spawnSync(
      "libreoffice",
      [
        "--headless",
        "--norestore",
        `-env:UserInstallation=file://${tmpdir()}/lo-profile-bulk`,
        "--convert-to",
        "xls",
        "--outdir",
        dir,
        xlsx,
      ],
      { encoding: "utf8", timeout: 120_000 },
    );
    if (run.error || run.status !== 0) return test.skip();
    const xls = readFileSync(join(dir, "lotto.xls"));
    const { body } = await bulkUploadCall(t, mario, "check", xls, { template: String(lease.id) });
    expect(body).toMatchObject({ rows: 3, valid: 2, errors: [{ row: 4, key: dateSlug }] });

    const created = await bulkUploadCall(t, mario, "create", xls, {
      template: String(lease.id),
      format: "both",
    });
    await t.app.jobs.runDue();
    const zip = join(dir, "lotto.zip");
    writeFileSync(zip, (await download(mario, created.body.job_id)).rawPayload);
    const listing = spawnSync("unzip", ["-l", zip], { encoding: "utf8" });
    expect(spawnSync("unzip", ["-tq", zip], { encoding: "utf8" }).status).toBe(0);
    expect(listing.stdout).toMatch(/003 - Mario Rossi - .*\.docx/);
    expect(listing.stdout).toMatch(/003 - Mario Rossi - .*\.pdf/);
  }, 180_000);

  it("drafts the valid rows, writes the ZIP with its manifest and errori.xlsx, and the bell rings", async () => {
    const fields = { template: String(lease.id), format: "pdf" };
    const mailsBefore = t.sentMail.length;
    const first = await bulkUploadCall(t, mario, "create", threeRows(), fields, { "idempotency-key": "k-1" });
    expect(first.status).toBe(202);
    const again = await bulkUploadCall(t, mario, "create", threeRows(), fields, { "idempotency-key": "k-1" });
    expect(again.body.job_id).toBe(first.body.job_id);
    const id = first.body.job_id as number;
    expect(
      (await t.call("GET", `${B}/list/`, mario)).body.results.filter((j: { id: number }) => j.id === id),
    ).toHaveLength(1);

    await t.app.jobs.runDue();
    const job = (await t.call("GET", `${B}/retrieve/${id}/`, mario)).body;
    expect(job).toMatchObject({
      state: "partial",
      total: 3,
      processed: 3,
      counts: { drafted: 2, failed: 1, pending: 0 },
      download_ready: true,
    });
    // The drafted agreements by title and spreadsheet row, in row order: the bad row 4 is not one.
    expect(job.agreements).toEqual([
      { id: expect.any(Number), title: "Mario Rossi", row: 3 },
      { id: expect.any(Number), title: "Anna Verdi", row: 5 },
    ]);
    for (const { id: agreementId, title } of job.agreements) {
      const agreement = await t.call(
        "GET",
        `/api/agreement/customer/agreement/retrieve/${agreementId}/`,
        mario,
      );
      expect(agreement.status).toBe(200);
      expect(agreement.body).toMatchObject({ title, template: lease.id, is_valid: true, status: "draft" });
    }

    const zip = await download(mario, id);
    expect(zip.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const names = Object.keys(files).sort();
    expect(names).toContain("manifest.csv");
    expect(names).toContain("errori.xlsx");
    const pdfs = names.filter((n) => n.endsWith(".pdf"));
    expect(pdfs).toEqual([
      expect.stringMatching(/^003 - Mario Rossi - /),
      expect.stringMatching(/^005 - Anna Verdi - /),
    ]);
    expect(strFromU8((files[pdfs[0] as string] as Uint8Array).slice(0, 5))).toBe("%PDF-");
    const manifest = strFromU8(files["manifest.csv"] as Uint8Array)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(manifest[0]).toBe("riga,titolo,file,id contratto,stato,errore");
    expect(manifest[1]).toMatch(
      new RegExp(`^3,Mario Rossi,003 - Mario Rossi - .*\\.pdf,${job.agreements[0].id},redatto,$`),
    );
    expect(manifest[2]).toMatch(/^4,Luca Bianchi,,,errore,.*non è una data valida/);

    const python = openpyxlPython();
    if (!python) throw new Error("openpyxl is needed (python3-openpyxl)");
    const errors = readWorkbook(python, files["errori.xlsx"] as Uint8Array).Contratti ?? [];
    expect(errors).toHaveLength(3);
    expect(errors[1]?.map((c) => c.value).slice(0, 2)).toEqual(["titolo", "email"]);
    expect(errors[2]?.[0]?.value).toBe("Luca Bianchi");
    expect(String(errors[2]?.at(-1)?.value)).toContain("non è una data valida");
    // Fixed or not, the error file goes back in as it is: the check reads it as the model.
    const recheck = await bulkUploadCall(t, mario, "check", Buffer.from(files["errori.xlsx"] as Uint8Array), {
      template: String(lease.id),
    });
    expect(recheck.body).toMatchObject({ rows: 1, valid: 0, errors: [{ row: 3, key: dateSlug }] });

    // The row's `email` is sent its document, once.
    const mails = t.sentMail.slice(mailsBefore).filter((m) => m.to === "mario.rossi@esempio.it");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.attachments?.map((a) => a.filename)).toEqual([pdfs[0]]);

    // The bell's notice leads back to the batch: its kind, template version and id.
    const bell = await t.call("GET", "/api/account/customer/notify/list/", mario);
    const notice = bell.body.results.find((n: { kind: string }) => n.kind === "bulk_finished");
    expect(notice).toMatchObject({ template: lease.id, bulk_job: id });
    expect(notice.title).toContain("Compilazione multipla conclusa");
  }, 120_000);

  it("removes the ZIP after 7 days, by a job; the agreements stay", async () => {
    const { body } = await bulkUploadCall(t, mario, "create", threeRows(), { template: String(lease.id) });
    await t.app.jobs.runDue();
    const finished = (await t.call("GET", `${B}/retrieve/${body.job_id}/`, mario)).body;
    const days = (Date.parse(finished.expires_at) - Date.parse(finished.finished_at)) / 86_400_000;
    expect(Math.round(days)).toBe(7);
    // Seven days later.
    await t.database.db
      .update(jobs)
      .set({ run_at: new Date() })
      .where(eq(jobs.key, `bulk-expiry:${body.job_id}`));
    const parts = t.database.db
      .select({ n: count() })
      .from(bulkJobArchiveParts)
      .where(eq(bulkJobArchiveParts.job_id, body.job_id));
    expect((await parts)[0]?.n).toBeGreaterThan(0);
    await t.app.jobs.runDue();
    expect((await parts)[0]?.n).toBe(0);
    const gone = await download(mario, body.job_id);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain("7 giorni");
    const job = (await t.call("GET", `${B}/retrieve/${body.job_id}/`, mario)).body;
    expect(job).toMatchObject({ download_ready: false, agreements: finished.agreements });
    const opened = await t.call(
      "GET",
      `/api/agreement/customer/agreement/retrieve/${job.agreements[0].id}/`,
      mario,
    );
    expect(opened.status).toBe(200);
  }, 120_000);

  it("lists the drafted agreements by their title now: a renamed one by its new title, a deleted one not", async () => {
    const { body } = await bulkUploadCall(t, mario, "create", threeRows(), { template: String(lease.id) });
    await t.app.jobs.runDue();
    const [rossi, verdi] = (await t.call("GET", `${B}/retrieve/${body.job_id}/`, mario)).body.agreements;
    const C = "/api/agreement/customer/agreement";
    const renamed = await t.call("PUT", `${C}/partial-update/${verdi.id}/`, mario, {
      title: "Verdi, rinnovo",
    });
    expect(renamed.status).toBe(200);
    expect((await t.call("DELETE", `${C}/destroy/${rossi.id}/`, mario)).status).toBe(204);
    const job = (await t.call("GET", `${B}/retrieve/${body.job_id}/`, mario)).body;
    expect(job.agreements).toEqual([{ id: verdi.id, title: "Verdi, rinnovo", row: 5 }]);
    const listed = (await t.call("GET", `${B}/list/`, mario)).body.results.find(
      (j: { id: number }) => j.id === body.job_id,
    );
    expect(listed.agreements).toEqual(job.agreements);
  }, 120_000);

  it("sends a ZIP kept in parts part after part, and a whole one an earlier release kept", async () => {
    const { body } = await bulkUploadCall(t, mario, "create", threeRows(), { template: String(lease.id) });
    await t.app.jobs.runDue();
    const db = t.database.db;
    // Three parts of a ZIP of 600 KB, as a batch of large documents leaves them.
    const parts = [0, 1, 2].map((n) => Buffer.alloc(n < 2 ? 256 * 1024 : 88 * 1024, 65 + n));
    await db.delete(bulkJobArchiveParts).where(eq(bulkJobArchiveParts.job_id, body.job_id));
    for (const [part, bytes] of parts.entries())
      await db.insert(bulkJobArchiveParts).values({ job_id: body.job_id, archive: "a", part, bytes });
    await db
      .update(bulkJobs)
      .set({ archive: "a", archive_bytes: 600 * 1024 })
      .where(eq(bulkJobs.id, body.job_id));
    const inParts = await download(mario, body.job_id);
    expect(inParts.statusCode).toBe(200);
    expect(inParts.headers["content-length"]).toBe(String(600 * 1024));
    expect(inParts.rawPayload.equals(Buffer.concat(parts))).toBe(true);

    // A batch finished before the parts: its ZIP whole in `zip`, read as it was.
    const whole = Buffer.from("PK whole");
    await db
      .update(bulkJobs)
      .set({ archive: null, archive_bytes: null, zip: whole })
      .where(eq(bulkJobs.id, body.job_id));
    const job = (await t.call("GET", `${B}/retrieve/${body.job_id}/`, mario)).body;
    expect(job.download_ready).toBe(true);
    expect((await download(mario, body.job_id)).rawPayload.equals(whole)).toBe(true);
  }, 120_000);

  it("shows another customer's batch to no one else (404)", async () => {
    const { body } = await bulkUploadCall(t, mario, "create", threeRows(), { template: String(lease.id) });
    for (const [method, url] of [
      ["GET", `${B}/retrieve/${body.job_id}/`],
      ["POST", `${B}/cancel/${body.job_id}/`],
    ] as const)
      expect((await t.call(method, url, giulia)).status).toBe(404);
    expect((await download(giulia, body.job_id)).statusCode).toBe(404);
    expect((await t.call("GET", `${B}/list/`, giulia)).body.results).toEqual([]);
    await t.app.jobs.runDue();
  }, 120_000);

  it("cancels a batch before its next chunk: nothing more is drafted", async () => {
    const { body } = await bulkUploadCall(t, mario, "create", threeRows(), { template: String(lease.id) });
    const cancelled = await t.call("POST", `${B}/cancel/${body.job_id}/`, mario);
    expect(cancelled.status).toBe(200);
    await t.app.jobs.runDue();
    const job = (await t.call("GET", `${B}/retrieve/${body.job_id}/`, mario)).body;
    expect(job).toMatchObject({ state: "cancelled", agreements: [], counts: { drafted: 0 } });
    expect((await t.call("POST", `${B}/cancel/${body.job_id}/`, mario)).status).toBe(409);
  });

  it("refuses a template outside the licence", async () => {
    const work = await customerTemplate(t, giulia, /.*/).then(async () => {
      const list = await t.call("GET", "/api/agreement/customer/template/list/?no_page=no_page", giulia);
      return (list.body.results as { id: number; module: string }[]).find((r) => r.module === "work");
    });
    const { status } = await bulkUploadCall(t, mario, "create", threeRows(), { template: String(work?.id) });
    expect(status).toBe(403);
  });
});
