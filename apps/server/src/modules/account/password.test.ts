import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../db/seed/demo-accounts";
import { startSmtpPeer } from "../../test/smtp-peer";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp(
    { SMTP_URL: smtp.url, PUBLIC_URL: "https://contratti.example" },
    { realMailer: true },
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const inject = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload, headers });
const loginAs = (username: string, password: string) =>
  inject("/api/account/customer/login/", { username, password });

describe("change password", () => {
  it("checks the old password, the confirmation and the strength, field by field", async () => {
    const auth = authHeader(await t.login("demo-customer-2"));
    const en = { ...auth, "accept-language": "en" };
    const url = "/api-auth/change-password/";
    const wrongOld = await inject(
      url,
      { old_password: "nope-nope", new_password1: "Tr3no-Rosso!", new_password2: "Tr3no-Rosso!" },
      en,
    );
    expect(wrongOld.json()).toEqual({
      status_code: 400,
      old_password: ["The current password is not correct"],
    });
    const mismatch = await inject(
      url,
      { old_password: DEMO_PASSWORD, new_password1: "Tr3no-Rosso!", new_password2: "Tr3no-Blu!" },
      en,
    );
    expect(mismatch.json()).toEqual({ status_code: 400, new_password2: ["The two passwords do not match"] });
    const common = await inject(
      url,
      // Among the 10,000 most used passwords, and long enough: refused for being common.
      { old_password: DEMO_PASSWORD, new_password1: "qwerty123456", new_password2: "qwerty123456" },
      en,
    );
    expect(common.json().new_password1).toEqual([
      "This password is too common: choose a less predictable one",
    ]);
    // Eleven characters are too few now (issue 35: at least 12).
    const short = await inject(
      url,
      { old_password: DEMO_PASSWORD, new_password1: "Tr3no-Ross!", new_password2: "Tr3no-Ross!" },
      en,
    );
    expect(short.json().new_password1).toEqual(["The New password field must be at least 12 characters"]);
    const missing = await inject(url, { old_password: "" }, en);
    expect(Object.keys(missing.json()).sort()).toEqual([
      "new_password1",
      "new_password2",
      "old_password",
      "status_code",
    ]);
  });

  it("changes it, ends every session and hands the caller a new token in place of theirs", async () => {
    const other = await t.login("demo-customer-2");
    const current = await t.login("demo-customer-2");
    const response = await inject(
      "/api-auth/change-password/",
      { old_password: DEMO_PASSWORD, new_password1: "Tr3no-Rosso!", new_password2: "Tr3no-Rosso!" },
      authHeader(current),
    );
    expect(response.statusCode).toBe(200);
    const me = (token: string) =>
      t.app.inject({ method: "GET", url: "/api/account/me/", headers: authHeader(token) });
    // Issue 35: no token from before the change still works, the caller's own neither; the
    // answer's `token` header carries the new session, on the same device.
    const renewed = String(response.headers.token);
    expect((await me(renewed)).statusCode).toBe(200);
    expect((await me(current)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await loginAs("demo-customer-2", DEMO_PASSWORD)).statusCode).toBe(400);
    expect((await loginAs("demo-customer-2", "Tr3no-Rosso!")).statusCode).toBe(200);
  });
});

describe("password reset over real SMTP", () => {
  it("answers the same whether the address exists or not, and mails only real accounts", async () => {
    const before = smtp.received.length;
    const known = await inject("/rest-auth/password/reset/", { email: "MARIO.ROSSI@studio-rossi.example" });
    const unknown = await inject("/rest-auth/password/reset/", { email: "ghost@nowhere.example" });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const mails = await smtp.waitFor(before + 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)?.to).toEqual(["mario.rossi@studio-rossi.example"]);
  });

  it("sets a new password through the single-use link, then ends every session", async () => {
    const oldSession = await t.login("demo-customer");
    const before = smtp.received.length;
    await inject(
      "/rest-auth/password/reset/",
      { email: "mario.rossi@studio-rossi.example" },
      { "accept-language": "en" },
    );
    const mail = (await smtp.waitFor(before + 1)).at(-1)?.raw ?? "";
    expect(mail).toMatch(/Subject: Reset your password/);
    const unfolded = mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const token = unfolded.match(
      /https:\/\/contratti\.example\/auth\/password\/reset\/confirm\?token=([\w-]+)/,
    )?.[1];
    expect(token).toBeTruthy();

    const confirm = (new_password1: string) =>
      inject("/rest-auth/password/reset/confirm/", { token, new_password1, new_password2: new_password1 });
    const weak = await confirm("12345678");
    expect(weak.statusCode).toBe(400);
    const done = await confirm("Nuova-Chiave-2026");
    expect(done.statusCode).toBe(200);
    expect((await loginAs("demo-customer", "Nuova-Chiave-2026")).statusCode).toBe(200);
    const me = await t.app.inject({
      method: "GET",
      url: "/api/account/me/",
      headers: authHeader(oldSession),
    });
    expect(me.statusCode).toBe(401);

    const again = await confirm("Altra-Chiave-2026");
    expect(again.json()).toEqual({
      status_code: 400,
      non_field_errors: ["Il link per reimpostare la password non è valido o è scaduto"],
    });
  });

  it("refuses an invalid e-mail address with a field error", async () => {
    const response = await inject(
      "/rest-auth/password/reset/",
      { email: "not-an-address" },
      { "accept-language": "en" },
    );
    expect(response.json()).toEqual({
      status_code: 400,
      email: ["The E-mail field is not a valid e-mail address"],
    });
  });
});
