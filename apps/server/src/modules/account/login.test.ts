import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../db/seed/demo-accounts";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  // Behind a proxy, so the tests can present several client IPs.
  t = await createTestApp({
    LOGIN_MAX_FAILURES_PER_USERNAME: 3,
    LOGIN_MAX_FAILURES_PER_IP: 8,
    TRUST_PROXY: true,
  });
});
afterAll(() => t.close());

const customerLogin = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/account/customer/login/", payload: payload as object, headers });

describe("customer login", () => {
  it("signs in with a trimmed, case-insensitive username and answers a token", async () => {
    const response = await customerLogin({
      username: "  Demo-Customer ",
      password: DEMO_PASSWORD,
      rememberMe: true,
    });
    expect(response.statusCode).toBe(200);
    const { token } = response.json();
    const me = await t.app.inject({ method: "GET", url: "/api/account/me/", headers: authHeader(token) });
    expect(me.json()).toEqual({
      first_name: "Mario",
      last_name: "Rossi",
      username: "demo-customer",
      email: "mario.rossi@studio-rossi.example",
      is_customer: true,
      is_editor: false,
      is_demo: true,
      crmid: "CRM-0000101",
      mfa_enabled: false,
      mfa_enrolment_required: false,
    });
  });

  it("gives the same answer for an unknown user and a wrong password", async () => {
    const unknown = await customerLogin({ username: "nobody-at-all", password: "whatever-123" });
    const wrong = await customerLogin({ username: "demo-customer-2", password: "wrong-password" });
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({
      status_code: 400,
      non_field_errors: ["Nome utente o password non corretti"],
    });
  });

  it("requires username and password with the spec's messages", async () => {
    const response = await customerLogin({ username: "   ", password: "" }, { "accept-language": "en" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status_code: 400,
      username: ["The Username field is required"],
      password: ["The Password field is required"],
    });
  });
});

describe("each door admits its own role only (issue 13)", () => {
  const editorLogin = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: "/api-token-auth/login/", payload: payload as object, headers });
  // Its own client IP, so these refusals do not count against the rate-limit tests' IP.
  const english = { "accept-language": "en", "x-forwarded-for": "192.0.2.10" };
  const wrongCredentials = { status_code: 400, non_field_errors: ["Incorrect username or password"] };

  it("lets editors in at the editor login", async () => {
    const editor = await editorLogin({ username: "demo-editor", password: DEMO_PASSWORD }, english);
    expect(editor.statusCode).toBe(200);
  });

  it("refuses an editor at the customer login as it refuses a wrong password", async () => {
    const editor = await customerLogin({ username: "demo-editor", password: DEMO_PASSWORD }, english);
    const wrong = await customerLogin({ username: "demo-customer", password: "not-the-password" }, english);
    expect(editor.statusCode).toBe(400);
    expect(editor.json()).toEqual(wrongCredentials);
    expect(editor.json()).toEqual(wrong.json());
    expect(editor.headers.token).toBeUndefined();
  });

  it("refuses a customer at the editor login, and a user with neither role at both", async () => {
    for (const [login, username] of [
      [editorLogin, "demo-customer"],
      [editorLogin, "demo-nobody"],
      [customerLogin, "demo-nobody"],
    ] as const) {
      const response = await login({ username, password: DEMO_PASSWORD }, english);
      expect(response.statusCode, username).toBe(400);
      expect(response.json(), username).toEqual(wrongCredentials);
    }
  });
});

describe("logout", () => {
  it("revokes the session: the same token then answers 401", async () => {
    const token = await t.login("demo-customer-2");
    const logout = await t.app.inject({
      method: "POST",
      url: "/api/account/customer/logout/",
      headers: authHeader(token),
    });
    expect(logout.statusCode).toBe(200);
    const me = await t.app.inject({ method: "GET", url: "/api/account/me/", headers: authHeader(token) });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ status_code: 401, non_field_errors: ["Sessione non valida"] });
  });
});

describe("rate limiting", () => {
  it("answers 429 with a localised message after too many failures for one username", async () => {
    // A success clears the failures earlier tests left on this account.
    expect((await customerLogin({ username: "demo-customer-2", password: DEMO_PASSWORD })).statusCode).toBe(
      200,
    );
    for (let i = 0; i < 3; i++) {
      expect((await customerLogin({ username: "demo-customer-2", password: `bad-${i}` })).statusCode).toBe(
        400,
      );
    }
    // Even the right password is refused now: the limit is checked before the password.
    const limited = await customerLogin(
      { username: "demo-customer-2", password: DEMO_PASSWORD },
      { "accept-language": "en-GB,en;q=0.9" },
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBe("900");
    expect(limited.json()).toEqual({
      status_code: 429,
      non_field_errors: ["Too many sign-in attempts. Try again in 15 minutes"],
    });
  });

  it("answers 429 after too many failures from one IP, whatever the username", async () => {
    const ip = { "x-forwarded-for": "203.0.113.7" };
    for (let i = 0; i < 8; i++) await customerLogin({ username: `guess-${i}`, password: "x-y-z-1234" }, ip);
    const limited = await customerLogin({ username: "demo-customer", password: DEMO_PASSWORD }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().non_field_errors[0]).toMatch(/Troppi tentativi di accesso/);
    // Another IP is not affected.
    const other = await customerLogin(
      { username: "demo-customer", password: DEMO_PASSWORD },
      { "x-forwarded-for": "198.51.100.1" },
    );
    expect(other.statusCode).toBe(200);
  });
});
