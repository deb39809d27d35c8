import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResetTokens, sessions, users } from "../platform/auth/identity.table";
import { signIn } from "./customer-sign-in";
import { refuseAuditEvents } from "./refuse-audit-events";
import { createTestApp, type TestApp } from "./test-app";

// Data is sacred: a change and the activity-log event that records it land together or not at
// all. The log is made to refuse the events that used to be written after their change, and the
// change must then not have happened either. (A recovery code's: mfa/mfa-recovery-atomic.test.ts.)
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { demoCatalogue: true });
  await refuseAuditEvents(
    t,
    `new.action in ('profile.end_sessions', 'profile.password_link')
     or (new.action = 'login' and new.actor_id = (select id from users where username = 'demo-seat-1'))`,
  );
});
afterAll(() => t.close());

const idOf = async (username: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id;

describe("a profile change whose event cannot be recorded", () => {
  it("leaves the colleague's sessions live when ending them fails", async () => {
    const [paolo, giulia] = await t.loginAll("demo-colleague", "demo-customer-2");
    const colleague = await idOf("demo-colleague");
    const ended = await t.call("POST", `/api/profile/customer/profile/end-sessions/${colleague}/`, giulia);
    expect(ended.status).toBe(500);
    // The spec's error shape, and nothing of the database's message.
    expect(ended.body.status_code).toBe(500);
    expect(JSON.stringify(ended.body)).not.toContain("refuses");
    expect((await t.call("GET", "/api/account/me/", paolo)).status).toBe(200);
  });

  it("issues no password link and sends no e-mail when sending it fails", async () => {
    const editor = await t.login("demo-editor");
    const customer = (await idOf("demo-customer")) as number;
    const links = () =>
      t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.user_id, customer));
    const before = (await links()).length;
    const mailed = t.sentMail.length;
    const sent = await t.call("POST", `/api/profile/editor/profile/send-password-link/${customer}/`, editor);
    expect(sent.status).toBe(500);
    expect((await links()).length).toBe(before);
    expect(t.sentMail.length).toBe(mailed);
  });
});

describe("a sign-in whose event cannot be recorded", () => {
  it("starts no session, so no seat stays taken by a token nobody received", async () => {
    const person = (await idOf("demo-seat-1")) as number;
    const live = async () =>
      (await t.database.db.select().from(sessions).where(eq(sessions.user_id, person))).length;
    const before = await live();
    const refused = await signIn(t, "demo-seat-1");
    expect(refused.statusCode).toBe(500);
    expect(await live()).toBe(before);
    // The firm's one seat is free: the colleague signs in.
    expect((await signIn(t, "demo-seat-2")).statusCode).toBe(200);
  });
});
