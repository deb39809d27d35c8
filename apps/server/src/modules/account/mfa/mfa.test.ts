import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../../db/seed/demo-accounts";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { codeIn, codeStep, enrol, passwordStep } from "./mfa-fixture";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token: string) => t.call("GET", "/api/account/me/", token);

describe("two-factor sign-in for a customer", () => {
  let secret: string;
  let recoveryCodes: string[];
  let firstSession: string;
  /** The code two-factor was turned on with: its step is spent, whatever the clock says later. */
  let enablingCode: string;

  it("is set up with a QR code's address and turned on by a first code", async () => {
    firstSession = await t.login("demo-customer");
    const [mario] = await t.loginAll("demo-customer");
    const setup = await t.call("POST", "/api/account/mfa/setup/", mario);
    expect(setup.body.otpauth_url).toMatch(/^otpauth:\/\/totp\/Contratti%20Online:demo-customer\?/);
    expect(setup.body.otpauth_url).toContain(`secret=${setup.body.secret}`);
    expect(setup.body.otpauth_url).toMatch(/algorithm=SHA1&digits=6&period=30/);
    const wrong = await t.call("POST", "/api/account/mfa/enable/", mario, { code: "000000" }, "en");
    expect(wrong).toMatchObject({
      status: 400,
      body: { code: [expect.stringMatching(/Invalid or already used code/)] },
    });
    t.sentMail.length = 0;
    ({ secret, recoveryCodes } = await (async () => {
      enablingCode = codeIn(setup.body.secret);
      const enabled = await t.call("POST", "/api/account/mfa/enable/", mario, { code: enablingCode });
      return { secret: setup.body.secret as string, recoveryCodes: enabled.body.recovery_codes as string[] };
    })());
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await me(mario)).body).toMatchObject({ mfa_enabled: true, mfa_enrolment_required: false });
    // The firm's people show who has it on, to the administrator and to the editors alike.
    const people = await t.call("GET", "/api/profile/customer/profile/list/?no_page=no_page", mario);
    const byUsername = new Map(people.body.results.map((p: { username: string }) => [p.username, p]));
    expect(byUsername.get("demo-customer")).toMatchObject({ mfa_enabled: true });
    expect([...byUsername.values()].filter((p) => (p as { mfa_enabled: boolean }).mfa_enabled)).toHaveLength(
      1,
    );
    // The user is told, and every other session has ended.
    expect(t.sentMail.map((mail) => mail.subject)).toEqual(["Verifica in due passaggi attivata"]);
    expect((await me(firstSession)).status).toBe(401);
    const again = await t.call("POST", "/api/account/mfa/setup/", mario);
    expect(again.status).toBe(409);
  });

  it("asks for a code after the password, and the code signs in once", async () => {
    const first = await passwordStep(t, "demo-customer");
    expect(first.statusCode).toBe(200);
    expect(Object.keys(first.json()).sort()).toEqual(["mfa_required", "mfa_token"]);
    const { mfa_token } = first.json();
    // The code two-factor was turned on with is spent (read again now, a new 30 s step may have
    // begun, whose own code would sign in): the next step's code (a phone a little ahead) signs in.
    const spent = await codeStep(t, { mfa_token, code: enablingCode });
    expect(spent.statusCode).toBe(400);
    const code = codeIn(secret, 1);
    const answer = await codeStep(t, { mfa_token, code });
    expect(answer.statusCode).toBe(200);
    expect((await me(answer.json().token)).body.username).toBe("demo-customer");
    // The same code again, even with a new password step: refused.
    const second = await passwordStep(t, "demo-customer");
    const replay = await codeStep(t, { mfa_token: second.json().mfa_token, code });
    expect(replay.statusCode).toBe(400);
    // And the challenge already used cannot sign in twice.
    expect((await codeStep(t, { mfa_token, code: codeIn(secret, 1) })).json()).toEqual({
      status_code: 400,
      non_field_errors: [expect.stringMatching(/no longer valid/)],
    });
  });

  it("takes a recovery code once, ends the other sessions and tells the user", async () => {
    const other = await codeSignIn();
    t.sentMail.length = 0;
    const challenge = (await passwordStep(t, "demo-customer")).json().mfa_token;
    const answer = await codeStep(t, {
      mfa_token: challenge,
      recovery_code: ` ${recoveryCodes[3]?.toUpperCase()} `,
    });
    expect(answer.statusCode).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect(t.sentMail[0]?.text).toContain("Ti restano 9 codici");
    const reuse = await codeStep(t, {
      mfa_token: (await passwordStep(t, "demo-customer")).json().mfa_token,
      recovery_code: recoveryCodes[3],
    });
    expect(reuse.json()).toEqual({
      status_code: 400,
      recovery_code: ["Invalid or already used recovery code"],
    });
  });

  it("ends the challenge after five wrong codes, and counts them towards the sign-in limit", async () => {
    await t.database.db.execute("delete from login_failures");
    const { mfa_token } = (await passwordStep(t, "demo-customer")).json();
    for (let i = 0; i < 5; i++)
      expect((await codeStep(t, { mfa_token, code: "000000" })).statusCode).toBe(400);
    // Five wrong codes: the challenge has ended, a right code no longer opens it.
    const ended = await codeStep(t, { mfa_token, code: codeIn(secret, 1) });
    expect(ended.json().non_field_errors).toEqual([expect.stringMatching(/no longer valid/)]);
    // And they reached the per-username limit (5 by default): the password step answers 429, and
    // a right password does not wipe the count (only a right code would).
    expect((await passwordStep(t, "demo-customer")).statusCode).toBe(429);
    await t.database.db.execute("delete from login_failures");
  });

  it("lets a challenge live five minutes only", async () => {
    const { mfa_token } = (await passwordStep(t, "demo-customer")).json();
    await t.database.db.execute(
      "update mfa_challenges set expires_at = now() - interval '1 second' where used_at is null",
    );
    expect((await codeStep(t, { mfa_token, code: codeIn(secret, -1) })).statusCode).toBe(400);
  });

  it("binds a challenge to its door: a user who lost that role since is not let in", async () => {
    const { mfa_token } = (await passwordStep(t, "demo-customer")).json();
    await t.database.db.execute("update users set is_customer = false where username = 'demo-customer'");
    try {
      const answer = await codeStep(t, { mfa_token, code: codeIn(secret, 1) });
      expect(answer.json().non_field_errors).toEqual([expect.stringMatching(/no longer valid/)]);
    } finally {
      await t.database.db.execute("update users set is_customer = true where username = 'demo-customer'");
    }
  });

  it("binds a challenge to its user: another account's code does not open it", async () => {
    const giulia = await t.login("demo-customer-2");
    const other = await enrol(t, giulia);
    const { mfa_token } = (await passwordStep(t, "demo-customer")).json();
    expect((await codeStep(t, { mfa_token, code: codeIn(other.secret, 1) })).statusCode).toBe(400);
  });

  it("is turned off with the password and a current code, and the other sessions end", async () => {
    const mario = await codeSignIn();
    const other = await codeSignIn();
    const noPassword = await t.call(
      "POST",
      "/api/account/mfa/disable/",
      mario,
      { password: "wrong", code: codeIn(secret) },
      "en",
    );
    expect(noPassword.body).toEqual({ status_code: 400, password: ["The password is not correct"] });
    // A later moment than the sign-ins' codes: the step they spent is behind it.
    await t.database.db.execute("update user_mfa set last_step = null");
    const off = await t.call("POST", "/api/account/mfa/disable/", mario, {
      password: DEMO_PASSWORD,
      code: codeIn(secret, -1),
    });
    expect(off.status).toBe(204);
    expect((await me(other)).status).toBe(401);
    expect((await me(mario)).body.mfa_enabled).toBe(false);
    expect((await passwordStep(t, "demo-customer")).json()).toHaveProperty("token");
  });

  let lastStep = 1;
  /** A full sign-in with a code of a step not used yet (one per call, up to the drift's reach). */
  async function codeSignIn() {
    await t.database.db.execute("update user_mfa set last_step = null");
    const { mfa_token } = (await passwordStep(t, "demo-customer")).json();
    lastStep = lastStep === 1 ? 0 : 1;
    const answer = await codeStep(t, { mfa_token, code: codeIn(secret, lastStep) });
    expect(answer.statusCode).toBe(200);
    return answer.json().token as string;
  }
});
