import { afterAll, beforeAll } from "vitest";
import type { Config } from "../config/config.schema";
import { seedCatalogue } from "../db/seed/catalogue";
import { seedDemoLicences } from "../db/seed/licences";
import { fixtureCatalogues } from "./catalogue-fixture";
import { sampleValues } from "./sample-values";
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

/**
 * Twelve agreements on the residential lease, for the editors' lists: every third Mario's, the others
 * Giulia's; the even ones filled in (valid), the first titled with accents and guillemets.
 */
export async function seedEditorAgreements(ctx: EditorTestContext) {
  const templates = (await ctx.call("GET", `${C}/template/list/?no_page=no_page`, ctx.giulia)).body.results;
  const leaseId = templates.find((r: { title: string }) => /uso abitativo/.test(r.title)).id;
  const lease = (await ctx.call("GET", `${C}/template/retrieve/${leaseId}/`, ctx.giulia)).body;
  for (let i = 1; i <= 12; i++) {
    await ctx.call("POST", `${C}/agreement/create/`, i % 3 === 0 ? ctx.mario : ctx.giulia, {
      title: `Contratto ${String(i).padStart(2, "0")}${i === 1 ? " «Forlì»" : ""}`,
      template: lease.id,
      values: i % 2 === 0 ? sampleValues(lease.fields) : {},
    });
  }
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
