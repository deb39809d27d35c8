import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../platform/jobs/job.table";
import { startSmtpPeer } from "../../test/smtp-peer";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";
import { notifications } from "../notifications/notification.table";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let mario: string;
const A = "/api/calendar/customer/appointment";

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp(
    { PUBLIC_URL: "https://contratti.example", SMTP_URL: smtp.url },
    { demoCatalogue: true, realMailer: true },
  );
  mario = await t.login("demo-customer");
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function create(body: object) {
  const response = await t.app.inject({
    method: "POST",
    url: `${A}/create/`,
    payload: body,
    headers: { ...authHeader(mario), "accept-language": "it" },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}
/** A raw message's subject and text, quoted-printable and encoded-word undone. */
function decoded(raw: string) {
  const qp = (text: string) =>
    Buffer.from(
      text
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
  const subjectLine = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? "";
  const subject = subjectLine
    .replace(/\r?\n[ \t]/g, "")
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=\s*/gi, (_, text: string) => qp(text.replace(/_/g, " ")));
  return { subject, text: qp(raw) };
}
/** The reminders the SMTP peer received whose subject names this appointment. */
const remindersTo = (title: string) =>
  smtp.received
    .map((m) => ({ to: m.to, ...decoded(m.raw) }))
    .filter((m) => m.subject === `Promemoria: ${title}`);

describe("appointment reminders", () => {
  it("go out once at their time, by e-mail in the owner's language and in the app", async () => {
    // Due now: the appointment starts in 30 minutes, the reminder is an hour before.
    const due = await create({
      title: "Udienza Tribunale di Forlì",
      start: inMinutes(30),
      end: inMinutes(90),
      place: "Tribunale di Forlì, aula 3",
      reminder: 60,
    });
    // Not due yet: a day before an appointment next month.
    const later = await create({
      title: "Rinnovo locazione",
      start: inMinutes(40_000),
      end: inMinutes(40_060),
      reminder: 1440,
    });
    // The reminder, then its e-mail (queued with it in the outbox, issue 49 §5).
    expect(await t.app.jobs.runDue()).toBe(2);
    const mails = remindersTo("Udienza Tribunale di Forlì");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toEqual(["mario.rossi@studio-rossi.example"]);
    expect(mails[0]?.subject).toBe("Promemoria: Udienza Tribunale di Forlì");
    expect(mails[0]?.text).toContain("Dove: Tribunale di Forlì, aula 3");
    expect(mails[0]?.text).toContain(`https://contratti.example/customer/${due.id}/appointment-edit`);
    const inApp = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.appointment_id, due.id));
    expect(inApp).toHaveLength(1);
    expect(inApp[0]).toMatchObject({
      kind: "appointment_reminder",
      title: "Udienza Tribunale di Forlì",
      read: false,
    });

    // Run again: nothing more is sent.
    expect(await t.app.jobs.runDue()).toBe(0);
    expect(remindersTo("Udienza Tribunale di Forlì")).toHaveLength(1);
    expect(remindersTo("Rinnovo locazione")).toHaveLength(0);

    // Moving the later one into the reminder window sends it; deleting another cancels its own.
    await t.app.inject({
      method: "PUT",
      url: `${A}/partial-update/${later.id}/`,
      payload: { start: inMinutes(600), end: inMinutes(660) },
      headers: authHeader(mario),
    });
    const gone = await create({
      title: "Appuntamento annullato",
      start: inMinutes(10),
      end: inMinutes(20),
      reminder: 15,
    });
    await t.app.inject({ method: "DELETE", url: `${A}/destroy/${gone.id}/`, headers: authHeader(mario) });
    expect(await t.app.jobs.runDue()).toBe(2);
    expect(remindersTo("Rinnovo locazione")).toHaveLength(1);
    expect(remindersTo("Appuntamento annullato")).toHaveLength(0);
  });

  it("are taken up again after an instance died holding one (its lease runs out)", async () => {
    const appointment = await create({
      title: "Scadenza disdetta",
      start: inMinutes(5),
      end: inMinutes(6),
      reminder: 15,
    });
    const key = `appointment-reminder:${appointment.id}`;
    // An instance took it and died: the lease is still running, so nobody takes it now…
    await t.database.db
      .update(jobs)
      .set({ locked_until: new Date(Date.now() + 60_000), attempts: 1 })
      .where(eq(jobs.key, key));
    expect(await t.app.jobs.runDue()).toBe(0);
    // …and once it has run out, the job is taken up and the reminder goes out.
    await t.database.db
      .update(jobs)
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where(eq(jobs.key, key));
    expect(await t.app.jobs.runDue()).toBe(2);
    expect(remindersTo("Scadenza disdetta")).toHaveLength(1);
  });

  it("go out exactly once with two app instances on one PostgreSQL (skipped on PGlite)", async (test) => {
    const second = await t.secondInstance();
    if (!second) return test.skip();
    try {
      const titles = Array.from({ length: 20 }, (_, i) => `Doppia istanza ${i + 1}`);
      for (const title of titles)
        await create({ title, start: inMinutes(20), end: inMinutes(30), reminder: 60 });
      const [first, other] = await Promise.all([t.app.jobs.runDue(), second.jobs.runDue()]);
      // Each reminder and its e-mail.
      expect(first + other).toBe(40);
      for (const title of titles) expect(remindersTo(title)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
