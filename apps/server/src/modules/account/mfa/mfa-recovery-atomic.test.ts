import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refuseAuditEvents } from "../../../test/refuse-audit-events";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { codeStep, enrol, passwordStep } from "./mfa-fixture";

// A recovery code ends every other session of its person, with an event in the activity log:
// both or neither (test/events-atomic.test.ts has the other changes recorded this way).
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await refuseAuditEvents(t, "new.action = 'mfa_recovery_used'");
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
