import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/account/customer/login/",
    payload,
    headers: { "content-type": "application/json", ...headers },
  });

describe("the error shape", () => {
  it("answers malformed JSON with 400, never 500", async () => {
    const response = await post('{"username": "demo', { "accept-language": "en" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status_code: 400,
      non_field_errors: ["The request body is not valid JSON"],
    });
  });

  it("answers wrong types with field errors", async () => {
    const response = await post(JSON.stringify({ username: 42, password: ["x"], rememberMe: "yes" }), {
      "accept-language": "en",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status_code: 400,
      username: ["The Username field has an invalid type"],
      password: ["The Password field has an invalid type"],
      rememberMe: ["The Remember me field has an invalid type"],
    });
  });

  it("refuses unknown fields (no mass assignment)", async () => {
    const response = await post(JSON.stringify({ username: "a", password: "b", is_editor: true }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status_code: 400, is_editor: ["Campo non previsto: is_editor"] });
  });

  it("localises by Accept-Language, Italian by default", async () => {
    const it = await post(JSON.stringify({ password: "b" }));
    expect(it.json().username).toEqual(["Il campo Nome utente è obbligatorio"]);
    const fr = await post(JSON.stringify({ password: "b" }), { "accept-language": "fr-FR" });
    expect(fr.json().username).toEqual(["Il campo Nome utente è obbligatorio"]);
  });

  it("answers a wrong content type with 415", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/account/customer/login/",
      payload: "username=a",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().status_code).toBe(415);
  });

  it("answers an unknown API path with 404 JSON", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/no-such-thing/" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.json()).toEqual({ status_code: 404, non_field_errors: ["Risorsa non trovata"] });
  });

  it("hides the internals of an unexpected failure", async () => {
    t.app.log.level = "silent";
    await t.database.close().catch(() => {});
    const response = await post(JSON.stringify({ username: "demo-customer", password: "whatever-1" }), {
      "accept-language": "en",
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status_code: 500,
      non_field_errors: ["An error occurred during this operation"],
    });
    expect(response.body).not.toMatch(/at |stack|pglite|closed/i);
  });
});
