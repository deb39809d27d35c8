import { AUDIT_EXACT_COUNT_UP_TO, auditListResponseSchema } from "@app/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { auditPseudonym } from "../my-data/account-erasure";
import { OWN_TEXT_CHARACTERS } from "./audit-search-terms";

let t: TestApp;
let editor: string;
const LIST = "/api/account/editor/audit/list/";

beforeAll(async () => {
  t = await createTestApp();
  editor = await t.login("demo-editor");
  // A trail past the exact count: sign-ins of the last days, one a minute.
  await t.database.db.execute(sql`
    insert into audit_events (action, subject_type, ip, at)
    select 'login', 'user', '198.51.100.' || (g % 200), now() - make_interval(mins => g)
      from generate_series(1, ${AUDIT_EXACT_COUNT_UP_TO + 500}) as g`);
  // A deleted account's events go by its pseudonym (account-deletion.service.ts).
  await t.database.db.execute(sql`
    insert into audit_events (action, subject_type, actor_pseudonym, at)
    values ('my_data_exported', 'user', 'utente-0123456789ab', now() - interval '3 days')`);
  await t.database.db.execute(sql`
    insert into audit_events (action, subject_type, ip, at)
    values ('login', 'user', '2001:db8::ab17', now() - interval '4 days')`);
}, 120_000);
afterAll(() => t.close());

describe("the activity log's count", () => {
  it("stops past 10,000 events and says it is an estimate, the pages still reaching that far", async () => {
    const { status, body } = await t.call("GET", `${LIST}?per_page=25`, editor);
    expect(status).toBe(200);
    expect(auditListResponseSchema.strict().parse(body)).toEqual(body);
    expect(body).toMatchObject({ count: AUDIT_EXACT_COUNT_UP_TO + 1, count_is_estimate: true, per_page: 25 });
    // Page 401 holds the 10,001st event: the pages the count gives all have rows.
    const last = await t.call("GET", `${LIST}?per_page=25&page=401`, editor);
    expect(last.body.results).toHaveLength(25);
    expect(last.body.count_is_estimate).toBe(true);
  });

  it("is exact, and says so, up to 10,000", async () => {
    const filtered = await t.call("GET", `${LIST}?per_page=10&free_filter__=198.51.100.7`, editor);
    // 198.51.100.7 and .70–.79: 11 addresses of the 200, each 53 of the 10,500 sign-ins.
    expect(filtered.body.count_is_estimate).toBe(false);
    expect(filtered.body.count).toBe(11 * 53);
    const none = await t.call("GET", `${LIST}?per_page=10&filter__created_at__gte=2100-01-01`, editor);
    expect(none.body).toEqual({ results: [], per_page: 10, count: 0, count_is_estimate: false });
    // The whole list counts what it answers: all of it, exactly.
    const whole = await t.call("GET", `${LIST}?no_page=no_page&filter__action=login_failed`, editor);
    expect(whole.body).toMatchObject({ count: 0, count_is_estimate: false });
  });

  it("finds by address, by a deleted account's pseudonym and by the words shown, on the big trail", async () => {
    const page = async (term: string) =>
      (
        await t.call(
          "GET",
          `${LIST}?per_page=5&free_filter__=${encodeURIComponent(term)}`,
          editor,
          undefined,
          "it",
        )
      ).body;
    const byAddress = await page("198.51.100.199");
    expect(byAddress.results.map((e: { ip: string }) => e.ip)).toEqual(Array(5).fill("198.51.100.199"));
    const byPseudonym = await page("0123456789AB");
    expect(byPseudonym.results).toEqual([
      expect.objectContaining({ action: "my_data_exported", actor: "utente-0123456789ab", actor_id: null }),
    ]);
    // An IPv6 address, and a pseudonym by its beginning, whatever the case.
    expect((await page("2001:DB8::AB")).results).toEqual([expect.objectContaining({ ip: "2001:db8::ab17" })]);
    expect((await page("Utente-01234")).results).toEqual([
      expect.objectContaining({ actor: "utente-0123456789ab" }),
    ]);
    const byWords = await page("Esportazione dei propri");
    expect(byWords.results.map((e: { action: string }) => e.action)).toEqual(["my_data_exported"]);
    // Under three characters no trigram index reads a text: the words and names still find it.
    expect((await page("99")).results).toEqual([]);
    expect((await page("100.99")).results.length).toBeGreaterThan(0);
    expect(new Set((await page("Ac")).results.map((e: { action: string }) => e.action))).toEqual(
      new Set(["login"]),
    );
    const byName = await page("demo-edit");
    expect(byName.results.length).toBeGreaterThan(0);
    expect(new Set(byName.results.map((e: { actor: string }) => e.actor))).toEqual(new Set(["demo-editor"]));
  });
});

describe("the texts' branch of the search", () => {
  it("is left out only for a term no address or pseudonym can hold", () => {
    // The search skips the addresses and pseudonyms for a term with another character: a change
    // to the pseudonym's form must change OWN_TEXT_CHARACTERS with it.
    for (const id of [1, 42, 987_654]) expect(auditPseudonym("a-secret", id)).toMatch(OWN_TEXT_CHARACTERS);
    for (const address of ["198.51.100.7", "2001:db8::ab17", "::ffff:127.0.0.1", "FE80::1"])
      expect(address).toMatch(OWN_TEXT_CHARACTERS);
    for (const term of ["demo", "Rossi", "accesso", "198.51.100.7 ", "utente_"])
      expect(term).not.toMatch(OWN_TEXT_CHARACTERS);
  });
});

describe("the activity log's search, page by page", () => {
  // 198.51.100.1, .10–.19 and .100–.199: 111 addresses, about 5,800 sign-ins, under the bound.
  const TERM = "free_filter__=198.51.100.1";
  const ids = (body: { results: { id: number }[] }) => body.results.map((event) => event.id);

  it.each(["", "created_at", "-created_at", "action", "-action", "subject_type", "-subject_type"])(
    "gives in the order «%s» the pages of the whole list, without a gap or an overlap",
    async (order) => {
      const ordered = order ? `&order_by__=${order}` : "";
      // The whole list is read without pages, as the export reads it: every match, in order.
      const whole = await t.call("GET", `${LIST}?no_page=no_page&${TERM}${ordered}`, editor);
      expect(whole.body.count).toBeGreaterThan(5000);
      const pages = [];
      for (const page of [1, 2, 3]) {
        const { body } = await t.call("GET", `${LIST}?per_page=100&page=${page}&${TERM}${ordered}`, editor);
        expect(body).toMatchObject({ count: whole.body.count, count_is_estimate: false });
        pages.push(...ids(body));
      }
      expect(pages).toEqual(ids(whole.body).slice(0, 300));
    },
  );

  it("sorts a search past the bound among its newest matches, and says the count is an estimate", async () => {
    const { body } = await t.call(
      "GET",
      `${LIST}?per_page=100&free_filter__=login&order_by__=-action`,
      editor,
    );
    expect(body).toMatchObject({ count: AUDIT_EXACT_COUNT_UP_TO + 1, count_is_estimate: true });
    const actions = body.results.map((event: { action: string }) => event.action);
    expect(actions).toEqual([...actions].sort().reverse());
    expect(actions[0]).toBe("login");
  });
});

describe("the activity log's search by a name alone", () => {
  // A name no code's words hold and no address can: the search's one alternative, read straight
  // into the page (audit-search.statement.ts). Older than the sign-ins above, so that their
  // searches keep their newest matches.
  beforeAll(async () => {
    await t.database.db.execute(sql`
      insert into audit_events (actor_id, action, subject_type, subject_id, at)
      select u.id, (array['template.update', 'agreement.export', 'category.create', 'profile.update'])[1 + g % 4],
          (array['template', 'agreement', 'category', 'profile'])[1 + g % 4], g,
          now() - interval '8 days' - make_interval(mins => g)
        from users u
        cross join generate_series(1, case u.username when 'demo-colleague' then 600 else ${AUDIT_EXACT_COUNT_UP_TO + 100} end) as g
        where u.username in ('demo-colleague', 'demo-seat-1')`);
  }, 60_000);
  const ids = (body: { results: { id: number }[] }) => body.results.map((event) => event.id);
  const ORDERS = ["", "created_at", "-created_at", "action", "-action", "subject_type", "-subject_type"];
  const pagesOf = async (term: string, ordered: string) => {
    const pages = [];
    const counts = [];
    for (const page of [1, 2, 3]) {
      const { body } = await t.call(
        "GET",
        `${LIST}?per_page=100&page=${page}&free_filter__=${term}${ordered}`,
        editor,
      );
      pages.push(...body.results);
      counts.push({ count: body.count, count_is_estimate: body.count_is_estimate });
    }
    return { pages, counts };
  };

  it.each(ORDERS)("gives in the order «%s» the pages of the whole list, counted exactly", async (order) => {
    const ordered = order ? `&order_by__=${order}` : "";
    const whole = await t.call("GET", `${LIST}?no_page=no_page&free_filter__=colleague${ordered}`, editor);
    expect(whole.body.count).toBe(600);
    const { pages, counts } = await pagesOf("colleague", ordered);
    expect(counts).toEqual(Array(3).fill({ count: 600, count_is_estimate: false }));
    expect(pages.map((event) => event.id)).toEqual(ids(whole.body).slice(0, 300));
    // Each event written whole, as the unsearched list writes it.
    const listed = await t.call(
      "GET",
      `${LIST}?no_page=no_page&filter__actor=${pages[0].actor_id}${ordered}`,
      editor,
    );
    expect(pages).toEqual(listed.body.results.slice(0, 300));
  });

  it.each(ORDERS)(
    "past the count's bound, gives in the order «%s» the newest matches, an estimate",
    async (order) => {
      const ordered = order ? `&order_by__=${order}` : "";
      const whole = ids(
        (await t.call("GET", `${LIST}?no_page=no_page&free_filter__=seat-1${ordered}`, editor)).body,
      );
      expect(whole.length).toBe(AUDIT_EXACT_COUNT_UP_TO + 100);
      const { pages, counts } = await pagesOf("seat-1", ordered);
      expect(counts).toEqual(Array(3).fill({ count: AUDIT_EXACT_COUNT_UP_TO + 1, count_is_estimate: true }));
      if (!order.includes("action") && !order.includes("subject_type")) {
        expect(pages.map((event) => event.id)).toEqual(whole.slice(0, 300));
        return;
      }
      // By action or record kind: those of the newest 10,001, in that order, then by id.
      const column = order.replace("-", "") as "action" | "subject_type";
      const newest = ids(
        (await t.call("GET", `${LIST}?no_page=no_page&free_filter__=seat-1`, editor)).body,
      ).slice(0, AUDIT_EXACT_COUNT_UP_TO + 1);
      const sorted = [...pages].sort(
        (a, b) => a[column].localeCompare(b[column]) * (order.startsWith("-") ? -1 : 1) || a.id - b.id,
      );
      expect(pages).toEqual(sorted);
      const newestIds = new Set(newest);
      expect(pages.filter((event) => !newestIds.has(event.id))).toEqual([]);
    },
  );
});

describe("the activity log's export", () => {
  it("refuses more than 50,000 events in its own words, not the agreements'", async () => {
    await t.database.db.execute(sql`
      insert into audit_events (action, subject_type, ip, at)
      select 'login', 'user', '203.0.113.' || (g % 200), now() - make_interval(secs => g)
        from generate_series(1, 40000) as g`);
    const { status, body } = await t.call(
      "GET",
      "/api/account/editor/audit/export/?filter__action=login",
      editor,
    );
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toMatch(/Troppi eventi da esportare \(50\d{3}\): restringi i filtri /);
  }, 60_000);
});
