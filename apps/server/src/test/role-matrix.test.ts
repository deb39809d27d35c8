import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Access, RouteTableEntry } from "../platform/auth/access";
import { messages } from "../platform/i18n/messages";
import { authHeader, createTestApp, type TestApp } from "./test-app";
import { timeSuite } from "./time-suite";

/**
 * The role matrix (issue 13): every route of the server's route table, called anonymous, as a
 * user with no role, as a customer and as an editor. What each route answers follows from its
 * declared access; the table below is the second key: a route added, removed or re-declared
 * without changing it fails the first test, so no route reaches production unreviewed.
 */
const EXPECTED_ACCESS: Record<string, Access> = {
  "GET /api/health/": "public",
  "GET /api/ready/": "public",
  // Public to the access rules: it checks its own Bearer token (404 when none is configured).
  "GET /api/metrics/": "public",
  "GET /api/get-global-config/": "public",
  "POST /api/account/customer/login/": "public",
  "POST /api-token-auth/login/": "public",
  "GET /api/account/me/": "authenticated",
  "POST /api/account/customer/logout/": "authenticated",
  "POST /api-auth/change-password/": "authenticated",
  "POST /api/account/mfa/setup/": "authenticated",
  "POST /api/account/mfa/enable/": "authenticated",
  "POST /api/account/mfa/disable/": "authenticated",
  "POST /api/account/mfa/verify/": "public",
  "GET /api/account/customer/my-data/export/": "customer",
  "POST /api/account/customer/delete-account/": "customer",
  "GET /api/account/editor/audit/list/": "editor",
  "GET /api/account/editor/audit/export/": "editor",
  "POST /rest-auth/password/reset/": "public",
  "POST /rest-auth/password/reset/confirm/": "public",
  "GET /api/agreement/customer/agreement/list/": "customer",
  "GET /api/agreement/customer/agreement/retrieve/:id/": "customer",
  "POST /api/agreement/customer/agreement/create/": "customer",
  "PUT /api/agreement/customer/agreement/partial-update/:id/": "customer",
  "PATCH /api/agreement/customer/agreement/set-status/:id/": "customer",
  "DELETE /api/agreement/customer/agreement/destroy/:id/": "customer",
  "POST /api/agreement/customer/agreement/duplicate/:id/": "customer",
  "GET /api/agreement/customer/agreement/compare/:id/": "customer",
  "POST /api/agreement/customer/agreement/upgrade/:id/": "customer",
  "GET /api/agreement/customer/agreement/download/:id/": "customer",
  "POST /api/agreement/customer/agreement/sendmail/:id/": "customer",
  "GET /api/agreement/customer/address-book/typologies-mapping/": "customer",
  "GET /api/agreement/customer/address-book/list/": "customer",
  "GET /api/agreement/customer/address-book/retrieve/:id/": "customer",
  "POST /api/agreement/customer/address-book/create/": "customer",
  "PUT /api/agreement/customer/address-book/partial-update/:id/": "customer",
  "DELETE /api/agreement/customer/address-book/destroy/:id/": "customer",
  "GET /api/agreement/customer/address-book/export/": "customer",
  "GET /api/agreement/customer/address-book/generate-template/": "customer",
  "POST /api/agreement/customer/address-book/import/": "customer",
  "POST /api/agreement/customer/address-book/import-rejected/": "customer",
  "GET /api/agreement/customer/file-progress/": "customer",
  "GET /api/profile/customer/profile/list/": "customer",
  "GET /api/profile/customer/profile/retrieve/:id/": "customer",
  "POST /api/profile/customer/profile/create/": "customer",
  "PUT /api/profile/customer/profile/partial-update/:id/": "customer",
  "GET /api/profile/customer/company/list/": "customer",
  "GET /api/profile/customer/company/retrieve/:id/": "customer",
  "POST /api/profile/customer/company/create/": "customer",
  "PUT /api/profile/customer/company/partial-update/:id/": "customer",
  "GET /api/profile/customer/licence/list/": "customer",
  "GET /api/profile/customer/licence/retrieve/:id/": "customer",
  "POST /api/profile/customer/licence/create/": "customer",
  "PUT /api/profile/customer/licence/partial-update/:id/": "customer",
  "GET /api/profile/customer/profile/sessions/": "customer",
  "POST /api/profile/customer/profile/sessions/end/": "customer",
  "POST /api/profile/customer/profile/sessions/end-others/": "customer",
  "POST /api/profile/customer/profile/end-sessions/:id/": "customer",
  "GET /api/profile/customer/subscription/": "customer",
  "GET /api/profile/editor/company/list/": "editor",
  "GET /api/profile/editor/company/retrieve/:id/": "editor",
  "POST /api/profile/editor/company/create/": "editor",
  "PUT /api/profile/editor/company/partial-update/:id/": "editor",
  "GET /api/profile/editorcompany/list/": "editor",
  "GET /api/profile/editorcompany/retrieve/:id/": "editor",
  "POST /api/profile/editorcompany/create/": "editor",
  "PUT /api/profile/editorcompany/partial-update/:id/": "editor",
  "GET /api/profile/editor/licence/list/": "editor",
  "GET /api/profile/editor/licence/retrieve/:id/": "editor",
  "POST /api/profile/editor/licence/create/": "editor",
  "PUT /api/profile/editor/licence/partial-update/:id/": "editor",
  "PATCH /api/profile/editor/licence/set-status/:id/": "editor",
  "GET /api/profile/editor/licence/export/": "editor",
  "GET /api/profile/editor/profile/list/": "editor",
  "GET /api/profile/editor/profile/retrieve/:id/": "editor",
  "POST /api/profile/editor/profile/create/": "editor",
  "PUT /api/profile/editor/profile/partial-update/:id/": "editor",
  "POST /api/profile/editor/profile/send-password-link/:id/": "editor",
  "GET /api/calendar/customer/appointment/date-list/": "customer",
  "GET /api/calendar/customer/appointment/list/": "customer",
  "GET /api/calendar/customer/appointment/retrieve/:id/": "customer",
  "POST /api/calendar/customer/appointment/create/": "customer",
  "PUT /api/calendar/customer/appointment/partial-update/:id/": "customer",
  "DELETE /api/calendar/customer/appointment/destroy/:id/": "customer",
  "GET /api/calendar/customer/appointment/ics/:id/": "customer",
  "GET /api/calendar/customer/appointment/deadlines/:id/": "customer",
  "POST /api/calendar/customer/appointment/add-deadlines/:id/": "customer",
  "GET /api/calendar/customer/feed/": "customer",
  "POST /api/calendar/customer/feed/": "customer",
  "DELETE /api/calendar/customer/feed/": "customer",
  "GET /api/calendar/feed/:token/calendar.ics": "public",
  "GET /api/calendar/editor/agenda/list/": "editor",
  "GET /api/calendar/editor/agenda/retrieve/:id/": "editor",
  "POST /api/calendar/editor/agenda/create/": "editor",
  "PUT /api/calendar/editor/agenda/partial-update/:id/": "editor",
  "DELETE /api/calendar/editor/agenda/destroy/:id/": "editor",
  "GET /api/calendar/editor/appointment/list/": "editor",
  "GET /api/calendar/editor/appointment/retrieve/:id/": "editor",
  "POST /api/calendar/editor/appointment/create/": "editor",
  "PUT /api/calendar/editor/appointment/partial-update/:id/": "editor",
  "DELETE /api/calendar/editor/appointment/destroy/:id/": "editor",
  "GET /api/account/editor/news/list/": "editor",
  "GET /api/account/editor/news/retrieve/:id/": "editor",
  "POST /api/account/editor/news/create/": "editor",
  "PUT /api/account/editor/news/partial-update/:id/": "editor",
  "PATCH /api/account/editor/news/set-status/:id/": "editor",
  "DELETE /api/account/editor/news/destroy/:id/": "editor",
  "GET /api/account/customer/news/list/": "customer",
  "GET /api/account/customer/notify/list/": "customer",
  "GET /api/account/customer/notify/retrieve/:id/": "customer",
  "POST /api/account/customer/notify/create/": "customer",
  "PUT /api/account/customer/notify/partial-update/:id/": "customer",
  "PATCH /api/account/customer/notify/set-status/:id/": "customer",
  "DELETE /api/account/customer/notify/destroy/:id/": "customer",
  "GET /api/account/customer/notify/unread/": "customer",
  "POST /api/account/customer/notify/read-all/": "customer",
  "GET /api/agreement/customer/agreement/prospetto/:id/": "customer",
  "GET /api/agreement/customer/agreement/:id/template/": "customer",
  "GET /api/agreement/customer/template/list/": "customer",
  "GET /api/agreement/customer/template/retrieve/:id/": "customer",
  "GET /api/agreement/customer/template/schema-parties/": "customer",
  "GET /api/agreement/customer/category/root-nodes-list/": "customer",
  "GET /api/agreement/customer/category/:id/descendant-nodes-list/": "customer",
  "GET /api/agreement/customer/wizard/root-nodes-list/": "customer",
  "GET /api/agreement/customer/wizard/:id/children-nodes-list/": "customer",
  "GET /api/agreement/customer/wizard/list/": "customer",
  "POST /api/agreement/customer/favourite/create/": "customer",
  "DELETE /api/agreement/customer/favourite/destroy/:id/": "customer",
  "GET /api/agreement/customer/favourite/agreement-calculator/list/": "customer",
  "GET /api/agreement/editor/favourite-count/list/": "editor",
  "GET /api/agreement/customer/template-with-calculator/list/": "customer",
  "GET /api/agreement/customer/template-with-calculator/retrieve/:id/": "customer",
  "GET /api/agreement/editor/category/list/": "editor",
  "GET /api/agreement/editor/category/root-nodes-list/": "editor",
  "GET /api/agreement/editor/category/leaf-list/": "editor",
  "GET /api/agreement/editor/category/retrieve/:id/": "editor",
  "POST /api/agreement/editor/category/create/": "editor",
  "PUT /api/agreement/editor/category/partial-update/:id/": "editor",
  "PATCH /api/agreement/editor/category/set-status/:id/": "editor",
  "DELETE /api/agreement/editor/category/destroy/:id/": "editor",
  "PATCH /api/agreement/editor/category/move/:id/": "editor",
  "GET /api/agreement/editor/wizard/list/": "editor",
  "GET /api/agreement/editor/wizard/leaf-list/": "editor",
  "GET /api/agreement/editor/wizard/retrieve/:id/": "editor",
  "POST /api/agreement/editor/wizard/create/": "editor",
  "PUT /api/agreement/editor/wizard/partial-update/:id/": "editor",
  "PATCH /api/agreement/editor/wizard/set-status/:id/": "editor",
  "DELETE /api/agreement/editor/wizard/destroy/:id/": "editor",
  "PATCH /api/agreement/editor/wizard/move/:id/": "editor",
  "GET /api/agreement/editor/template/schema-field-type-choices/": "editor",
  "GET /api/agreement/editor/template/status-choices/": "editor",
  "GET /api/agreement/editor/template/language-choices/": "editor",
  "GET /api/agreement/editor/template/schema-parties/": "editor",
  "GET /api/agreement/editor/template/list/": "editor",
  "GET /api/agreement/editor/template/retrieve/:id/": "editor",
  "POST /api/agreement/editor/template/create/": "editor",
  "PUT /api/agreement/editor/template/partial-update/:id/": "editor",
  "PATCH /api/agreement/editor/template/set-status/:id/": "editor",
  "POST /api/agreement/editor/template/create-new-version/:id/": "editor",
  "DELETE /api/agreement/editor/template/destroy/:id/": "editor",
  "GET /api/agreement/editor/agreement/list/": "editor",
  "GET /api/agreement/editor/agreement/export/": "editor",
  "GET /api/agreement/editor/template-with-calculator/list/": "editor",
  "GET /api/agreement/editor/template-with-calculator/retrieve/:id/": "editor",
  "POST /api/agreement/editor/template-with-calculator/create/": "editor",
  "PUT /api/agreement/editor/template-with-calculator/partial-update/:id/": "editor",
  "DELETE /api/agreement/editor/template-with-calculator/destroy/:id/": "editor",
  "GET /api/calculator/editor/template/list/": "editor",
  "GET /api/calculator/editor/template/retrieve/:id/": "editor",
  "POST /api/calculator/editor/template/create/": "editor",
  "PUT /api/calculator/editor/template/partial-update/:id/": "editor",
  "DELETE /api/calculator/editor/template/destroy/:id/": "editor",
  "PUT /api/calculator/editor/template/evaluate/:id/": "editor",
  "GET /api/calculator/customer/template/list/": "customer",
  "GET /api/calculator/customer/template/retrieve/:id/": "customer",
  "PUT /api/calculator/customer/template/evaluate/:id/": "customer",
  "PUT /api/calculator/customer/template/evaluate-download/:id/": "customer",
  "GET /api/calculator/customer/template/series/:id/": "customer",
  "GET /api/calculator/editor/template/series/:id/": "editor",
  "GET /api/calculator/editor/constant/list/": "editor",
  "GET /api/calculator/editor/constant/retrieve/:id/": "editor",
  "POST /api/calculator/editor/constant/create/": "editor",
  "PUT /api/calculator/editor/constant/partial-update/:id/": "editor",
  "DELETE /api/calculator/editor/constant/destroy/:id/": "editor",
  "GET /api/calculator/editor/wizard/list/": "editor",
  "GET /api/calculator/editor/wizard/:id/leaf-list/": "editor",
  "GET /api/calculator/editor/wizard/retrieve/:id/": "editor",
  "POST /api/calculator/editor/wizard/create/": "editor",
  "PUT /api/calculator/editor/wizard/partial-update/:id/": "editor",
  "PATCH /api/calculator/editor/wizard/set-status/:id/": "editor",
  "DELETE /api/calculator/editor/wizard/destroy/:id/": "editor",
  "PATCH /api/calculator/editor/wizard/move/:id/": "editor",
  "GET /api/calculator/customer/wizard/root-nodes-list/": "customer",
  "GET /api/calculator/customer/wizard/:id/children-nodes-list/": "customer",
  "GET /api/calculator/customer/wizard/:id/descendant-nodes-list/": "customer",
  "GET /api/calculator/customer/wizard/list/": "customer",
  "GET /api/calculator/customer/favourite/list/": "customer",
  "DELETE /api/calculator/customer/favourite/destroy/:id/": "customer",
};

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
