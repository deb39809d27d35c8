import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedNews } from "../../db/seed/content/news";
import { seedNewsInto } from "../../db/seed/news";
import { auditEvents } from "../../platform/audit/audit.table";
import { addDays, romeDay } from "../../platform/time/rome-time";
import { createTestApp, type TestApp } from "../../test/test-app";
import { news } from "./notification.table";

let t: TestApp;
let editor: string;
let customer: string;
const E = "/api/account/editor/news";
const C = "/api/account/customer/news/list/";

beforeAll(async () => {
  t = await createTestApp();
  [editor, customer] = await t.loginAll("demo-editor", "demo-customer");
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(news);
});

// In Italian, the default language, unless a call asks otherwise.
const call: TestApp["call"] = (...args) => t.call(...args);
const create = async (body: object) => {
  const response = await call("POST", `${E}/create/`, editor, body);
  if (response.status !== 201) throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
};
const today = () => romeDay(new Date());
const auditOf = (id: number) =>
  t.database.db
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(and(eq(auditEvents.subject_type, "news"), eq(auditEvents.subject_id, id)));

describe("the editors' news", () => {
  it("are created as drafts, changed only in what is sent, published, deleted, each change audited", async () => {
    const created = await create({
      date: "2026-11-20",
      title_it: "Nuovo modello di locazione",
      text_it: "<p>Testo italiano</p>",
    });
    expect(created).toMatchObject({
      date: "2026-11-20",
      title_it: "Nuovo modello di locazione",
      title_en: "",
      text_it: "<p>Testo italiano</p>",
      text_en: "",
      status: "draft",
      link: null,
    });

    const changed = await call("PUT", `${E}/partial-update/${created.id}/`, editor, {
      title_en: "New lease template",
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      date: "2026-11-20",
      title_it: "Nuovo modello di locazione",
      title_en: "New lease template",
      text_it: "<p>Testo italiano</p>",
      status: "draft",
    });
    const nothing = await call("PUT", `${E}/partial-update/${created.id}/`, editor, {});
    expect(nothing.body).toMatchObject({
      title_it: "Nuovo modello di locazione",
      title_en: "New lease template",
    });

    const published = await call("PATCH", `${E}/set-status/${created.id}/`, editor, { status: "public" });
    expect(published.status).toBe(200);
    expect(published.body.status).toBe("public");
    expect((await call("GET", `${E}/retrieve/${created.id}/`, editor)).body.status).toBe("public");

    expect((await call("DELETE", `${E}/destroy/${created.id}/`, editor)).status).toBe(204);
    expect((await call("GET", `${E}/retrieve/${created.id}/`, editor)).status).toBe(404);
    expect((await call("DELETE", `${E}/destroy/${created.id}/`, editor)).status).toBe(404);
    expect((await auditOf(created.id)).map((e) => e.action)).toEqual([
      "news.create",
      "news.update",
      "news.update",
      "news.set_status",
      "news.delete",
    ]);
  });

  it("sanitise the rich text as templates are: no script, no event handler", async () => {
    const created = await create({
      date: "2026-11-20",
      title_it: "Prova",
      text_it: '<p onclick="alert(1)">Ciao<script>alert(2)</script> <strong>mondo</strong></p>',
      text_en: '<p>Hi</p><img src=x onerror="alert(3)"><a href="javascript:alert(4)">x</a>',
    });
    expect(created.text_it).toBe("<p>Ciao <strong>mondo</strong></p>");
    expect(created.text_en).not.toMatch(/script|onclick|onerror|javascript|<img|<a/i);
    const changed = await call("PUT", `${E}/partial-update/${created.id}/`, editor, {
      text_it: '<p>Nuovo</p><script>alert("x")</script>',
    });
    expect(changed.body.text_it).toBe("<p>Nuovo</p>");
  });

  it("refuse bad input field by field, and save nothing", async () => {
    const cases: [object, string][] = [
      [{ title_it: "Senza data" }, "date"],
      [{ date: "2026-11-20" }, "title_it"],
      [{ date: "2026-11-20", title_it: "  " }, "title_it"],
      [{ date: "20/11/2026", title_it: "x" }, "date"],
      [{ date: "2026-02-30", title_it: "x" }, "date"],
      [{ date: "0000-01-01", title_it: "x" }, "date"],
      [{ date: "2026-11-20", title_it: "x", status: "archived" }, "status"],
      [{ date: "2026-11-20", title_it: "x", link: "javascript:alert(1)" }, "link"],
      [{ date: "2026-11-20", title_it: "x", link: "non è un indirizzo" }, "link"],
      [{ date: "2026-11-20", title_it: "x".repeat(201) }, "title_it"],
      [{ date: "2026-11-20", title_it: "x", id: 5 }, "id"],
    ];
    for (const [body, field] of cases) {
      const response = await call("POST", `${E}/create/`, editor, body, "en");
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.status_code).toBe(400);
      expect(Object.keys(response.body), JSON.stringify(body)).toContain(field);
    }
    const created = await create({ date: "2026-11-20", title_it: "Valida" });
    const bad = await call("PUT", `${E}/partial-update/${created.id}/`, editor, { date: "2026-13-01" });
    expect(bad.status).toBe(400);
    expect(bad.body.date).toBeDefined();
    const status = await call("PATCH", `${E}/set-status/${created.id}/`, editor, { status: "archived" });
    expect(status.status).toBe(400);
    expect((await call("GET", `${E}/list/?no_page=no_page`, editor)).body.count).toBe(1);
    expect((await call("GET", `${E}/retrieve/${created.id}/`, editor)).body.date).toBe("2026-11-20");
  });

  it("list with the spec's parameters: order, status filter, free search in both titles", async () => {
    await create({ date: "2026-10-01", title_it: "Bravo", title_en: "Locazioni", status: "public" });
    await create({ date: "2026-11-01", title_it: "Alfa", status: "draft" });
    await create({ date: "2026-09-01", title_it: "Charlie locazioni", status: "public" });
    const titles = async (query: string) =>
      (await call("GET", `${E}/list/?${query}`, editor)).body.results.map(
        (n: { title_it: string }) => n.title_it,
      );
    expect(await titles("")).toEqual(["Alfa", "Bravo", "Charlie locazioni"]);
    expect(await titles("order_by__=title_it")).toEqual(["Alfa", "Bravo", "Charlie locazioni"]);
    expect(await titles("order_by__=date")).toEqual(["Charlie locazioni", "Bravo", "Alfa"]);
    expect(await titles("order_by__=-title_it")).toEqual(["Charlie locazioni", "Bravo", "Alfa"]);
    expect(await titles("filter__status=draft")).toEqual(["Alfa"]);
    expect(await titles("free_filter__=LOCAZIONI")).toEqual(["Bravo", "Charlie locazioni"]);
    const page = await call("GET", `${E}/list/?per_page=2&page=2`, editor);
    expect(page.body).toMatchObject({ per_page: 2, count: 3 });
    expect(page.body.results).toHaveLength(1);
    const wrong = await call("GET", `${E}/list/?order_by__=text_it`, editor);
    expect(wrong.status).toBe(400);
    expect(wrong.body.order_by__).toBeDefined();
  });

  it("are the editors' only: 403 for a customer, 401 without a session", async () => {
    const created = await create({ date: "2026-11-20", title_it: "Riservata" });
    expect((await call("GET", `${E}/list/`, customer)).status).toBe(403);
    expect((await call("POST", `${E}/create/`, customer, { date: "2026-11-20", title_it: "x" })).status).toBe(
      403,
    );
    expect(
      (await call("PUT", `${E}/partial-update/${created.id}/`, customer, { title_it: "x" })).status,
    ).toBe(403);
    expect(
      (await call("PATCH", `${E}/set-status/${created.id}/`, customer, { status: "public" })).status,
    ).toBe(403);
    expect((await call("DELETE", `${E}/destroy/${created.id}/`, customer)).status).toBe(403);
    expect((await call("GET", C, editor)).status).toBe(403);
    expect((await t.app.inject({ method: "GET", url: C })).statusCode).toBe(401);
    expect((await call("GET", `${E}/retrieve/${created.id}/`, editor)).body.title_it).toBe("Riservata");
  });
});

describe("the customers' news", () => {
  it("show only published items dated up to today in Rome, newest first, in pages", async () => {
    const day = today();
    await create({ date: addDays(day, -10), title_it: "Vecchia", status: "public" });
    await create({ date: day, title_it: "Di oggi", status: "public" });
    await create({ date: addDays(day, -1), title_it: "Bozza", status: "draft" });
    await create({ date: addDays(day, 1), title_it: "Di domani", status: "public" });
    await create({ date: addDays(day, -3), title_it: "Di tre giorni fa", status: "public" });

    const list = await call("GET", C, customer);
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(3);
    expect(list.body.per_page).toBe(10);
    expect(list.body.results.map((n: { json: { Titolo: string } }) => n.json.Titolo)).toEqual([
      "Di oggi",
      "Di tre giorni fa",
      "Vecchia",
    ]);
    expect(list.body.results[0]).toEqual({
      id: expect.any(Number),
      json: { Data: day, Titolo: "Di oggi", Descrizione: "" },
    });

    const second = await call("GET", `${C}?per_page=2&page=2`, customer);
    expect(second.body).toMatchObject({ per_page: 2, count: 3 });
    expect(second.body.results.map((n: { json: { Titolo: string } }) => n.json.Titolo)).toEqual(["Vecchia"]);
    const all = await call("GET", `${C}?no_page=no_page&per_page=1`, customer);
    expect(all.body.results).toHaveLength(3);
    expect((await call("GET", `${C}?page=0`, customer)).status).toBe(400);
    expect((await call("GET", `${C}?filter__status=draft`, customer)).status).toBe(400);
    expect((await call("GET", `${C}?order_by__=date`, customer)).status).toBe(400);
  });

  it("read in the request's language, English falling back to the Italian title and text", async () => {
    const both = await create({
      date: "2026-11-20",
      title_it: "Titolo",
      title_en: "Title",
      text_it: "<p>Testo</p>",
      text_en: "<p>Text</p>",
      status: "public",
      link: "https://www.example.it/notizia?a=1&b=2",
    });
    await create({
      date: "2026-11-19",
      title_it: "Solo italiano",
      // Blanks and an emptied editor's markup are no English at all.
      title_en: "   ",
      text_it: "<p>Solo testo italiano</p>",
      text_en: "<p>&nbsp; </p>",
      status: "public",
    });
    const italian = (await call("GET", C, customer, undefined, "it")).body.results;
    expect(italian[0]).toEqual({
      id: both.id,
      json: {
        Data: "2026-11-20",
        Titolo: "Titolo",
        Descrizione:
          '<p>Testo</p><p><a href="https://www.example.it/notizia?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">Leggi di più</a></p>',
      },
    });
    const english = (await call("GET", C, customer, undefined, "en-GB,en;q=0.9")).body.results;
    expect(english[0].json).toEqual({
      Data: "2026-11-20",
      Titolo: "Title",
      Descrizione:
        '<p>Text</p><p><a href="https://www.example.it/notizia?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">Read more</a></p>',
    });
    expect(english[1].json).toEqual({
      Data: "2026-11-19",
      Titolo: "Solo italiano",
      Descrizione: "<p>Solo testo italiano</p>",
    });
  });
});

describe("the demo news", () => {
  it("are seeded once, published, in both languages, dated before 26 November 2026", async () => {
    expect(await seedNewsInto(t.database.db, seedNews)).toBe(seedNews.length);
    expect(await seedNewsInto(t.database.db, seedNews)).toBe(0);
    expect(seedNews.length).toBeGreaterThanOrEqual(4);
    for (const item of seedNews) {
      expect(item.date >= "2026-01-01" && item.date < "2026-11-26", item.key).toBe(true);
      for (const text of [item.title.it, item.title.en, item.text.it, item.text.en]) {
        expect(text.trim(), item.key).not.toBe("");
      }
    }
    const list = await call("GET", `${C}?no_page=no_page`, customer, undefined, "en");
    expect(list.body.count).toBe(seedNews.length);
    expect(list.body.results[0].json.Titolo).toBe(seedNews[0]?.title.en);
    // What the seed stores is what the sanitiser keeps: the content uses only allowed tags.
    const stored = await t.database.db.select().from(news);
    for (const row of stored) {
      const item = seedNews.find((n) => n.key === row.seed_key);
      expect(row.text_it).toBe(item?.text.it);
      expect(row.text_en).toBe(item?.text.en);
    }
  });
});
