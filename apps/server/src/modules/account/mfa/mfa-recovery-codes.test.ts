import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../../db/seed/demo-accounts";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { codeIn, codeStep, enrol, passwordStep } from "./mfa-fixture";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LEFT = "/api/account/mfa/recovery-codes/";
const REGENERATE = "/api/account/mfa/recovery-codes/regenerate/";

/** A sign-in with one of the codes, through the login's second step. */
async function signInWithRecoveryCode(username: string, recoveryCode: string | undefined) {
  const { mfa_token } = (await passwordStep(t, username)).json();
  return codeStep(t, { mfa_token, recovery_code: recoveryCode });
}

const auditEvents = async (action: string) => {
  const result = await t.database.db.execute(
    `select actor_id, subject_id, ip from audit_events where action = '${action}' order by id`,
  );
  return (result as unknown as { rows: { actor_id: number; subject_id: number; ip: string }[] }).rows;
};

describe("the recovery codes once two-factor is on (issue 44)", () => {
  it("are counted and made anew only while two-factor is on", async () => {
    const token = await t.login("demo-customer-2");
    expect((await t.call("GET", LEFT, token, undefined, "en")).body).toEqual({
      status_code: 409,
      non_field_errors: ["Two-step verification is not on"],
    });
    const refused = await t.call("POST", REGENERATE, token, { password: DEMO_PASSWORD, code: "123456" });
    expect(refused.status).toBe(409);
  });

  let secret: string;
  let before: string[];
  let token: string;

  it("says how many are left, and one used is one less", async () => {
    ({ secret, recoveryCodes: before } = await enrol(t, await t.login("demo-customer")));
    expect((await signInWithRecoveryCode("demo-customer", before[0])).statusCode).toBe(200);
    const answer = await signInWithRecoveryCode("demo-customer", before[1]);
    token = answer.json().token;
    expect((await t.call("GET", LEFT, token)).body).toEqual({ remaining: 8 });
  });

  it("are made anew with the password and a current code: the old ones stop working", async () => {
    const giulia = await t.login("demo-customer-2");
    const giuliaCodes = (await enrol(t, giulia)).recoveryCodes;
    // The enrolment spent a step of this minute: the codes of the next steps are still good.
    const wrongPassword = await t.call(
      "POST",
      REGENERATE,
      token,
      { password: "wrong", code: codeIn(secret, 1) },
      "en",
    );
    expect(wrongPassword.body).toEqual({ status_code: 400, password: ["The password is not correct"] });
    const wrongCode = await t.call(
      "POST",
      REGENERATE,
      token,
      { password: DEMO_PASSWORD, code: "000000" },
      "en",
    );
    expect(wrongCode.body).toEqual({
      status_code: 400,
      code: ["Invalid or already used code: enter the code your app shows now"],
    });
    // Both refusals changed nothing.
    expect((await t.call("GET", LEFT, token)).body).toEqual({ remaining: 8 });

    t.sentMail.length = 0;
    // A code pasted with spaces around it, as the screen may send it.
    const made = await t.call("POST", REGENERATE, token, {
      password: DEMO_PASSWORD,
      code: ` ${codeIn(secret, 1).replace(/^(\d{3})/, "$1 ")} `,
    });
    expect(made.status).toBe(200);
    const after = made.body.recovery_codes as string[];
    expect(after).toHaveLength(10);
    expect(after.filter((code) => before.includes(code))).toEqual([]);
    expect((await t.call("GET", LEFT, token)).body).toEqual({ remaining: 10 });
    // The session that asked goes on; the user is told by e-mail; the trail keeps the event.
    expect((await t.call("GET", "/api/account/me/", token)).body.mfa_enabled).toBe(true);
    expect(t.sentMail.map((mail) => mail.subject)).toEqual(["Nuovi codici di recupero"]);
    const events = await auditEvents("mfa_recovery_codes_regenerated");
    expect(events).toHaveLength(1);
    expect(events[0]?.ip).toBeTruthy();

    // An old code unused until now no longer signs in; a new one does.
    expect((await signInWithRecoveryCode("demo-customer", before[5])).statusCode).toBe(400);
    expect((await signInWithRecoveryCode("demo-customer", after[5])).statusCode).toBe(200);
    // Another user's codes are untouched.
    expect((await t.call("GET", LEFT, giulia)).body).toEqual({ remaining: 10 });
    expect((await signInWithRecoveryCode("demo-customer-2", giuliaCodes[0])).statusCode).toBe(200);
  });
});
