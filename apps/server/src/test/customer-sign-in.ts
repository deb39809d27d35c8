import { afterAll, beforeAll } from "vitest";
import { DEMO_PASSWORD } from "../db/seed/demo-accounts";
import { authHeader, createTestApp, type TestApp } from "./test-app";

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

/** Mario and Giulia, the demo customers of two firms, signed in on a test app. */
export interface TwoCustomers {
  t: TestApp;
  mario: string;
  giulia: string;
}

/**
 * A test file's app with Mario and Giulia signed in before its first test, closed after its
 * last; `use` receives them: `twoCustomersSuite((suite) => ({ t, mario, giulia } = suite));`.
 */
export function twoCustomersSuite(use: (suite: TwoCustomers) => void) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    const t = await createTestApp();
    app = t;
    const [mario, giulia] = await t.loginAll("demo-customer", "demo-customer-2");
    use({ t, mario, giulia });
  });
  afterAll(() => app?.close());
}
