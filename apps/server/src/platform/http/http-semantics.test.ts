import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../db/seed/demo-accounts";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";

// Issue 13, HTTP semantics: what many HTTP clients send, and what an attacker sends.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const english = { "accept-language": "en" };
const me = (token: string) =>
  t.app.inject({ method: "GET", url: "/api/account/me/", headers: authHeader(token) });

describe("methods", () => {
  it("answers 405 with Allow and the error shape for a wrong method on a known path", async () => {
    const token = await t.login("demo-customer");
    const response = await t.app.inject({
      method: "DELETE",
      url: "/api/account/me/",
      headers: { ...authHeader(token), ...english },
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
    expect(response.json()).toEqual({
      status_code: 405,
      non_field_errors: ["Method not allowed on this address"],
    });
    // A path with an id matches its pattern.
    const destroy = await t.app.inject({
      method: "GET",
      url: "/api/agreement/customer/agreement/destroy/12/",
    });
    expect(destroy.statusCode).toBe(405);
    expect(destroy.headers.allow).toBe("DELETE");
  });

  it("answers 404 in the error shape for an unknown API path, whatever the method", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const response = await t.app.inject({ method, url: "/api/no/such/call/", headers: english });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/application\/json/);
      expect(response.json()).toEqual({ status_code: 404, non_field_errors: ["Not found"] });
    }
  });
});

describe("addresses", () => {
  it("answers a malformed or over-long address in the error shape (fuzzing found Fastify's own)", async () => {
    const token = await t.login("demo-customer");
    for (const url of [
      `/api/agreement/customer/agreement/retrieve/${"1".repeat(400)}/`,
      "/api/agreement/customer/agreement/retrieve/%zz/",
    ]) {
      const response = await t.app.inject({
        method: "GET",
        url,
        headers: { ...authHeader(token), ...english },
      });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json(), url).toMatchObject({
        status_code: response.statusCode,
        non_field_errors: [expect.any(String)],
      });
    }
  });

  it("answers 400 naming the id for ids that are not ids", async () => {
    const token = await t.login("demo-customer");
    for (const id of ["0", "-1", "1e3", "0x1f", "%207", "1.5", "abc", "99999999999999999999"]) {
      const url = `/api/agreement/customer/agreement/retrieve/${id}/`;
      const response = await t.app.inject({
        method: "GET",
        url,
        headers: { ...authHeader(token), ...english },
      });
      expect(response.statusCode, id).toBe(400);
      expect(Object.keys(response.json()), id).toContain("id");
    }
  });

  it("keeps a field named __proto__ or constructor as a plain key of the error", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/account/customer/login/",
      headers: { "content-type": "application/json", ...english },
      payload: '{"username":"u","password":"p","constructor":1}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().constructor).toEqual(["Unexpected field: constructor"]);
  });
});

describe("bodies", () => {
  it("ends the session on a logout sent as JSON with no body", async () => {
    const token = await t.login("demo-customer");
    const logout = await t.app.inject({
      method: "POST",
      url: "/api/account/customer/logout/",
      headers: { ...authHeader(token), "content-type": "application/json" },
    });
    expect(logout.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it("ends the session whatever body and content type a logout carries", async () => {
    for (const [type, payload] of [
      ["application/json", "{not json"],
      ["text/plain", "bye"],
      ["application/x-www-form-urlencoded", "a=1"],
      ["application/octet-stream", "\u0000\u0001"],
    ]) {
      const token = await t.login("demo-customer");
      const logout = await t.app.inject({
        method: "POST",
        url: "/api/account/customer/logout/",
        headers: { ...authHeader(token), "content-type": type as string },
        payload,
      });
      expect(logout.statusCode, type).toBe(200);
      expect((await me(token)).statusCode, type).toBe(401);
    }
  });

  it("judges an empty JSON body by the route's schema: 400 with a field error, not a parser error", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/account/customer/login/",
      headers: { "content-type": "application/json", ...english },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().status_code).toBe(400);
    expect(JSON.stringify(response.json())).not.toMatch(/JSON/);
  });

  it("answers 415 for a call that takes JSON sent another media type", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/account/customer/login/",
      headers: { "content-type": "text/plain", ...english },
      payload: `username=demo-customer&password=${DEMO_PASSWORD}`,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ status_code: 415, non_field_errors: ["Unsupported request format"] });
  });

  it("answers 400 for malformed JSON and 413 for a body over the limit", async () => {
    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/account/customer/login/",
      headers: { "content-type": "application/json" },
      payload: '{"username": ',
    });
    expect(malformed.statusCode).toBe(400);
    const huge = await t.app.inject({
      method: "POST",
      url: "/api/account/customer/login/",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ username: "x".repeat(2_000_000), password: "y" }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().status_code).toBe(413);
  });

  it("refuses prototype-poisoning keys with 400", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/account/customer/login/",
      headers: { "content-type": "application/json" },
      payload: '{"username":"a","password":"b","__proto__":{"is_editor":true}}',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("text that cannot be stored", () => {
  const login = (payload: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/account/customer/login/",
      headers: { "content-type": "application/json", ...english },
      payload,
    });

  it("answers 400 naming the field for NUL and lone surrogates, in values and in keys", async () => {
    for (const [payload, field] of [
      ['{"username":"demo\\u0000customer","password":"x"}', "username"],
      ['{"username":"demo\\ud800","password":"x"}', "username"],
      ['{"username":"demo","password":"\\udc00x"}', "password"],
      ['{"username":"demo","password":"x","bad\\u0000key":1}', "bad\u0000key"],
    ] as const) {
      const response = await login(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()[field], payload).toEqual([
        expect.stringMatching(/characters that are not allowed/),
      ]);
    }
  });

  it("accepts well-formed surrogate pairs (emoji) and right-to-left text", async () => {
    const response = await login('{"username":"😀 \\u202e مرحبا","password":"x"}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status_code: 400,
      non_field_errors: ["Incorrect username or password"],
    });
  });

  it("answers 400 for absurd nesting and for NUL in the query string", async () => {
    const deep = `${'{"a":'.repeat(5000)}1${"}".repeat(5000)}`;
    const nested = await login(`{"username":"u","password":"p","x":${deep}}`);
    expect(nested.statusCode).toBe(400);
    const token = await t.login("demo-customer");
    const query = await t.app.inject({
      method: "GET",
      url: "/api/agreement/customer/agreement/list/?filter__title=a%00b",
      headers: authHeader(token),
    });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toHaveProperty(["filter__title"]);
  });
});
