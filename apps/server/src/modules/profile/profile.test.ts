import { randomUUID } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { DEMO_PASSWORD } from "../../db/seed/demo-accounts";
import { sessions, users } from "../../platform/auth/identity.table";
import { startSmtpPeer } from "../../test/smtp-peer";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";
import { createSeatCheck } from "./seats";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let editor: string;
const P = "/api/profile/customer";
const E = "/api/profile/editor";

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp(
    { SMTP_URL: smtp.url, PUBLIC_URL: "https://contratti.example" },
    { realMailer: true, demoCatalogue: true },
  );
  editor = await t.login("demo-editor");
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  token: string,
  payload?: object,
  language = "it",
) => t.call(method, url, token, payload, { "accept-language": language });
const login = (username: string, password = DEMO_PASSWORD) =>
  t.app.inject({
    method: "POST",
    url: "/api/account/customer/login/",
    payload: { username, password },
    headers: { "accept-language": "en" },
  });
const logout = (token: string) =>
  t.app.inject({ method: "POST", url: "/api/account/customer/logout/", headers: authHeader(token) });

/** The link of the newest mail to `to`, as the SMTP peer received it (quoted-printable undone). */
function linkFor(to: string): string {
  const mail = [...smtp.received].reverse().find((m) => m.to.includes(to));
  const raw = (mail?.raw ?? "").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  return /https:\/\/contratti\.example\/auth\/password\/reset\/confirm\?token=[\w-]+/.exec(raw)?.[0] ?? "";
}

describe("the seat rule", () => {
  it("refuses a second person on a one-seat licence, lets the same person in again, and frees the seat on logout", async () => {
    const first = await login("demo-seat-1");
    expect(first.statusCode).toBe(200);
    const second = await login("demo-seat-2");
    expect(second.statusCode).toBe(403);
    expect(second.json().non_field_errors[0]).toBe(
      "Every seat of your firm's licence is in use (1 of 1): to sign in, ask a colleague to sign out, or ask your firm's administrator (Anna Neri) to free a seat or buy more.",
    );
    const again = await login("demo-seat-1");
    expect(again.statusCode).toBe(200);
    await logout(first.json().token);
    expect((await login("demo-seat-2")).statusCode).toBe(403);
    await logout(again.json().token);
    const freed = await login("demo-seat-2");
    expect(freed.statusCode).toBe(200);
    await logout(freed.json().token);
  });

  it("admits only one of two people who sign in at the same moment for the last seat", async () => {
    const seats = createSeatCheck(t.database.db);
    const ids = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.username, ["demo-seat-1", "demo-seat-2"]));
    const now = new Date();
    // A sign-in whose session row lands a while after its check: the window two people race in.
    const slowStart = (userId: number) => async (within: Database) => {
      await delay(100);
      const id = randomUUID();
      await within.insert(sessions).values({
        id,
        user_id: userId,
        remember_me: false,
        created_at: now,
        expires_at: new Date(now.getTime() + 3_600_000),
      });
      return id;
    };
    const outcomes = await Promise.allSettled(ids.map(({ id }) => seats.admit(id, now, slowStart(id))));
    expect(outcomes.map((o) => o.status).sort()).toEqual(["fulfilled", "rejected"]);
    const rejected = outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult;
    expect(rejected.reason.statusCode).toBe(403);
    const admitted = outcomes.find((o) => o.status === "fulfilled") as PromiseFulfilledResult<string>;
    await t.database.db
      .update(sessions)
      .set({ revoked_at: new Date() })
      .where(eq(sessions.id, admitted.value));
  });

  it("ends a disabled person's sessions at once, which frees their seat", async () => {
    const member = (await login("demo-seat-2")).json().token;
    const admin = await login("demo-seat-1");
    expect(admin.statusCode).toBe(403);
    // The administrator is refused too while the colleague holds the only seat: an editor ends it.
    const people = (await call("GET", `${E}/profile/list/?filter__username=demo-seat-2`, editor)).body
      .results;
    await call("PUT", `${E}/profile/partial-update/${people[0].id}/`, editor, { is_active: false });
    const now = await login("demo-seat-1");
    expect(now.statusCode).toBe(200);
    const token = now.json().token;
    expect((await call("GET", "/api/account/me/", member)).status).toBe(401);
    await call("PUT", `${E}/profile/partial-update/${people[0].id}/`, editor, { is_active: true });
    const sub = (await call("GET", `${P}/subscription/`, token)).body;
    expect(sub.seats).toEqual({ used: 1, total: 1 });
    expect(sub.holders.map((h: { username: string }) => h.username)).toEqual(["demo-seat-1"]);
    // What the modules open, by title: the firm holds the civil-commercial module only.
    expect(sub.opens.map((o: { module: string }) => o.module)).toEqual(["civil_commercial"]);
    const titles = sub.opens[0].templates.map((x: { title: string }) => x.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => a.localeCompare(b)));
    expect(sub.opens[0].calculators.length).toBeGreaterThan(0);
    const colleague = (await login("demo-seat-2")).statusCode;
    expect(colleague).toBe(403);
    await logout(token);
  });

  it("lets the firm's administrator end a colleague's sessions, and no one else's", async () => {
    const paolo = await t.login("demo-colleague");
    const giulia = await t.login("demo-customer-2");
    const mario = await t.login("demo-customer");
    const colleague = (await call("GET", `${P}/profile/list/?filter__username=demo-colleague`, giulia)).body
      .results[0];
    expect(colleague.live_sessions).toBeGreaterThan(0);
    expect((await call("POST", `${P}/profile/end-sessions/${colleague.id}/`, mario)).status).toBe(404);
    expect((await call("POST", `${P}/profile/end-sessions/${colleague.id}/`, paolo)).status).toBe(403);
    expect((await call("GET", "/api/account/me/", paolo)).status).toBe(200);
    expect((await call("POST", `${P}/profile/end-sessions/${colleague.id}/`, giulia)).status).toBe(200);
    expect((await call("GET", "/api/account/me/", paolo)).status).toBe(401);
  });

  it("ends the administrator's sessions on other devices from their own row, not the one they act from", async () => {
    const elsewhere = await t.login("demo-customer-2");
    const giulia = await t.login("demo-customer-2");
    const self = (await call("GET", `${P}/profile/list/?filter__username=demo-customer-2`, giulia)).body
      .results[0];
    expect((await call("POST", `${P}/profile/end-sessions/${self.id}/`, giulia)).status).toBe(200);
    expect((await call("GET", "/api/account/me/", giulia)).status).toBe(200);
    expect((await call("GET", "/api/account/me/", elsewhere)).status).toBe(401);
  });

  it("locks the modules of an expired licence at once, while sign-in still works", async () => {
    const mario = await t.login("demo-customer");
    const licence = (await call("GET", `${P}/licence/list/`, mario)).body.results[0];
    const open = async () =>
      (
        await call("GET", "/api/agreement/customer/template/list/?no_page=no_page", mario)
      ).body.results.filter((r: { locked: boolean }) => !r.locked).length;
    expect(await open()).toBeGreaterThan(0);
    await call("PATCH", `${E}/licence/set-status/${licence.id}/`, editor, { status: "expired" });
    expect(await open()).toBe(0);
    expect((await login("demo-customer")).statusCode).toBe(200);
    await call("PATCH", `${E}/licence/set-status/${licence.id}/`, editor, { status: "active" });
    expect(await open()).toBeGreaterThan(0);
  });
});

describe("a firm's administrator and members", () => {
  it("lets a member read the firm but neither edit it nor invite", async () => {
    const paolo = await t.login("demo-colleague");
    const [company] = (await call("GET", `${P}/company/list/`, paolo)).body.results;
    expect(company.name).toBe("Bianchi Consulenti del Lavoro");
    expect(
      (await call("PUT", `${P}/company/partial-update/${company.id}/`, paolo, { phone: "011 1" })).status,
    ).toBe(403);
    const invite = { username: "x-invito", first_name: "X", last_name: "Y", email: "x@example.com" };
    expect((await call("POST", `${P}/profile/create/`, paolo, invite)).status).toBe(403);
    const people = (await call("GET", `${P}/profile/list/?no_page=no_page`, paolo)).body.results;
    expect(people.map((p: { username: string }) => p.username).sort()).toEqual([
      "demo-colleague",
      "demo-customer-2",
    ]);
  });

  it("refuses a wrong VAT number and fiscal code field by field, and saves nothing", async () => {
    const giulia = await t.login("demo-customer-2");
    const [company] = (await call("GET", `${P}/company/list/`, giulia)).body.results;
    const refused = await call("PUT", `${P}/company/partial-update/${company.id}/`, giulia, {
      vat_number: "09876543210",
      fiscal_code: "RSSMRA80A01H501X",
      phone: "011 999999",
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body).sort()).toEqual(["fiscal_code", "status_code", "vat_number"]);
    expect((await call("GET", `${P}/company/retrieve/${company.id}/`, giulia)).body.phone).toBe(
      company.phone,
    );
    const saved = await call("PUT", `${P}/company/partial-update/${company.id}/`, giulia, {
      vat_number: "IT 09876543217",
    });
    expect(saved.body.vat_number).toBe("09876543217");
  });

  it("invites a colleague by e-mail with a single-use link, and refuses one beyond the seats", async () => {
    const giulia = await t.login("demo-customer-2");
    const invite = {
      username: "marco.conti",
      first_name: "Marco",
      last_name: "Conti",
      email: "marco.conti@example.com",
    };
    const created = await call("POST", `${P}/profile/create/`, giulia, invite);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      username: "marco.conti",
      role: "member",
      has_password: false,
      company_name: "Bianchi Consulenti del Lavoro",
    });
    const link = linkFor("marco.conti@example.com");
    expect(link).not.toBe("");
    const token = new URL(link).searchParams.get("token");
    const confirm = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/rest-auth/password/reset/confirm/",
        payload: { token, new_password1: password, new_password2: password },
      });
    expect((await confirm("Marco-Conti-2026!")).statusCode).toBe(200);
    expect((await confirm("Altra-Password-2026!")).statusCode).toBe(400);
    expect((await login("marco.conti", "Marco-Conti-2026!")).statusCode).toBe(200);
    // Three seats, three people now: a fourth is refused before anyone is created.
    const fourth = await call(
      "POST",
      `${P}/profile/create/`,
      giulia,
      { ...invite, username: "quarto", email: "q@example.com" },
      "en",
    );
    expect(fourth.status).toBe(409);
    expect(fourth.body.non_field_errors[0]).toContain("request more seats");
    expect((await call("GET", `${E}/profile/list/?filter__username=quarto`, editor)).body.count).toBe(0);
  });
});

describe("the editors' back office", () => {
  it("onboards a firm: company, a two-seat licence, its administrator invited; approves a request", async () => {
    const firm = await call("POST", `${E}/company/create/`, editor, {
      name: "Studio Gialli",
      legal_form: "Studio associato",
      vat_number: "03456789019",
      city: "Genova",
      province: "ge",
    });
    expect(firm.status).toBe(201);
    expect(firm.body.province).toBe("GE");
    const alias = await call("GET", `/api/profile/editorcompany/retrieve/${firm.body.id}/`, editor);
    expect(alias.body.name).toBe("Studio Gialli");
    const licence = await call("POST", `${E}/licence/create/`, editor, {
      company: firm.body.id,
      plan: "complete",
      seats: 2,
      valid_from: "2026-01-01",
      valid_to: "2027-12-31",
    });
    expect(licence.body).toMatchObject({
      modules: ["civil_commercial", "work"],
      status: "active",
      name: "Soluzione Completa",
    });
    const admin = await call("POST", `${E}/profile/create/`, editor, {
      username: "sara.gialli",
      first_name: "Sara",
      last_name: "Gialli",
      email: "sara@studio-gialli.example",
      company: firm.body.id,
      role: "administrator",
    });
    expect(admin.body).toMatchObject({ role: "administrator", is_customer: true, has_password: false });
    expect(linkFor("sara@studio-gialli.example")).not.toBe("");
    const badDates = await call("PUT", `${E}/licence/partial-update/${licence.body.id}/`, editor, {
      valid_to: "2025-01-01",
    });
    expect(Object.keys(badDates.body)).toContain("valid_to");

    const giulia = await t.login("demo-customer-2");
    const request = await call("POST", `${P}/licence/create/`, giulia, {
      plan: "work",
      seats: 2,
      note: "Due postazioni in più",
    });
    expect(request.body.status).toBe("requested");
    expect(
      (await call("PUT", `${P}/licence/partial-update/${request.body.id}/`, giulia, { seats: 4 })).body.seats,
    ).toBe(4);
    const listed = await call("GET", `${E}/licence/list/?filter__status=requested`, editor);
    expect(listed.body.results.map((l: { id: number }) => l.id)).toContain(request.body.id);
    const approved = await call("PATCH", `${E}/licence/set-status/${request.body.id}/`, editor, {
      status: "active",
    });
    expect(approved.body.status).toBe("active");
    expect(
      (await call("PUT", `${P}/licence/partial-update/${request.body.id}/`, giulia, { seats: 5 })).status,
    ).toBe(409);
    const expiring = await call("GET", `${E}/licence/list/?filter__expiring_within=36500`, editor);
    expect(expiring.body.count).toBeGreaterThan(0);
  });

  it("never lets an editor remove their own editor role", async () => {
    const me = (await call("GET", `${E}/profile/list/?filter__username=demo-editor`, editor)).body.results[0];
    const refused = await call("PUT", `${E}/profile/partial-update/${me.id}/`, editor, { is_editor: false });
    expect(refused.status).toBe(400);
    expect((await call("GET", `${E}/profile/retrieve/${me.id}/`, editor)).body.is_editor).toBe(true);
  });
});
