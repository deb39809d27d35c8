import { Writable } from "node:stream";
import { and, eq, isNotNull, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { auditEvents } from "../../platform/audit/audit.table";
import { users } from "../../platform/auth/identity.table";
import { jobs } from "../../platform/jobs/job.table";
import { authHeader } from "../../test/test-app";
import { pecSettings } from "./pec.table";
import { fx, loadDovecot, PEC_PASSWORD, pecSuite, S, settingsBody } from "./pec-fixture";
import { resumePecPolls } from "./pec-jobs";

const available = (await loadDovecot()).dovecotAvailable();

describe.skipIf(!available)("the PEC mailbox settings (issue 47 §1)", () => {
  pecSuite();
  const body = () => settingsBody(fx.smtp.port, fx.dovecot.imapPort);

  it("keeps a person's settings, never giving the password back in any answer or audit event", async () => {
    expect((await fx.t.call("GET", `${S}/`, fx.mario)).body).toMatchObject({
      configured: false,
      scope: null,
    });
    const first = await fx.t.call(
      "PUT",
      `${S}/`,
      fx.mario,
      settingsBody(fx.smtp.port, fx.dovecot.imapPort, null),
    );
    expect(first.status).toBe(400);
    expect(JSON.stringify(first.body)).toContain("password");

    const saved = await fx.t.call("PUT", `${S}/`, fx.mario, body());
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      configured: true,
      scope: "person",
      password_set: true,
      verified_at: null,
    });
    expect(saved.body).not.toHaveProperty("password");
    const read = await fx.t.call("GET", `${S}/`, fx.mario);
    expect(read.body).toEqual(saved.body);
    for (const answer of [saved, read]) expect(JSON.stringify(answer.body)).not.toContain(PEC_PASSWORD);

    const [row] = await fx.t.database.db
      .select()
      .from(pecSettings)
      .where(eq(pecSettings.address, body().address));
    expect(row?.password_sealed).not.toContain(PEC_PASSWORD);
    const events = await fx.t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "profile.pec_settings"));
    expect(events.length).toBeGreaterThan(0);
    expect(JSON.stringify(events)).not.toContain(PEC_PASSWORD);
  });

  it("asks for the password again before it goes to another server or user, never sending it elsewhere", async () => {
    await fx.t.call("PUT", `${S}/`, fx.mario, body());
    const elsewhere = await fx.t.call("PUT", `${S}/`, fx.mario, {
      ...settingsBody(fx.smtp.port, fx.dovecot.imapPort, null),
      imap_host: "imap.altrove.example",
    });
    expect(elsewhere.status).toBe(400);
    expect(JSON.stringify(elsewhere.body)).toContain("scrivi di nuovo la password");
    expect((await fx.t.call("GET", `${S}/`, fx.mario)).body.imap_host).toBe("127.0.0.1");
    // The address alone is no server: it keeps the password.
    const renamed = await fx.t.call("PUT", `${S}/`, fx.mario, {
      ...settingsBody(fx.smtp.port, fx.dovecot.imapPort, null),
      address: "studio.bis@pec-prova.test",
    });
    expect(renamed.status).toBe(200);
    await fx.t.call("PUT", `${S}/`, fx.mario, body());
  });

  it("lets only the firm's administrator set the firm's mailbox; a person's own wins for them", async () => {
    const firm = { ...body(), scope: "firm" };
    // Mario's firm is his own; Paolo is a member of Giulia's firm, not its administrator.
    expect((await fx.t.call("PUT", `${S}/`, fx.paolo, firm)).status).toBe(403);
    const set = await fx.t.call("PUT", `${S}/`, fx.giulia, firm);
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ scope: "firm", can_edit_firm: true });
    // Paolo reads the firm's (he has none of his own), cannot change or test it.
    expect((await fx.t.call("GET", `${S}/`, fx.paolo)).body).toMatchObject({
      scope: "firm",
      can_edit_firm: false,
    });
    expect((await fx.t.call("POST", `${S}/test/`, fx.paolo, {})).status).toBe(403);
    // His own settings then win for him.
    await fx.t.call("PUT", `${S}/`, fx.paolo, { ...body(), address: "paolo@pec-prova.test" });
    expect((await fx.t.call("GET", `${S}/`, fx.paolo)).body).toMatchObject({
      scope: "person",
      address: "paolo@pec-prova.test",
    });
    expect((await fx.t.call("GET", `${S}/?scope=firm`, fx.paolo)).body).toMatchObject({
      address: body().address,
    });
  });

  it("logs in to both servers, marks the settings verified and starts reading the mailbox", async () => {
    await fx.t.call("PUT", `${S}/`, fx.mario, body());
    const tested = await fx.t.call("POST", `${S}/test/`, fx.mario, {}, "en");
    expect(tested.status).toBe(200);
    expect(tested.body).toEqual({
      smtp: { ok: true, message: "Connected: signed in" },
      imap: { ok: true, message: "Connected: signed in" },
    });
    const settings = (await fx.t.call("GET", `${S}/`, fx.mario)).body;
    expect(settings.verified_at).not.toBeNull();
    const [mario] = await fx.t.database.db.select().from(users).where(eq(users.username, "demo-customer"));
    const [row] = await fx.t.database.db
      .select()
      .from(pecSettings)
      .where(and(eq(pecSettings.user_id, mario?.id ?? 0), isNotNull(pecSettings.verified_at)));
    const polls = await fx.t.database.db
      .select()
      .from(jobs)
      .where(like(jobs.key, `pec-poll:${row?.id}`));
    expect(polls).toHaveLength(1);
    // A chain of polls that ended is put back when an instance starts; a pending one is left be.
    const key = `pec-poll:${row?.id}`;
    await fx.t.database.db.update(jobs).set({ done_at: new Date() }).where(eq(jobs.key, key));
    await resumePecPolls(fx.t.database.db);
    const [resumed] = await fx.t.database.db.select().from(jobs).where(eq(jobs.key, key));
    expect(resumed?.done_at).toBeNull();
    const later = new Date(Date.now() + 3_600_000);
    await fx.t.database.db.update(jobs).set({ run_at: later }).where(eq(jobs.key, key));
    await resumePecPolls(fx.t.database.db);
    const [left] = await fx.t.database.db.select().from(jobs).where(eq(jobs.key, key));
    expect(left?.run_at.getTime()).toBe(later.getTime());
    // Changing the server voids the test; the same settings again keep it.
    await fx.t.call("PUT", `${S}/`, fx.mario, settingsBody(fx.smtp.port, fx.dovecot.imapPort, null));
    expect((await fx.t.call("GET", `${S}/`, fx.mario)).body.verified_at).not.toBeNull();
    await fx.t.call("PUT", `${S}/`, fx.mario, {
      ...settingsBody(fx.smtp.port, fx.dovecot.imapPort),
      imap_port: 1,
    });
    expect((await fx.t.call("GET", `${S}/`, fx.mario)).body.verified_at).toBeNull();
  });

  it("says in words what failed: a wrong password, a closed port", async () => {
    await fx.t.call("PUT", `${S}/`, fx.mario, settingsBody(fx.smtp.port, fx.dovecot.imapPort, "sbagliata"));
    const wrong = await fx.t.call("POST", `${S}/test/`, fx.mario, {});
    expect(wrong.status).toBe(200);
    expect(wrong.body).toEqual({
      smtp: { ok: false, message: "Il server ha rifiutato nome utente o password" },
      imap: { ok: false, message: "Il server ha rifiutato nome utente o password" },
    });
    await fx.t.call("PUT", `${S}/`, fx.mario, { ...settingsBody(1, 1), smtp_port: 1, imap_port: 1 });
    const closed = await fx.t.call("POST", `${S}/test/`, fx.mario, {}, "en");
    expect(closed.body.smtp).toEqual({
      ok: false,
      message: "The server refused the connection: check the port and the security",
    });
    expect(closed.body.imap.ok).toBe(false);
    expect(closed.body.imap.message).toBe(
      "The server refused the connection: check the port and the security",
    );
    expect((await fx.t.call("GET", `${S}/`, fx.mario)).body.verified_at).toBeNull();
  });
  it("never writes the password in a log line, whatever the server logs (requests at trace, failed polls)", async () => {
    let text = "";
    const stream = new Writable({
      write(chunk, _encoding, done) {
        text += chunk.toString();
        done();
      },
    });
    const app = await buildApp({
      config: fx.t.config,
      database: fx.t.database,
      logger: { level: "trace", stream },
    });
    await app.ready();
    const secret = "Segretissima-PEC-42";
    const headers = authHeader(fx.mario);
    const body = settingsBody(fx.smtp.port, fx.dovecot.imapPort, secret);
    await app.inject({ method: "PUT", url: `${S}/`, headers, payload: body });
    await app.inject({ method: "POST", url: `${S}/test/`, headers, payload: {} });
    // A mailbox polled with the wrong password: the failure is logged, the password is not.
    await fx.t.database.db.update(pecSettings).set({ verified_at: new Date() });
    await fx.t.database.db
      .update(jobs)
      .set({ run_at: new Date(0) })
      .where(like(jobs.key, "pec-poll:%"));
    await app.jobs.runDue();
    await app.close();
    expect(text).toContain("PEC mailbox refused its password");
    expect(text).not.toContain(secret);
    // Refused, it is tried no more (a provider locks an account after failed logins): no longer
    // verified, and its owner told once.
    const own = await fx.t.call("GET", `${S}/?scope=person`, fx.mario);
    expect(own.body.verified_at).toBeNull();
    const told = await fx.t.call("GET", "/api/account/customer/notify/list/?per_page=10", fx.mario);
    expect(JSON.stringify(told.body)).toContain("La casella PEC non accetta più la password");
  });
});
