import { afterAll, beforeAll } from "vitest";
import type { Config } from "../config/config.schema";
import { seedCatalogue } from "../db/seed/catalogue";
import { seedDemoLicences } from "../db/seed/licences";
import { fixtureCatalogues } from "./catalogue-fixture";
import { authHeader, createTestApp, type TestApp } from "./test-app";

export const E = "/api/agreement/editor";
export const C = "/api/agreement/customer";

export interface EditorTestContext {
  t: TestApp;
  editor: string;
  /** Civil-commercial module only. */
  mario: string;
  /** Every module. */
  giulia: string;
  call(
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    token: string | null,
    payload?: object,
    language?: string,
    // biome-ignore lint/suspicious/noExplicitAny: test bodies are read loosely
  ): Promise<{ status: number; body: any; headers: Record<string, unknown>; raw: Buffer }>;
}

/**
 * An app with the fixture catalogue, the demo subscriptions and signed-in editor and customers;
 * `overrides` set its configuration (e.g. `LIST_PAGE_CACHE`).
 */
export async function setUpEditorTest(overrides: Partial<Config> = {}): Promise<EditorTestContext> {
  const t = await createTestApp(overrides);
  await seedDemoLicences(t.database.db);
  await seedCatalogue(t.database.db, fixtureCatalogues);
  const [editor, mario, giulia] = await Promise.all([
    t.login("demo-editor"),
    t.login("demo-customer"),
    t.login("demo-customer-2"),
  ]);
  return {
    t,
    editor,
    mario,
    giulia,
    async call(method, url, token, payload, language = "en") {
      const response = await t.app.inject({
        method,
        url,
        payload,
        headers: { ...(token ? authHeader(token) : {}), "accept-language": language },
      });
      const json = (response.headers["content-type"] ?? "").toString().includes("json");
      return {
        status: response.statusCode,
        body: json && response.body ? response.json() : response.body,
        headers: response.headers,
        raw: response.rawPayload,
      };
    },
  };
}

/** A complete, valid template body for create calls. */
/**
 * The file's tests on one editor test app, set up before them and closed after them:
 * `const ctx = editorSuite();`, then `ctx.call(…)` in each test.
 */
export function editorSuite(overrides: Partial<Config> = {}): EditorTestContext {
  const ctx = {} as EditorTestContext;
  beforeAll(async () => {
    Object.assign(ctx, await setUpEditorTest(overrides));
  });
  afterAll(() => ctx.t.close());
  return ctx;
}

export function templatePayload(overrides: Record<string, unknown> = {}) {
  return {
    title: "Contratto di comodato d'uso gratuito",
    language: "it",
    module: "civil_commercial",
    body: "<p>Il comodante {{field::comodante}} concede a {{field::comodatario}}.</p><p>{{note::durata}}</p>",
    discipline: "<p>Artt. 1803 ss. c.c.</p>",
    fields: [
      { slug: "comodante", label: "Comodante", type: "text", required: true },
      { slug: "comodatario", label: "Comodatario", type: "text", required: true },
    ],
    notes: [{ slug: "durata", label: "Durata", help: "In mancanza di termine vale l'art. 1810 c.c." }],
    keywords: ["prestito"],
    ...overrides,
  };
}
