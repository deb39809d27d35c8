import * as XLSX from "@e965/xlsx";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authHeader, createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
let editor: string;
const LIST = "/api/account/editor/audit/list/";

beforeAll(async () => {
  t = await createTestApp();
  editor = await t.login("demo-editor");
  // A failed sign-in, a customer's sign-in, and an editor's writes: three kinds of event.
  await t.app.inject({
    method: "POST",
    url: "/api/account/customer/login/",
    payload: { username: "demo-customer", password: "wrong-password-1" },
    remoteAddress: "203.0.113.9",
  });
  await t.login("demo-customer");
  const category = await t.call("POST", "/api/agreement/editor/category/create/", editor, {
    title_it: "Locazioni brevi",
  });
  expect(category.status).toBe(201);
  const created = await t.call("POST", "/api/account/editor/news/create/", editor, {
    date: "2026-11-20",
    title_it: "Nuovo modello",
    text_it: "<p>Testo</p>",
  });
  expect(created.status).toBe(201);
});
afterAll(() => t.close());

describe("the audit trail for editors", () => {
  it("lists events newest first, with who, what, which record and from which address", async () => {
    const { status, body } = await t.call("GET", `${LIST}?per_page=25&order_by__=-created_at`, editor);
    expect(status).toBe(200);
    expect(body.per_page).toBe(25);
    const [newest] = body.results;
    expect(newest).toMatchObject({ action: "news.create", subject_type: "news", actor: "demo-editor" });
    expect(newest.ip).toBeTruthy();
    const times = body.results.map((e: { created_at: string }) => Date.parse(e.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const failed = body.results.find((e: { action: string }) => e.action === "login_failed");
    expect(failed).toMatchObject({ ip: "203.0.113.9", actor: "demo-customer", subject_type: "user" });
  });

  it("filters by action, actor, period and free text, as the spec's lists do", async () => {
    const logins = await t.call("GET", `${LIST}?filter__action=login&per_page=10`, editor);
    expect(logins.body.results.length).toBeGreaterThanOrEqual(2);
    expect(new Set(logins.body.results.map((e: { action: string }) => e.action))).toEqual(new Set(["login"]));
    const editorId = logins.body.results.find((e: { actor: string }) => e.actor === "demo-editor").actor_id;
    const mine = await t.call("GET", `${LIST}?filter__actor=${editorId}&no_page=no_page`, editor);
    expect(new Set(mine.body.results.map((e: { actor: string }) => e.actor))).toEqual(
      new Set(["demo-editor"]),
    );
    const future = await t.call("GET", `${LIST}?filter__created_at__gte=2100-01-01&per_page=10`, editor);
    expect(future.body).toMatchObject({ count: 0, results: [] });
    const today = await t.call("GET", `${LIST}?filter__created_at__lte=2100-01-01&per_page=10`, editor);
    expect(today.body.count).toBeGreaterThan(0);
    const searched = await t.call("GET", `${LIST}?free_filter__=203.0.113&per_page=10`, editor);
    expect(searched.body.results.map((e: { action: string }) => e.action)).toEqual(["login_failed"]);
    // The spec's literal empty parameters mean absent.
    const empty = await t.call("GET", `${LIST}?per_page=10&filter__action=&free_filter__=`, editor);
    expect(empty.status).toBe(200);
    const bad = await t.call("GET", `${LIST}?filter__created_at__gte=ieri`, editor, undefined, "en");
    expect(bad.status).toBe(400);
    expect((await t.call("GET", `${LIST}?order_by__=password`, editor)).status).toBe(400);
  });

  it("finds by the words the screen shows, in the reader's language", async () => {
    const actions = async (term: string, language: string) => {
      const url = `${LIST}?free_filter__=${encodeURIComponent(term)}&no_page=no_page`;
      const { status, body } = await t.call("GET", url, editor, undefined, language);
      expect(status).toBe(200);
      return new Set(body.results.map((e: { action: string }) => e.action));
    };
    // The record's kind, as the «Oggetto» column writes it.
    expect(await actions("Categoria", "it")).toEqual(new Set(["category.create"]));
    expect(await actions("category", "en")).toEqual(new Set(["category.create"]));
    expect(await actions("Account", "it")).toEqual(new Set(["login", "login_failed"]));
    // The action, as the «Azione» column writes it, accents or not.
    expect(await actions("creazione", "it")).toEqual(new Set(["news.create", "category.create"]));
    expect(await actions("non riuscito", "it")).toEqual(new Set(["login_failed"]));
    expect(await actions("Failed sign-in", "en")).toEqual(new Set(["login_failed"]));
    // The other language's words are not what this reader sees.
    expect(await actions("Notizia", "en")).toEqual(new Set());
    expect(await actions("News item", "en")).toEqual(new Set(["news.create"]));
  });

  it("keeps an edit's fields before and after, and no event of a change that failed", async () => {
    const [item] = (await t.call("GET", "/api/account/editor/news/list/?per_page=1", editor)).body.results;
    const renamed = await t.call("PUT", `/api/account/editor/news/partial-update/${item.id}/`, editor, {
      title_it: "Nuovo modello di locazione",
    });
    expect(renamed.status).toBe(200);
    const edits = await t.call("GET", `${LIST}?filter__action=news.update&per_page=10`, editor);
    expect(edits.body.results).toEqual([
      expect.objectContaining({
        subject_id: item.id,
        data: expect.objectContaining({
          changes: { title_it: { before: "Nuovo modello", after: "Nuovo modello di locazione" } },
        }),
      }),
    ]);
    const missing = await t.call("PUT", "/api/account/editor/news/partial-update/999999/", editor, {
      title_it: "X",
    });
    expect(missing.status).toBe(404);
    expect((await t.call("GET", `${LIST}?filter__action=news.update&per_page=10`, editor)).body.count).toBe(
      1,
    );
  });

  it("is for editors only", async () => {
    const customer = await t.login("demo-customer-2");
    expect((await t.call("GET", LIST, customer)).status).toBe(403);
    expect((await t.app.inject({ method: "GET", url: LIST })).statusCode).toBe(401);
  });

  it("exports the filtered trail as an xlsx, and records the export", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/account/editor/audit/export/?filter__action=login_failed",
      headers: { ...authHeader(editor), "accept-language": "it" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(/registro-attivita-\d{4}-\d{2}-\d{2}\.xlsx/);
    const book = XLSX.read(response.rawPayload);
    expect(book.SheetNames).toEqual(["Registro attività"]);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets["Registro attività"] as XLSX.WorkSheet, {
      header: 1,
    });
    expect(rows[0]).toEqual([
      "Quando",
      "Chi",
      "Azione",
      "Codice dell'azione",
      "Oggetto",
      "ID oggetto",
      "Indirizzo IP",
      "Dettagli",
    ]);
    expect(rows.slice(1).map((r) => r.slice(1, 5))).toEqual([
      ["demo-customer", "Accesso non riuscito", "login_failed", "Account"],
    ]);
    const exports = await t.call("GET", `${LIST}?filter__action=audit.export&per_page=10`, editor);
    expect(exports.body.results).toEqual([
      expect.objectContaining({ actor: "demo-editor", data: { rows: 1 } }),
    ]);
  });
});
