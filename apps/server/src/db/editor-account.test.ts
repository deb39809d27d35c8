import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { createEditorAccount, EditorAccountError } from "./editor-account";

// Issue 19: the first editor of an empty production database, made by the operator: the printed
// link sets the password once, and the editor signs in at the editors' door.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("createEditorAccount", () => {
  it("makes an editor with no password whose single-use link sets one", async () => {
    const { link } = await createEditorAccount(t.database.db, t.config.PUBLIC_URL, {
      username: "redazione",
      email: "Redazione@Editore.example",
      ttlHours: 72,
    });
    const token = new URL(link).searchParams.get("token");
    const signIn = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api-token-auth/login/",
        payload: { username: "redazione", password },
      });
    expect((await signIn("")).statusCode).toBe(400);
    const confirm = (new_password1: string) =>
      t.app.inject({
        method: "POST",
        url: "/rest-auth/password/reset/confirm/",
        payload: { token, new_password1, new_password2: new_password1 },
      });
    expect((await confirm("Vela-Maestra-2026!")).statusCode).toBe(200);
    expect((await confirm("Altra-Parola-2026!")).statusCode).toBe(400);
    expect((await signIn("Vela-Maestra-2026!")).statusCode).toBe(200);
  });

  it("refuses a taken username whatever its case, and a bad e-mail, creating nothing", async () => {
    const make = (username: string, email: string) =>
      createEditorAccount(t.database.db, t.config.PUBLIC_URL, { username, email, ttlHours: 72 });
    await expect(make("REDAZIONE", "altra@editore.example")).rejects.toThrow(EditorAccountError);
    await expect(make("nuova", "non-una-email")).rejects.toThrow(/email/);
  });
});
