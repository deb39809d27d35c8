import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../../db/seed/demo-accounts";
import { refuseAuditEvents } from "../../../test/refuse-audit-events";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { codeIn, codeStep, enrol, passwordStep } from "./mfa-fixture";

// A recovery code ends every other session of its person, and new recovery codes replace the old
// ones, each with an event in the activity log: both or neither (test/events-atomic.test.ts has
// the other changes recorded this way).
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await refuseAuditEvents(t, "new.action in ('mfa_recovery_used', 'mfa_recovery_codes_regenerated')");
});
afterAll(() => t.close());

describe("a recovery code whose event cannot be recorded", () => {
  it("ends none of the person's other sessions and opens no new one", async () => {
    const other = await t.login("demo-customer");
    const { recoveryCodes } = await enrol(t, other);
    const challenge = (await passwordStep(t, "demo-customer")).json().mfa_token;
    const answer = await codeStep(t, { mfa_token: challenge, recovery_code: recoveryCodes[0] });
    expect(answer.statusCode).toBe(500);
    expect((await t.call("GET", "/api/account/me/", other)).status).toBe(200);
  });
});

describe("new recovery codes whose event cannot be recorded", () => {
  it("leave the old codes in place", async () => {
    const giulia = await t.login("demo-customer-2");
    const { secret, recoveryCodes } = await enrol(t, giulia);
    const made = await t.call("POST", "/api/account/mfa/recovery-codes/regenerate/", giulia, {
      password: DEMO_PASSWORD,
      code: codeIn(secret, 1),
    });
    expect(made.status).toBe(500);
    expect((await t.call("GET", "/api/account/mfa/recovery-codes/", giulia)).body).toEqual({ remaining: 10 });
    const challenge = (await passwordStep(t, "demo-customer-2")).json().mfa_token;
    // The old code still matches: not a 400 ("invalid code") but this file's refused sign-in event.
    const answer = await codeStep(t, { mfa_token: challenge, recovery_code: recoveryCodes[0] });
    expect(answer.statusCode).toBe(500);
  });
});
