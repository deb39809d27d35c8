import { DEMO_PASSWORD } from "../db/seed/demo-accounts";
import { authHeader, type TestApp } from "./test-app";

/** A customer's sign-in attempt, answered as it is (a refusal included), in English. */
export const signIn = (t: TestApp, username: string, password = DEMO_PASSWORD) =>
  t.app.inject({
    method: "POST",
    url: "/api/account/customer/login/",
    payload: { username, password },
    headers: { "accept-language": "en" },
  });

/** Signs the session of `token` out. */
export const signOut = (t: TestApp, token: string) =>
  t.app.inject({ method: "POST", url: "/api/account/customer/logout/", headers: authHeader(token) });
