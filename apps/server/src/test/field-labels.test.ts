import { fieldLabel } from "@app/contracts";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteTableEntry } from "../platform/auth/access";
import { jsonSchemaOf } from "./fuzz/hostile-input";
import { invalidObjects, propertyPaths } from "./fuzz/invalid-input";
import { authHeader, createTestApp, type TestApp } from "./test-app";

/**
 * Issue 31: the server's messages name a field by its label, never by its key. Generated from
 * the route table: every field of every body and query has a label in both languages, and the
 * requests each route's schema refuses are answered, in Italian and in English, with messages
 * that hold no raw key (`to_email`, `rememberMe`) and no array index (`0`), under keys that end
 * at the field (`to_email`, never `to_email.0`).
 */

let t: TestApp;
const tokens: Record<"customer" | "editor", string> = { customer: "", editor: "" };

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_IP: 10_000, LOGIN_MAX_FAILURES_PER_USERNAME: 1_000 });
  tokens.customer = await t.login("demo-customer");
  tokens.editor = await t.login("demo-editor");
}, 120_000);
afterAll(() => t?.close());

const PARTS = ["body", "querystring"] as const;

function schemaOf(route: RouteTableEntry, part: (typeof PARTS)[number]): unknown {
  return (route.schema as Record<string, unknown> | undefined)?.[part];
}

/** `Il campo X è…`, `Il valore del campo X non…`, `The X field…`: X, where a template names one. */
const ATTRIBUTE = [
  /^Il (?:valore del )?campo (.+?) (?:è|non|ha|deve|può|contiene)\b/,
  /^The (.+?) field\b/,
  /^(.+?): /,
];
const SNAKE_CASE = /\b[a-z0-9]+(?:_[a-z0-9]+)+\b/;
const CAMEL_CASE = /\b[a-z]+[A-Z][A-Za-z]*\b/;

/** What is wrong with a message: a raw key or an index where a label belongs. */
function problemOf(message: string): string | undefined {
  if (SNAKE_CASE.test(message) || CAMEL_CASE.test(message)) return "a raw key";
  for (const pattern of ATTRIBUTE) {
    const attribute = pattern.exec(message)?.[1];
    // Labels start with a capital ("Oggetto", "E-mail", "CAP"); keys and indexes do not.
    if (attribute !== undefined && !/^[A-ZÀ-Ý]/.test(attribute)) return `a field named "${attribute}"`;
  }
  return undefined;
}

function tokenFor(route: RouteTableEntry): string | undefined {
  if (route.access === "public") return undefined;
  return route.access === "editor" ? tokens.editor : tokens.customer;
}

function urlOf(route: RouteTableEntry, query: Record<string, unknown> = {}) {
  const path = route.url.replace(":id", "1").replace(":token", "x");
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return search ? `${path}?${search}` : path;
}

describe("field labels", () => {
  it("gives every field of every body and query a label in Italian and in English", () => {
    const missing = new Set<string>();
    for (const route of t.app.routeTable) {
      for (const part of PARTS) {
        const schema = schemaOf(route, part);
        const json = jsonSchemaOf(schema);
        if (!json) continue;
        for (const path of propertyPaths(json)) {
          const found = fieldLabel(schema as Parameters<typeof fieldLabel>[0], path);
          if (!found?.it || !found.en)
            missing.add(`${path.join(".")} (${route.method} ${route.url} ${part})`);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });

  it("names fields by their label in every message a route's schema answers, in both languages", async () => {
    const problems = new Set<string>();
    let checked = 0;
    for (const route of t.app.routeTable) {
      const token = tokenFor(route);
      const requests: InjectOptions[] = [];
      const body = jsonSchemaOf(schemaOf(route, "body"));
      if (body && ["POST", "PUT", "PATCH"].includes(route.method)) {
        for (const payload of invalidObjects(body)) {
          requests.push({ method: route.method as InjectOptions["method"], url: urlOf(route), payload });
        }
      }
      const query = jsonSchemaOf(schemaOf(route, "querystring"));
      if (query?.properties) {
        for (const values of invalidObjects(query)) {
          // A query carries text: a list or an object would not reach the schema as such.
          const flat = Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v !== "object"));
          requests.push({ method: route.method as InjectOptions["method"], url: urlOf(route, flat) });
        }
      }
      for (const request of requests) {
        for (const language of ["it", "en"]) {
          const response = await t.app.inject({
            ...request,
            headers: { ...(token ? authHeader(token) : {}), "accept-language": language },
          });
          if (response.statusCode !== 400) continue;
          checked++;
          const answer = response.json() as Record<string, unknown>;
          const sent = JSON.stringify(request.payload ?? request.url).slice(0, 160);
          for (const [key, list] of Object.entries(answer)) {
            if (key === "status_code") continue;
            if (/\.\d+$/.test(key)) problems.add(`${route.method} ${route.url}: key ${key} for ${sent}`);
            for (const message of list as string[]) {
              const problem = problemOf(message);
              if (problem)
                problems.add(
                  `${route.method} ${route.url} [${language}] ${key}: "${message}" has ${problem}`,
                );
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect([...problems]).toEqual([]);
  }, 300_000);
});

describe("the send-by-e-mail form's messages (issue 31)", () => {
  const send = (payload: unknown, language: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/agreement/customer/agreement/sendmail/1/",
      headers: { ...authHeader(tokens.customer), "accept-language": language },
      payload: payload as InjectOptions["payload"],
    });

  it("names each field by the words of the form, and calls an empty recipient list required", async () => {
    const body = { to_email: [], attachment_extension: "exe" };
    expect((await send(body, "it")).json()).toEqual({
      status_code: 400,
      to_email: ["Il campo Destinatari è obbligatorio"],
      subject: ["Il campo Oggetto è obbligatorio"],
      attachment_extension: ["Il valore del campo Formato dell'allegato non è tra quelli ammessi"],
    });
    expect((await send(body, "en")).json()).toEqual({
      status_code: 400,
      to_email: ["The Recipients field is required"],
      subject: ["The Subject field is required"],
      attachment_extension: ["The Attachment format field is not one of the allowed values"],
    });
  });

  it("answers a wrong address under the list's key, not under the element's", async () => {
    const body = { to_email: ["anna@example.com", "nope", "nor-this"], subject: "Contratto" };
    expect((await send(body, "it")).json()).toEqual({
      status_code: 400,
      to_email: ["Il campo Destinatari contiene un indirizzo e-mail non valido"],
    });
    expect((await send(body, "en")).json()).toEqual({
      status_code: 400,
      to_email: ["The Recipients field contains an invalid e-mail address"],
    });
  });
});
