import type { TemplateDetail } from "@app/contracts";
import { and, count, eq, isNotNull } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { createDomainEvents } from "../../platform/events/domain-events";
import type { AppContext } from "../../platform/http/app-context";
import { jobs } from "../../platform/jobs/job.table";
import { jobQueue } from "../../platform/jobs/job-queue";
import { createMailOutbox } from "../../platform/mail/mail-outbox";
import { rendererFor } from "../../platform/rendering/document-rendering";
import { personalFiscalCode } from "../../test/contact-fixtures";
import { customerTemplate } from "../../test/customer-templates";
import { sampleValues } from "../../test/sample-values";
import { createTestApp, type TestApp } from "../../test/test-app";
import { agreements } from "../agreements";
import { bulkJobArchiveParts, bulkJobRows, bulkJobs } from "./bulk.table";
import { createBulkHandler } from "./bulk-runner";
import { B, bulkUploadCall, filledWorkbook, modelHeaders } from "./bulk-test-support";

let t: TestApp;
let mario: string;
let giulia: string;
let lease: TemplateDetail;

beforeAll(async () => {
  t = await createTestApp({}, { demoCatalogue: true });
  [mario, giulia] = await t.loginAll("demo-customer", "demo-customer-2");
  lease = await customerTemplate(t, mario, /canone concordato/);
}, 120_000);
afterAll(() => t.close());

const db = () => t.database.db;
const agreementsOf = async (ownerTemplate: number) =>
  (await db().select({ n: count() }).from(agreements).where(eq(agreements.template_id, ownerTemplate)))[0]?.n;

describe("a batch survives a restart (issue 48 §2)", () => {
  it("resumes where it was on a new app on the same database, and drafts no agreement twice", async () => {
    const { keys, labels } = await modelHeaders(t, mario, lease);
    const rows = Array.from({ length: 6 }, (_, i) => ({
      title: `Riga ${i + 1}`,
      values: sampleValues(lease.fields),
    }));
    rows[2] = {
      ...rows[2],
      override: {
        titolo: "Senza data",
        [lease.fields.find((f) => f.type === "date" && f.required && !f.visible_if)?.slug ?? ""]: "",
      },
    } as never;
    const before = await agreementsOf(lease.id);
    const created = await bulkUploadCall(t, mario, "create", filledWorkbook(keys, labels, rows), {
      template: String(lease.id),
      format: "docx",
    });
    expect(created.status).toBe(202);
    const id = created.body.job_id as number;

    // One chunk of 2 rows by a runner of its own, then that instance is gone.
    const ctx = {
      config: t.config,
      db: db(),
      database: t.database,
      outbox: createMailOutbox(t.config.MAIL_FROM),
      log: t.app.log,
      events: createDomainEvents(),
    } as unknown as AppContext;
    const [first] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.key, `bulk:${id}:0`));
    if (!first) throw new Error("no first chunk");
    await createBulkHandler(ctx, { chunkRows: 2 })(first, (tx) => jobQueue.markDone(tx, first.id));
    await rendererFor(ctx).close();
    expect(await agreementsOf(lease.id)).toBe((before ?? 0) + 2);
    // It died mid-way through the next row: drafted, its document not yet written; and the
    // first chunk's lease ran out, so it is taken again.
    await db()
      .update(bulkJobRows)
      .set({ status: "drafted", docx: null })
      .where(and(eq(bulkJobRows.job_id, id), eq(bulkJobRows.row_number, 4)));
    await db().update(jobs).set({ done_at: null, locked_until: null }).where(eq(jobs.id, first.id));

    const restarted = await buildApp({ config: t.config, database: t.database, logger: false });
    await restarted.ready();
    await restarted.jobs.runDue();
    await restarted.close();

    const job = (await t.call("GET", `${B}/retrieve/${id}/`, mario)).body;
    expect(job).toMatchObject({ state: "partial", processed: 6, counts: { drafted: 5, failed: 1 } });
    expect(await agreementsOf(lease.id)).toBe((before ?? 0) + 5);
    const tagged = await db()
      .select({ n: count() })
      .from(bulkJobRows)
      .where(and(eq(bulkJobRows.job_id, id), isNotNull(bulkJobRows.agreement_id)));
    expect(tagged[0]?.n).toBe(5);
    expect(new Set(job.agreements.map((a: { id: number }) => a.id)).size).toBe(5);
  }, 180_000);
});

describe("a cancel mid-way (issue 48 §2)", () => {
  it("stops the batch after the chunk in hand: its rows are drafted, the others cancelled", async () => {
    const { keys, labels } = await modelHeaders(t, mario, lease);
    const rows = Array.from({ length: 5 }, (_, i) => ({
      title: `Annullo ${i + 1}`,
      values: sampleValues(lease.fields),
    }));
    const created = await bulkUploadCall(t, mario, "create", filledWorkbook(keys, labels, rows), {
      template: String(lease.id),
      format: "docx",
    });
    const id = created.body.job_id as number;
    const [chunk] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.key, `bulk:${id}:0`));
    if (!chunk) throw new Error("no chunk");
    const ctx = {
      config: t.config,
      db: db(),
      database: t.database,
      outbox: createMailOutbox(t.config.MAIL_FROM),
      log: t.app.log,
      events: createDomainEvents(),
    } as unknown as AppContext;
    await createBulkHandler(ctx, { chunkRows: 2 })(chunk, (tx) => jobQueue.markDone(tx, chunk.id));
    await rendererFor(ctx).close();
    expect((await t.call("GET", `${B}/retrieve/${id}/`, mario)).body.state).toBe("running");
    expect((await t.call("POST", `${B}/cancel/${id}/`, mario)).status).toBe(200);
    await t.app.jobs.runDue();
    const job = (await t.call("GET", `${B}/retrieve/${id}/`, mario)).body;
    expect(job).toMatchObject({
      state: "cancelled",
      counts: { drafted: 2, failed: 0 },
      download_ready: true,
    });
    expect(job.agreements).toHaveLength(2);
  }, 180_000);
});

describe("two runners on one chunk (a lease run out while the first still worked)", () => {
  it("draft each row once, and end the batch once", async () => {
    const { keys, labels } = await modelHeaders(t, mario, lease);
    const rows = Array.from({ length: 4 }, (_, i) => ({
      title: `Doppio ${i + 1}`,
      values: sampleValues(lease.fields),
    }));
    const before = await agreementsOf(lease.id);
    const created = await bulkUploadCall(t, mario, "create", filledWorkbook(keys, labels, rows), {
      template: String(lease.id),
      format: "docx",
    });
    const id = created.body.job_id as number;
    const [chunk] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.key, `bulk:${id}:0`));
    if (!chunk) throw new Error("no chunk");
    // A part an earlier runner wrote before it crashed: never the batch's.
    await db()
      .insert(bulkJobArchiveParts)
      .values({ job_id: id, archive: "crashed", part: 0, bytes: Buffer.from("PK") });
    // The two instances' events, as the notifications module would follow them: one bell.
    const events = createDomainEvents();
    let bells = 0;
    events.on("bulk.finished", async () => {
      bells++;
    });
    const instance = () =>
      ({
        config: t.config,
        db: db(),
        database: t.database,
        outbox: createMailOutbox(t.config.MAIL_FROM),
        log: t.app.log,
        events,
      }) as unknown as AppContext;
    const [a, b] = [instance(), instance()];
    await Promise.all(
      [a, b].map((ctx) => createBulkHandler(ctx)(chunk, (tx) => jobQueue.markDone(tx, chunk.id))),
    );
    await Promise.all([rendererFor(a).close(), rendererFor(b).close()]);
    expect(await agreementsOf(lease.id)).toBe((before ?? 0) + 4);
    const job = (await t.call("GET", `${B}/retrieve/${id}/`, mario)).body;
    expect(job).toMatchObject({ state: "completed", counts: { drafted: 4, failed: 0 } });
    expect(new Set(job.agreements.map((a: { id: number }) => a.id)).size).toBe(4);
    expect(bells).toBe(1);
    // One archive stands, the one the batch names: the other runner's and the crashed one's went.
    const [batch] = await db()
      .select({ archive: bulkJobs.archive })
      .from(bulkJobs)
      .where(eq(bulkJobs.id, id));
    const archives = await db()
      .selectDistinct({ archive: bulkJobArchiveParts.archive })
      .from(bulkJobArchiveParts)
      .where(eq(bulkJobArchiveParts.job_id, id));
    expect(archives).toEqual([{ archive: batch?.archive }]);
    const zip = await t.app.inject({
      method: "GET",
      url: `${B}/download/${id}/`,
      headers: { authorization: `JWT ${mario}` },
    });
    expect(Object.keys(unzipSync(new Uint8Array(zip.rawPayload)))).toContain("manifest.csv");
  }, 180_000);
});

describe("a batch from the address book (issue 48 §3)", () => {
  it("drafts one agreement per contact, the party filled as «Scegli dalla rubrica» fills it", async () => {
    const contacts: number[] = [];
    for (const [n, name] of [
      [1, "Rossi"],
      [2, "Bianchi"],
    ] as const) {
      const body = {
        typology: "PF",
        data: {
          nome: "Maria",
          cognome: name,
          codice_fiscale: personalFiscalCode(n),
          indirizzo: "Via Roma 1",
          cap: "00184",
          comune: "Roma",
          provincia: "RM",
          luogo_nascita: "Roma",
          data_nascita: "1980-01-01",
          pec: `maria.${name.toLowerCase()}@pec.it`,
          email: `maria.${name.toLowerCase()}@esempio.it`,
        },
      };
      contacts.push(
        (await t.call("POST", "/api/agreement/customer/address-book/create/", mario, body)).body.id,
      );
    }
    const payload = {
      template: lease.id,
      party: "conduttore",
      contacts,
      values: sampleValues(lease.fields),
      format: "pdf",
    };
    const created = await t.call("POST", `${B}/create-from-contacts/`, mario, payload);
    expect(created.status).toBe(202);
    await t.app.jobs.runDue();
    const job = (await t.call("GET", `${B}/retrieve/${created.body.job_id}/`, mario)).body;
    expect(job).toMatchObject({ source: "contacts", counts: { drafted: 2 } });
    // A contact's row is its position in the choice.
    expect(job.agreements.map((a: { row: number }) => a.row)).toEqual([1, 2]);
    const agreement = (
      await t.call("GET", `/api/agreement/customer/agreement/retrieve/${job.agreements[1].id}/`, mario)
    ).body;
    expect(agreement.parties).toEqual({ conduttore: contacts[1] });
    expect(JSON.stringify(agreement.values)).toContain("Maria Bianchi");
    expect(JSON.stringify(agreement.values)).toContain("Via Roma 1, 00184 Roma (RM)");
    // Choosing contacts is not asking to write to them: no mail unless `send_email`.
    expect(t.sentMail.filter((m) => String(m.to).startsWith("maria."))).toEqual([]);
    const sending = await t.call("POST", `${B}/create-from-contacts/`, mario, {
      ...payload,
      send_email: true,
    });
    await t.app.jobs.runDue();
    expect((await t.call("GET", `${B}/retrieve/${sending.body.job_id}/`, mario)).body.counts.drafted).toBe(2);
    expect(t.sentMail.map((m) => m.to)).toEqual(
      expect.arrayContaining(["maria.rossi@esempio.it", "maria.bianchi@esempio.it"]),
    );

    // Another customer's contacts are refused like unknown ones.
    const intruder = await t.call("POST", `${B}/create-from-contacts/`, giulia, { ...payload, contacts });
    expect(intruder.status).toBe(400);
    expect(JSON.stringify(intruder.body)).toContain("rubrica");
  }, 120_000);
});
