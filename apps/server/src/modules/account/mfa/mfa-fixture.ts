import { expect } from "vitest";
import { DEMO_PASSWORD } from "../../../db/seed/demo-accounts";
import type { TestApp } from "../../../test/test-app";
import { codeAt } from "./totp";

/** The app's code `steps` steps of 30 s from now, as a phone a little ahead or behind shows it. */
export const codeIn = (secret: string, steps = 0) => codeAt(secret, new Date(Date.now() + steps * 30_000));

/** Sets two-factor up for the signed-in `token`'s user, as the screen does: its secret and codes. */
export async function enrol(t: TestApp, token: string) {
  const setup = await t.call("POST", "/api/account/mfa/setup/", token);
  expect(setup.status).toBe(200);
  const { secret } = setup.body as { secret: string };
  const enabled = await t.call("POST", "/api/account/mfa/enable/", token, { code: codeIn(secret) });
  expect(enabled.status).toBe(200);
  return { secret, recoveryCodes: enabled.body.recovery_codes as string[] };
}

/** The first step of a login, through the customers' door or the editors'. */
export const passwordStep = (t: TestApp, username: string, door: "customer" | "editor" = "customer") =>
  t.app.inject({
    method: "POST",
    url: door === "customer" ? "/api/account/customer/login/" : "/api-token-auth/login/",
    payload: { username, password: DEMO_PASSWORD },
  });

/** The second step, with a code or a recovery code. */
export const codeStep = (t: TestApp, payload: object) =>
  t.app.inject({
    method: "POST",
    url: "/api/account/mfa/verify/",
    payload,
    headers: { "accept-language": "en" },
  });
