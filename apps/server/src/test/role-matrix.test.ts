import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Access, RouteTableEntry } from "../platform/auth/access";
import { messages } from "../platform/i18n/messages";
import { EXPECTED_ACCESS } from "./role-matrix.expected";
import { authHeader, createTestApp, type TestApp } from "./test-app";
import { timeSuite } from "./time-suite";

/**
 * The role matrix (issue 13): every route of the server's route table, called anonymous, as a
 * user with no role, as a customer and as an editor. What each route answers follows from its
 * declared access; role-matrix.expected.ts is the second key.
 */
type Caller = "anonymous" | "no role" | "customer" | "editor";
const CALLERS: Caller[] = ["anonymous", "no role", "customer", "editor"];

/** What a caller must get from a route with this access: refused with 401 or 403, or let in. */
function expectedOutcome(access: Access, caller: Caller): 401 | 403 | "allowed" {
  if (access === "public") return "allowed";
  if (caller === "anonymous") return 401;
  if (access === "authenticated") return "allowed";
  return access === caller ? "allowed" : 403;
}

const key = (route: RouteTableEntry) => `${route.method} ${route.url}`;
const concrete = (url: string) => url.replace(/:(\w+)/g, "999999");
const forbiddenMessages = new Set([messages.it.forbidden, messages.en.forbidden]);
// Calls that end the caller's session: they get a session of their own, used once.
const endsSession = (route: RouteTableEntry) => route.url.endsWith("/logout/");

let t: TestApp;
const tokens: Partial<Record<Caller, string>> = {};
const tokenFor = async (caller: Caller, fresh: boolean): Promise<string | undefined> => {
  if (caller === "anonymous") return undefined;
  if (!fresh && tokens[caller]) return tokens[caller];
  const token =
    caller === "no role"
      ? await t.sessionWithoutLogin("demo-nobody")
      : await t.login(caller === "customer" ? "demo-customer" : "demo-editor");
  if (!fresh) tokens[caller] = token;
  return token;
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the role matrix, generated from the route table", () => {
  it("knows every route: each is declared here with the access it declares itself", () => {
    const actual = Object.fromEntries(t.app.routeTable.map((route) => [key(route), route.access]));
    const undeclared = Object.keys(actual).filter((k) => !(k in EXPECTED_ACCESS));
    const gone = Object.keys(EXPECTED_ACCESS).filter((k) => !(k in actual));
    expect(undeclared, "routes missing from EXPECTED_ACCESS: add them with their access").toEqual([]);
    expect(gone, "routes in EXPECTED_ACCESS the server no longer has").toEqual([]);
    expect(actual).toEqual(EXPECTED_ACCESS);
  });

  it("answers each caller as the route's access rule says", async () => {
    const done = timeSuite("role matrix");
    const failures: string[] = [];
    let calls = 0;
    for (const route of t.app.routeTable) {
      for (const caller of CALLERS) {
        const token = await tokenFor(caller, endsSession(route));
        const options: InjectOptions = {
          method: route.method as InjectOptions["method"],
          url: concrete(route.url),
          headers: { ...(token ? authHeader(token) : {}), "accept-language": "it" },
          ...(["POST", "PUT", "PATCH"].includes(route.method) ? { payload: {} } : {}),
        };
        const response = await t.app.inject(options);
        calls++;
        const expected = expectedOutcome(route.access, caller);
        const body = response.headers["content-type"]?.includes("json") ? response.json() : {};
        const refusedForRole =
          response.statusCode === 403 && forbiddenMessages.has(body.non_field_errors?.[0] ?? "");
        const outcome = response.statusCode === 401 ? 401 : refusedForRole ? 403 : "allowed";
        if (outcome !== expected || response.statusCode >= 500) {
          failures.push(`${caller} ${key(route)}: expected ${expected}, got ${response.statusCode}`);
        }
        if (outcome !== "allowed") expect(body).toMatchObject({ status_code: response.statusCode });
      }
    }
    done(`${calls} calls`);
    expect(failures).toEqual([]);
  });
});
