import { eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoLicences } from "../../db/seed/licences";
import { users } from "../../platform/auth/identity.table";
import { jobs } from "../../platform/jobs/job.table";
import { addDays, romeDay } from "../../platform/time/rome-time";
import { createTestApp, type TestApp } from "../../test/test-app";
import { companyMembers, licences } from "../profile";
import { scanExpiringLicences } from "./licence-expiry";
import { notifications } from "./notification.table";

let t: TestApp;
let mario: string;
let giulia: string;
const N = "/api/account/customer/notify";

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoLicences(t.database.db);
  [mario, giulia] = await t.loginAll("demo-customer", "demo-customer-2");
});
afterAll(() => t.close());

const call = (...args: Parameters<TestApp["call"]>) => t.call(...args);
const userId = async (username: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id ?? 0;

/** A system notice, as the reminders and the revision job write them. */
async function systemNotice(username: string, title: string, read = false) {
  const [row] = await t.database.db
    .insert(notifications)
    .values({ owner_id: await userId(username), kind: "appointment_reminder", title, text: "Domani", read })
    .returning({ id: notifications.id });
  return row?.id ?? 0;
}

describe("the customer's notes", () => {
  it("creates, edits only what is sent, and deletes a note", async () => {
    const created = await call("POST", `${N}/create/`, mario, {
      title: "Richiamare il cliente",
      text: "Per la firma del contratto",
      date: "2026-12-03T10:00:00Z",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      kind: "note",
      title: "Richiamare il cliente",
      date: "2026-12-03T11:00:00+01:00",
      read: true,
      agreement: null,
    });
    const edited = await call("PUT", `${N}/partial-update/${created.body.id}/`, mario, {
      title: "Richiamare",
    });
    expect(edited.body).toMatchObject({ title: "Richiamare", text: "Per la firma del contratto" });
    expect((await call("DELETE", `${N}/destroy/${created.body.id}/`, mario)).status).toBe(204);
    expect((await call("GET", `${N}/retrieve/${created.body.id}/`, mario)).status).toBe(404);
  });

  it("refuses bad input field by field, and another customer's contract", async () => {
    const bad = await call("POST", `${N}/create/`, mario, { title: " ", date: "domani" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(expect.arrayContaining(["title", "date"]));
    const agreement = (await call("POST", `${N}/create/`, mario, { title: "Nota", agreement: 999_999 })).body;
    expect(agreement.agreement).toEqual(["Risorsa non trovata"]);
  });

  it("keeps what the system said: a reminder is marked and deleted, never rewritten (403)", async () => {
    const id = await systemNotice("demo-customer", "Firma alle 10");
    const refused = await call("PUT", `${N}/partial-update/${id}/`, mario, { title: "Altro" });
    expect(refused.status).toBe(403);
    expect((await call("GET", `${N}/retrieve/${id}/`, mario)).body.title).toBe("Firma alle 10");
    expect((await call("PATCH", `${N}/set-status/${id}/`, mario, { status: "read" })).body.read).toBe(true);
    expect((await call("PATCH", `${N}/set-status/${id}/`, mario, { status: "unread" })).body.read).toBe(
      false,
    );
    expect((await call("PATCH", `${N}/set-status/${id}/`, mario, { status: "letto" })).status).toBe(400);
  });
});

describe("a note with a date ahead", () => {
  const dueNow = () =>
    t.database.db
      .update(jobs)
      .set({ run_at: new Date(Date.now() - 1000) })
      .where(like(jobs.key, "note-reminder:%"));

  it("comes back unread at its date, at the top of the list; moved, it waits; deleted, it is gone", async () => {
    const ahead = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const note = (await call("POST", `${N}/create/`, mario, { title: "Scade la disdetta", date: ahead }))
      .body;
    expect(note.read).toBe(true);
    const unread = async () => (await call("GET", `${N}/unread/`, mario)).body.unread as number;
    const before = await unread();
    expect(await t.app.jobs.runDue()).toBe(0);
    await dueNow();
    expect(await t.app.jobs.runDue()).toBe(1);
    expect(await unread()).toBe(before + 1);
    const first = (await call("GET", `${N}/list/?per_page=1`, mario)).body.results[0];
    expect(first).toMatchObject({ id: note.id, read: false });

    // Moved after its job was due: only the new date's job counts.
    await call("PATCH", `${N}/set-status/${note.id}/`, mario, { status: "read" });
    const later = new Date(Date.now() + 5 * 86_400_000).toISOString();
    await call("PUT", `${N}/partial-update/${note.id}/`, mario, { date: later });
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `note-reminder:${note.id}`));
    expect(job?.run_at.toISOString()).toBe(later);
    expect(job?.done_at).toBeNull();

    expect((await call("DELETE", `${N}/destroy/${note.id}/`, mario)).status).toBe(204);
    expect(await t.database.db.$count(jobs, eq(jobs.key, `note-reminder:${note.id}`))).toBe(0);
  });
});

describe("the list, the bell and mark-all-read", () => {
  it("pages as the load-more of spec §4 reads it: more while count > per_page × page", async () => {
    for (let i = 1; i <= 12; i++) await systemNotice("demo-customer-2", `Avviso ${i}`);
    const page = async (n: number) => (await call("GET", `${N}/list/?page=${n}&per_page=5`, giulia)).body;
    const one = await page(1);
    expect(one).toMatchObject({ per_page: 5, count: 12 });
    expect(one.results.map((r: { title: string }) => r.title)).toEqual([
      "Avviso 12",
      "Avviso 11",
      "Avviso 10",
      "Avviso 9",
      "Avviso 8",
    ]);
    const three = await page(3);
    expect(three.results).toHaveLength(2);
    expect(one.count > one.per_page * 2).toBe(true);
    expect(three.count > three.per_page * 3).toBe(false);
    // The default page is the screen's: 10.
    expect((await call("GET", `${N}/list/`, giulia)).body.per_page).toBe(10);
  });

  it("filters unread and by kind, counts the unread for the bell, and marks all read", async () => {
    expect((await call("GET", `${N}/unread/`, giulia)).body).toEqual({ unread: 12 });
    const first = (await call("GET", `${N}/list/?filter__read=false&per_page=1`, giulia)).body.results[0];
    await call("PATCH", `${N}/set-status/${first.id}/`, giulia, { status: "read" });
    expect((await call("GET", `${N}/list/?filter__read=false`, giulia)).body.count).toBe(11);
    expect((await call("GET", `${N}/list/?filter__kind=note`, giulia)).body.count).toBe(0);
    expect((await call("GET", `${N}/list/?filter__kind=appointment_reminder`, giulia)).body.count).toBe(12);
    expect((await call("POST", `${N}/read-all/`, giulia)).body).toEqual({ unread: 0 });
    expect((await call("GET", `${N}/unread/`, giulia)).body).toEqual({ unread: 0 });
    // Mario's are his own.
    expect((await call("GET", `${N}/unread/`, mario)).body.unread).toBeGreaterThan(0);
  });

  it("never shows or touches another customer's notifications", async () => {
    const marios = await systemNotice("demo-customer", "Solo di Mario");
    expect((await call("GET", `${N}/retrieve/${marios}/`, giulia)).status).toBe(404);
    expect((await call("PATCH", `${N}/set-status/${marios}/`, giulia, { status: "read" })).status).toBe(404);
    expect((await call("DELETE", `${N}/destroy/${marios}/`, giulia)).status).toBe(404);
    const listed = (await call("GET", `${N}/list/?no_page=no_page`, giulia)).body.results;
    expect(listed.map((r: { id: number }) => r.id)).not.toContain(marios);
    expect((await call("GET", `${N}/retrieve/${marios}/`, mario)).body.read).toBe(false);
  });
});

describe("licences about to end", () => {
  it("tells each active member once, 30 days ahead, unless a later licence follows", async () => {
    const db = t.database.db;
    const giuliaId = await userId("demo-customer-2");
    const [membership] = await db.select().from(companyMembers).where(eq(companyMembers.user_id, giuliaId));
    const firm = membership?.company_id ?? 0;
    const members = (await db.select().from(companyMembers).where(eq(companyMembers.company_id, firm))).map(
      (m) => m.user_id,
    );
    const today = romeDay(new Date());
    await db
      .update(licences)
      .set({ valid_to: addDays(today, 20) })
      .where(eq(licences.company_id, firm));
    expect(await scanExpiringLicences(db, today)).toBe(members.length);
    expect(await scanExpiringLicences(db, addDays(today, 1))).toBe(0);
    const told = await db.select().from(notifications).where(inArray(notifications.owner_id, members));
    const notice = told.find((n) => n.kind === "licence_expiring" && n.owner_id === giuliaId);
    expect(notice?.title).toMatch(/^La licenza scade il \d{2}\/\d{2}\/\d{4}$/);
    expect(notice?.text).toContain("Soluzione Completa");

    // Renewed: a later licence follows, nobody is told of the next end date.
    await db
      .update(licences)
      .set({ valid_to: addDays(today, 25) })
      .where(eq(licences.company_id, firm));
    const [current] = await db.select().from(licences).where(eq(licences.company_id, firm));
    await db.insert(licences).values({
      company_id: firm,
      name: "Soluzione Completa",
      plan: "complete",
      modules: ["civil_commercial", "work"],
      seats: current?.seats ?? 1,
      valid_from: addDays(today, 26),
      valid_to: addDays(today, 400),
      status: "active",
    });
    expect(await scanExpiringLicences(db, today)).toBe(0);
  });
});
