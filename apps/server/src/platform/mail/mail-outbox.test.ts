import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerTemplate } from "../../test/customer-templates";
import { refuseAuditEvents } from "../../test/refuse-audit-events";
import { sampleValues } from "../../test/sample-values";
import { until } from "../../test/server-processes";
import { startSmtpPeer } from "../../test/smtp-peer";
import { createTestApp, type TestApp } from "../../test/test-app";
import { auditEvents } from "../audit/audit.table";
import { loginFailures } from "../auth/identity.table";
import { jobs } from "../jobs/job.table";
import { mailOutbox } from "./mail-outbox.table";

// Issue 49 §5: every e-mail is written with its event in the use case's transaction and sent by
// the job queue: once, again after a temporary refusal, never after a permanent one.
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let t: TestApp;
let mario: string;
let agreementId: number;
/** The SMTP replies the peer gives the next messages instead of taking them. */
const refusals: number[] = [];
const C = "/api/agreement/customer/agreement";

beforeAll(async () => {
  smtp = await startSmtpPeer({ refuse: () => refusals.shift() ?? null });
  t = await createTestApp({ SMTP_URL: smtp.url }, { realMailer: true, demoCatalogue: true });
  mario = await t.login("demo-customer");
  const lease = await customerTemplate(t, mario, /uso abitativo/);
  const created = await t.call("POST", `${C}/create/`, mario, {
    title: "Locazione da inviare",
    template: lease.id,
    values: sampleValues(lease.fields),
  });
  agreementId = created.body.id;
}, 120_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const rowOf = async (id: number) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
const lastRow = async () =>
  (await t.database.db.select().from(mailOutbox).orderBy(sql`${mailOutbox.id} desc`).limit(1))[0];
const jobOf = async (id: number) =>
  (
    await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `mail:${id}`))
  )[0];
/** Waits for the sending that follows the answer (the test app's runner runs it once answered). */
const settled = (id: number, status: string) =>
  until(async () => (await rowOf(id))?.status === status, 10_000, `mail ${id} ${status}`);
const resetLink = () =>
  t.app.inject({
    method: "POST",
    url: "/rest-auth/password/reset/",
    payload: { email: "mario.rossi@studio-rossi.example" },
  });
const messageIdIn = (raw: string) => /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1];

describe("the agreement's e-mail", () => {
  it("is queued with its event, sent, answered as sent and shown sent", async () => {
    const before = smtp.received.length;
    const sent = await t.call("POST", `${C}/sendmail/${agreementId}/`, mario, {
      to_email: ["controparte@esempio.it"],
      subject: "Il contratto",
      attachment_extension: "docx",
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ detail: "E-mail inviata correttamente" });
    const row = (await lastRow()) as NonNullable<Awaited<ReturnType<typeof lastRow>>>;
    await settled(row.id, "sent");
    const mails = await smtp.waitFor(before + 1);
    expect(mails.length).toBe(before + 1);
    const done = await rowOf(row.id);
    expect(done).toMatchObject({ about_type: "agreement", about_id: agreementId, attempts: 1, text: "" });
    expect(messageIdIn(mails.at(-1)?.raw ?? "")).toBe(done?.message_id);
    // Sent, the document's bytes are not kept; its name is.
    expect(done?.attachments).toEqual([
      expect.objectContaining({ filename: expect.any(String), content: "" }),
    ]);
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "agreement.sendmail"), eq(auditEvents.subject_id, agreementId)));
    expect(event?.data).toMatchObject({ mail_id: row.id });
    // The activity log says whether it went.
    const editor = await t.login("demo-editor");
    const trail = await t.call(
      "GET",
      "/api/account/editor/audit/list/?filter__action=agreement.sendmail",
      editor,
    );
    expect(trail.body.results[0].data).toMatchObject({ mail_id: row.id, mail_status: "sent" });
  });

  it("is sent again with the same Message-ID when an attempt ended unseen", async () => {
    // As an instance killed during the SMTP call leaves it once its lease has run out.
    const row = (await lastRow()) as NonNullable<Awaited<ReturnType<typeof lastRow>>>;
    await t.database.db.update(mailOutbox).set({ status: "sending" }).where(eq(mailOutbox.id, row.id));
    await t.database.db
      .update(jobs)
      .set({ done_at: null, locked_until: null, run_at: new Date() })
      .where(eq(jobs.key, `mail:${row.id}`));
    const before = smtp.received.length;
    await t.deliverMail();
    const mails = await smtp.waitFor(before + 1);
    expect(messageIdIn(mails.at(-1)?.raw ?? "")).toBe(row.message_id);
    expect(await rowOf(row.id)).toMatchObject({ status: "sent", attempts: 2 });
  });
});

describe("a refusal of the SMTP server", () => {
  it("of the temporary kind (451) is tried again after the back-off, then sent", async () => {
    refusals.push(451);
    const before = smtp.received.length;
    expect((await resetLink()).statusCode).toBe(200);
    const row = (await lastRow()) as NonNullable<Awaited<ReturnType<typeof lastRow>>>;
    await until(async () => (await rowOf(row.id))?.last_error != null, 10_000, "the first attempt");
    expect(await rowOf(row.id)).toMatchObject({ status: "pending", attempts: 1 });
    const job = await jobOf(row.id);
    expect(job?.done_at).toBeNull();
    expect(job?.run_at.getTime()).toBeGreaterThan(Date.now() + 50_000);
    // The back-off has passed.
    await t.database.db
      .update(jobs)
      .set({ run_at: new Date() })
      .where(eq(jobs.key, `mail:${row.id}`));
    await t.deliverMail();
    expect(await rowOf(row.id)).toMatchObject({ status: "sent", attempts: 2, last_error: null });
    expect((await smtp.waitFor(before + 1)).length).toBe(before + 1);
  });

  it("of the permanent kind (550) is said to the sender of an agreement, as before the outbox", async () => {
    refusals.push(550);
    const refused = await t.call("POST", `${C}/sendmail/${agreementId}/`, mario, {
      to_email: ["inesistente@esempio.it"],
      subject: "Il contratto",
      attachment_extension: "pdf",
    });
    expect(refused.status).toBe(503);
    expect(JSON.stringify(refused.body)).toContain("L'e-mail non è stata inviata correttamente");
    const failed = await lastRow();
    expect(failed).toMatchObject({ status: "failed", text: "" });
    // Given up, the document's bytes are not kept either; its name is.
    expect(failed?.attachments).toEqual([
      expect.objectContaining({ filename: expect.stringMatching(/\.pdf$/), content: "" }),
    ]);
  });

  it("of the permanent kind (550) marks the message failed, never tried again", async () => {
    refusals.push(550);
    const before = smtp.received.length;
    expect((await resetLink()).statusCode).toBe(200);
    const row = (await lastRow()) as NonNullable<Awaited<ReturnType<typeof lastRow>>>;
    await settled(row.id, "failed");
    const failed = await rowOf(row.id);
    expect(failed).toMatchObject({ attempts: 1, text: "" });
    expect(failed?.last_error).toMatch(/550/);
    expect((await jobOf(row.id))?.done_at).not.toBeNull();
    await t.database.db
      .update(jobs)
      .set({ run_at: new Date() })
      .where(eq(jobs.key, `mail:${row.id}`));
    await t.deliverMail();
    expect(smtp.received.length).toBe(before);
  });
});

describe("an event the activity log refuses", () => {
  beforeAll(() => refuseAuditEvents(t, "new.action in ('agreement.sendmail', 'login_failed')"));

  it("fails the sending whole: no e-mail queued, none sent", async () => {
    const queued = async () => (await t.database.db.select({ n: count() }).from(mailOutbox))[0]?.n;
    const before = { rows: await queued(), received: smtp.received.length };
    const refused = await t.call("POST", `${C}/sendmail/${agreementId}/`, mario, {
      to_email: ["controparte@esempio.it"],
      subject: "Non deve partire",
      attachment_extension: "docx",
    });
    expect(refused.status).toBe(500);
    expect(await queued()).toBe(before.rows);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.length).toBe(before.received);
  });

  it("counts no failed sign-in either (login_failed: the counter and its event together)", async () => {
    const failures = async () =>
      (
        await t.database.db
          .select({ n: count() })
          .from(loginFailures)
          .where(eq(loginFailures.username, "demo-customer"))
      )[0]?.n;
    const before = await failures();
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/account/customer/login/",
      payload: { username: "demo-customer", password: "not-the-password", rememberMe: false },
    });
    expect(refused.statusCode).toBe(500);
    expect(await failures()).toBe(before);
  });
});
