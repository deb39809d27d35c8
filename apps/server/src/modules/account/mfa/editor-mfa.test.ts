import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { codeIn, codeStep, enrol, passwordStep } from "./mfa-fixture";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ EDITOR_MFA: "required" });
});
afterAll(() => t.close());

describe("two-factor required of editors (EDITOR_MFA=required)", () => {
  it("lets an editor without it reach only the enrolment, then everything with it", async () => {
    const editor = await t.login("demo-editor");
    const me = await t.call("GET", "/api/account/me/", editor);
    expect(me.body).toMatchObject({ is_editor: true, mfa_enabled: false, mfa_enrolment_required: true });
    const templates = await t.call("GET", "/api/agreement/editor/template/list/", editor, undefined, "en");
    expect(templates).toEqual({
      status: 403,
      body: { status_code: 403, non_field_errors: ["Turn on two-step verification to continue"] },
    });
    const { secret } = await enrol(t, editor);
    expect((await t.call("GET", "/api/agreement/editor/template/list/", editor)).status).toBe(200);

    // From now on the editors' door asks for the code too.
    const { mfa_token } = (await passwordStep(t, "demo-editor", "editor")).json();
    const answer = await codeStep(t, { mfa_token, code: codeIn(secret, 1) });
    expect((await t.call("GET", "/api/account/me/", answer.json().token)).body).toMatchObject({
      mfa_enabled: true,
      mfa_enrolment_required: false,
    });
  });

  it("does not ask it of customers", async () => {
    const mario = await t.login("demo-customer");
    expect((await t.call("GET", "/api/account/me/", mario)).body.mfa_enrolment_required).toBe(false);
    expect((await t.call("GET", "/api/agreement/customer/agreement/list/", mario)).status).toBe(200);
  });

  it("writes each sign-in, failure and change to the audit trail", async () => {
    const rows = await t.database.db.execute(
      "select action, ip from audit_events where action like 'login%' or action like 'mfa%' order by id",
    );
    const actions = (rows as unknown as { rows: { action: string; ip: string }[] }).rows.map(
      (row) => row.action,
    );
    expect(actions).toEqual(expect.arrayContaining(["login", "mfa_enabled"]));
    expect(actions.filter((action) => action === "login")).toHaveLength(3);
    // Each from the address it came from, in the trail's own column.
    for (const row of (rows as unknown as { rows: { ip: string | null }[] }).rows)
      expect(row.ip).toBeTruthy();
  });
});
