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
      username: ["The username field is required"],
      password: ["The password field is required"],
    });
  });
});

describe("editor login", () => {
  it("lets editors in and keeps customers out", async () => {
    const editor = await t.app.inject({
      method: "POST",
      url: "/api-token-auth/login/",
      payload: { username: "demo-editor", password: DEMO_PASSWORD },
    });
    expect(editor.statusCode).toBe(200);
    const customer = await t.app.inject({
      method: "POST",
      url: "/api-token-auth/login/",
      headers: { "accept-language": "en" },
      payload: { username: "demo-customer", password: DEMO_PASSWORD },
    });
    expect(customer.statusCode).toBe(400);
    expect(customer.json().non_field_errors).toEqual(["This sign-in is for editorial staff only"]);
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
    for (let i = 0; i < 3; i++) {
      expect((await customerLogin({ username: "demo-nobody", password: `bad-${i}` })).statusCode).toBe(400);
    }
    // Even the right password is refused now: the limit is checked before the password.
    const limited = await customerLogin(
      { username: "demo-nobody", password: DEMO_PASSWORD },
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
