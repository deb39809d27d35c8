import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteTableEntry } from "../platform/auth/access";
import { type BodyVariant, bodyFor, idSegment, queryString } from "./fuzz/hostile-input";
import { authHeader, createTestApp, type TestApp } from "./test-app";
import { timeSuite } from "./time-suite";

/**
 * Schema-driven fuzzing (issue 13): requests built from every route's zod schemas, mutated
 * into wrong types, missing and extra fields, huge and empty strings, NUL, RTL and emoji,
 * deep nesting, `__proto__` keys, ids out of range, malformed JSON and wrong media types.
 * Expected of every answer: no 5xx, errors in the spec's JSON shape, no stack trace; and the
 * server still answering afterwards. Seeded: FUZZ_SEED reproduces a run (the seed is printed
 * on failure), FUZZ_RUNS sets its size.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20_261_124;

const STACK_TRACE = /\n\s+at .+[:(]\d+|node_modules|\.ts:\d+|Error: .*\n/;

let t: TestApp;
const tokens: Record<"customer" | "editor", string> = { customer: "", editor: "" };

beforeAll(async () => {
  // Fuzzed logins must not lock the demo accounts or the test's own address out.
  t = await createTestApp(
    { LOGIN_MAX_FAILURES_PER_IP: 10_000, LOGIN_MAX_FAILURES_PER_USERNAME: 1_000 },
    { demoCatalogue: true },
  );
  tokens.customer = await t.login("demo-customer-2");
  tokens.editor = await t.login("demo-editor");
}, 120_000);
afterAll(() => t?.close());

/** A session the call may use: its role's, or a fresh one for calls that end their session. */
async function tokenFor(route: RouteTableEntry): Promise<string | undefined> {
  if (route.access === "public") return undefined;
  if (route.url.endsWith("/logout/") || route.url.includes("change-password")) {
    return t.sessionWithoutLogin("demo-customer");
  }
  return route.access === "editor" ? tokens.editor : tokens.customer;
}

function requestFor(route: RouteTableEntry) {
  const takesBody = ["POST", "PUT", "PATCH"].includes(route.method);
  return fc.record({
    id: idSegment,
    query: queryString,
    body: takesBody ? bodyFor(route.schema?.body) : fc.constant<BodyVariant>({}),
    language: fc.constantFrom("it", "en", "xx", ""),
  });
}

describe("schema-driven fuzzing of every route", () => {
  it(`answers ${RUNS} hostile requests without a 5xx, a stack trace or an error outside the spec's shape`, async () => {
    const done = timeSuite("fuzz");
    const routes = t.app.routeTable;
    // Counterexamples name the route by its method and path, not by its whole schema.
    const byKey = new Map(routes.map((route) => [`${route.method} ${route.url}`, route]));
    const perRoute = routes.map((route) =>
      fc.tuple(fc.constant(`${route.method} ${route.url}`), requestFor(route)),
    );
    const statuses = new Map<number, number>();
    // Every distinct problem (route, status, kind) once, so one run shows them all.
    const problems = new Map<string, string>();
    await fc.assert(
      fc.asyncProperty(fc.oneof(...perRoute), async ([routeKey, request]) => {
        const route = byKey.get(routeKey) as RouteTableEntry;
        const token = await tokenFor(route);
        const headers: Record<string, string> = {
          ...(token ? authHeader(token) : {}),
          ...(request.language ? { "accept-language": request.language } : {}),
          ...(request.body.contentType ? { "content-type": request.body.contentType } : {}),
        };
        const options: InjectOptions = {
          method: route.method as InjectOptions["method"],
          url: `${route.url.replace(":id", request.id)}${request.query}`,
          headers,
          ...(request.body.payload !== undefined ? { payload: request.body.payload } : {}),
        };
        const response = await t.app.inject(options);
        const status = response.statusCode;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        const type = String(response.headers["content-type"] ?? "");
        const isText = type.includes("json") || type.startsWith("text/");
        const problem =
          status >= 500
            ? "a server error"
            : isText && STACK_TRACE.test(response.body)
              ? "a stack trace"
              : status >= 400 &&
                  (!type.includes("application/json") || response.json().status_code !== status)
                ? "an error outside the spec's shape"
                : undefined;
        const key = `${routeKey} → ${status}: ${problem}`;
        if (problem && !problems.has(key)) {
          const sent = (request.body.payload ?? "").slice(0, 200);
          problems.set(
            key,
            `${options.method} ${String(options.url).slice(0, 300)} [${sent}] → ${response.body.slice(0, 200)}`,
          );
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
    done(
      `${RUNS} requests over ${routes.length} routes, answers ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(
      [...problems.entries()].map(([key, example]) => `${key}\n    e.g. ${example}`),
      `fuzz seed ${SEED} (FUZZ_SEED=${SEED} reproduces this run)`,
    ).toEqual([]);

    // The server still answers, sessions included.
    expect((await t.app.inject({ method: "GET", url: "/api/health/" })).statusCode).toBe(200);
    const me = await t.app.inject({
      method: "GET",
      url: "/api/account/me/",
      headers: authHeader(tokens.editor),
    });
    expect(me.statusCode).toBe(200);
  }, 900_000);
});
