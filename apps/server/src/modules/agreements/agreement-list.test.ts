import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../platform/auth/identity.table";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";
import { agreements } from "./agreement.table";

let t: TestApp;
let mine: string;
let theirs: string;
let othersAgreementId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const idOf = async (username: string) =>
    (await db.select().from(users).where(eq(users.username, username)))[0]?.id ?? 0;
  const owner = await idOf("demo-customer");
  const other = await idOf("demo-customer-2");
  const day = (n: number) => new Date(Date.UTC(2026, 0, n, 10));
  await db.insert(agreements).values(
    Array.from({ length: 12 }, (_, i) => ({
      owner_id: owner,
      title: `Contratto ${String(i + 1).padStart(2, "0")}${i % 3 === 0 ? " locazione" : ""}`,
      template_title: i % 2 ? "Locazione ad uso abitativo" : "Compravendita",
      template_language: "it",
      is_valid: i % 2 === 0,
      status: i < 2 ? ("ready" as const) : ("draft" as const),
      date_create: day(i + 1),
      date_last_modify: day(i + 10),
    })),
  );
  const [row] = await db
    .insert(agreements)
    .values({ owner_id: other, title: "Riservato di Giulia" })
    .returning({ id: agreements.id });
  othersAgreementId = row?.id ?? 0;
  mine = await t.login("demo-customer");
  theirs = await t.login("demo-customer-2");
});
afterAll(() => t.close());

const list = (query: string, token = mine) =>
  t.app.inject({
    method: "GET",
    url: `/api/agreement/customer/agreement/list/${query}`,
    headers: authHeader(token),
  });

describe("agreement list (the generic list query)", () => {
  it("pages with per_page and page, newest modification first", async () => {
    const first = (await list("?per_page=10")).json();
    expect(first.count).toBe(12);
    expect(first.per_page).toBe(10);
    expect(first.results).toHaveLength(10);
    expect(first.results[0].title).toBe("Contratto 12");
    const second = (await list("?per_page=10&page=2")).json();
    expect(second.results.map((r: { title: string }) => r.title)).toEqual([
      "Contratto 02",
      "Contratto 01 locazione",
    ]);
  });

  // The first page is written as JSON by PostgreSQL (decision 0022): it must say exactly what the
  // general path, through the mapper and the schema's serialiser, says of the same rows.
  it("writes the first page exactly as the general path writes the same rows", async () => {
    const whole = (await list("?no_page=no_page")).json();
    for (const size of [1, 4, 10, 100]) {
      const response = await list(`?per_page=${size}`);
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(response.json()).toEqual({
        results: whole.results.slice(0, size),
        per_page: size,
        count: 12,
      });
    }
    expect(whole.results[0].date_create).toBe("2026-01-12T10:00:00.000Z");
    expect((await list("?per_page=10", theirs)).json()).toMatchObject({ count: 1, per_page: 10 });
  });

  it("orders by an allowed field, '-' for descending, and refuses others", async () => {
    const asc = (await list("?order_by__=title&per_page=25")).json();
    expect(asc.results[0].title).toBe("Contratto 01 locazione");
    const desc = (await list("?order_by__=-date_create&per_page=4")).json();
    expect(desc.results.map((r: { title: string }) => r.title)).toEqual([
      "Contratto 12",
      "Contratto 11",
      "Contratto 10 locazione",
      "Contratto 09",
    ]);
    const refused = await list("?order_by__=owner_id");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().order_by__).toEqual(["Ordinamento non ammesso: owner_id"]);
  });

  it("filters by text, boolean, exact value, date range and exclusion", async () => {
    expect((await list("?filter__title=LOCAZIONE")).json().count).toBe(4);
    expect((await list("?filter__is_valid=true")).json().count).toBe(6);
    expect((await list("?filter__status=ready")).json().count).toBe(2);
    expect(
      (await list("?filter__date_create__gt=2026-01-10&filter__date_create__lt=2026-01-12")).json().count,
    ).toBe(2);
    const page = (await list("?per_page=50")).json();
    const excluded = (await list(`?per_page=50&exclude__id=${page.results[0].id}`)).json();
    expect(excluded.count).toBe(11);
    expect((await list("?filter__status__in=ready,draft")).json().count).toBe(12);
  });

  it("accepts the spec's literal calls: any page size from 1 to 100, empty parameters as absent", async () => {
    const six = (await list("?per_page=6&page=&exclude__id=&order_by__=")).json();
    expect(six.per_page).toBe(6);
    expect(six.results).toHaveLength(6);
    expect((await list("?per_page=100")).json().results).toHaveLength(12);
  });

  it("free search (spec §7) finds the words in the title or the template's title, newest first", async () => {
    const found = (await list("?free_filter__=LOCAZ&order_by__=-date_last_modify&no_page=no_page")).json();
    expect(found.results.map((r: { title: string }) => r.title)).toEqual([
      "Contratto 12",
      "Contratto 10 locazione",
      "Contratto 08",
      "Contratto 07 locazione",
      "Contratto 06",
      "Contratto 04 locazione",
      "Contratto 02",
      "Contratto 01 locazione",
    ]);
    // Wildcards are literal, blank text is no filter, and another customer's titles never show.
    expect((await list("?free_filter__=%25&no_page=no_page")).json().count).toBe(0);
    expect((await list("?free_filter__=%20%20&no_page=no_page")).json().count).toBe(12);
    expect((await list("?free_filter__=Riservato&no_page=no_page")).json().count).toBe(0);
  });

  it("pages a free search as its whole list, each page counting every match", async () => {
    const whole = (await list("?free_filter__=LOCAZ&no_page=no_page")).json();
    const titles = whole.results.map((r: { title: string }) => r.title);
    expect(titles).toHaveLength(8);
    const pages = [1, 2, 3].map((page) => list(`?free_filter__=LOCAZ&per_page=3&page=${page}`));
    const answers = await Promise.all(pages.map(async (page) => (await page).json()));
    for (const answer of answers) expect(answer).toMatchObject({ count: 8, per_page: 3 });
    expect(answers.flatMap((answer) => answer.results)).toEqual(whole.results);
    // Past the last page: no row, every match still counted; no match at all: none.
    expect((await list("?free_filter__=LOCAZ&per_page=3&page=4")).json()).toMatchObject({
      results: [],
      count: 8,
    });
    expect((await list("?free_filter__=nessuno&per_page=3")).json()).toEqual({
      results: [],
      per_page: 3,
      count: 0,
    });
    // Sorted otherwise, the same matches in that order.
    const byTitle = (await list("?free_filter__=LOCAZ&per_page=10&order_by__=title")).json();
    expect(byTitle.results.map((r: { title: string }) => r.title)).toEqual([...titles].sort());
  });

  it("returns the whole list with no_page", async () => {
    const all = (await list("?no_page=no_page")).json();
    expect(all.results).toHaveLength(12);
    expect(all.count).toBe(12);
  });

  it("refuses bad list parameters with 400, never 500", async () => {
    for (const query of [
      "?per_page=0",
      "?per_page=101",
      "?order_by__=owner_id",
      "?order_by__=-__proto__",
      "?filter__template=99999999999999999999",
      "?filter__template=1.5",
      "?filter__template__in=true&filter__template__in=1.5",
      "?page=0",
      "?page=abc",
      "?filter__owner_id=1",
      "?filter__is_valid=maybe",
      "?filter__date_create__gt=ieri",
      // Shaped like a day but none (the month, the day, the hour out of range): 500 before.
      "?filter__date_create__gt=2026-13-45",
      "?filter__date_create__gte=2026-02-30",
      "?filter__date_create__lt=2026-01-01T25:00",
      "?filter__title__regex=x",
      "?exclude__id=a",
    ]) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().status_code).toBe(400);
    }
  });
});

describe("ownership", () => {
  it("never shows, reads or deletes another customer's agreement", async () => {
    const titles = (await list("?no_page=no_page")).json().results.map((r: { title: string }) => r.title);
    expect(titles).not.toContain("Riservato di Giulia");
    const url = `/api/agreement/customer/agreement/retrieve/${othersAgreementId}/`;
    const read = await t.app.inject({ method: "GET", url, headers: authHeader(mine) });
    expect(read.statusCode).toBe(404);
    const destroy = await t.app.inject({
      method: "DELETE",
      url: `/api/agreement/customer/agreement/destroy/${othersAgreementId}/`,
      headers: authHeader(mine),
    });
    expect(destroy.statusCode).toBe(404);
    const own = await t.app.inject({ method: "GET", url, headers: authHeader(theirs) });
    expect(own.statusCode).toBe(200);
    expect(own.json().title).toBe("Riservato di Giulia");
  });

  it("lets the owner delete their agreement", async () => {
    const [first] = (await list("?per_page=10")).json().results;
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/agreement/customer/agreement/destroy/${first.id}/`,
      headers: authHeader(mine),
    });
    expect(response.statusCode).toBe(204);
    expect((await list("")).json().count).toBe(11);
  });
});
