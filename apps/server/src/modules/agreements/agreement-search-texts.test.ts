import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../platform/auth/identity.table";
import { LIST_HEAD_BACKFILL_BATCH } from "../../platform/list/list-head-backfill";
import { withTriggerOff } from "../../test/backfill-chain";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";
import { scheduleAgreementSearchTexts } from "./agreement-search-texts";

let t: TestApp;
let owner: number;
let customer: string;

const run = (query: ReturnType<typeof sql>) => t.database.db.execute(query);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const count = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await run(query))[0]?.n;

const search = async (term: string) => {
  const answer = await t.app.inject({
    method: "GET",
    url: `/api/agreement/customer/agreement/list/?no_page=no_page&free_filter__=${encodeURIComponent(term)}`,
    headers: authHeader(customer),
  });
  return (answer.json() as { results: { id: number }[] }).results.map((row) => row.id);
};
/** What ILIKE finds, column by column, as the search did before migration 0053. */
const byIlike = async (term: string) => {
  const pattern = `%${term.replace(/[\\%_]/g, "\\$&")}%`;
  return rowsOf<{ id: number }>(
    await run(sql`select id::int as id from agreements where owner_id = ${owner}
      and (title ilike ${pattern} or template_title ilike ${pattern}) order by date_last_modify desc, id desc`),
  ).map((row) => row.id);
};
const TERMS = ["LOCAZIONE", "forlì", "FORLÌ", "4+4", "100%", "_", "abitativo\u001flocazione", "nessuno"];
const everySearch = async () => Promise.all(TERMS.map(async (term) => ({ term, found: await search(term) })));

beforeAll(async () => {
  t = await createTestApp();
  owner = (await t.database.db.select().from(users).where(eq(users.username, "demo-customer")))[0]?.id ?? 0;
  [customer] = await t.loginAll("demo-customer");
});
afterAll(() => t.close());

describe("the contracts' search texts (migration 0053)", () => {
  it("are kept on every write, and find what ILIKE found, before and after a job gives the old ones theirs", async () => {
    // Contracts as a release before migration 0053 left them: with their head, without a search text.
    const old = 2 * LIST_HEAD_BACKFILL_BATCH + 5;
    const existing = (await count(sql`select count(*)::int as n from agreements`)) ?? 0;
    await run(sql`insert into agreements (owner_id, title, template_title, status, date_last_modify)
      select ${owner}, case when g % 3 = 0 then 'Locazione «FORLÌ» 4+4 n. ' || g else 'Mandato 100% n. ' || g end,
        case when g % 2 = 0 then 'Locazione ad uso abitativo' end, 'draft', now() - make_interval(mins => g)
        from generate_series(1, ${old - existing}) as g`);
    await withTriggerOff(t, "agreements", "agreements_list_head", () =>
      run(sql`update agreements set search_text = null`),
    );
    expect(await count(sql`select count(*)::int as n from agreements where search_text is null`)).toBe(old);
    const before = await everySearch();
    for (const { term, found } of before)
      expect({ term, found }).toEqual({ term, found: await byIlike(term) });
    expect(before.find((searched) => searched.term === "FORLÌ")?.found.length).toBeGreaterThan(0);
    const saved = () => run(sql`select id, title, list_head, date_last_modify from agreements order by id`);
    const rows = rowsOf(await saved());

    await scheduleAgreementSearchTexts(t.database.db);
    // Three runs: two full batches, then the rest; the chain then ends.
    expect(await t.app.jobs.runDue()).toBe(3);
    expect(
      await count(sql`select count(*)::int as n from agreements
        where search_text is distinct from lower(concat_ws(E'\\x1f', title, template_title))`),
    ).toBe(0);
    expect(await everySearch()).toEqual(before);
    expect(rowsOf(await saved())).toEqual(rows);

    // A rename by the app and by SQL is found by its new words at once.
    const [first] = before.find((searched) => searched.term === "FORLÌ")?.found ?? [];
    const renamed = await t.app.inject({
      method: "PUT",
      url: `/api/agreement/customer/agreement/partial-update/${first}/`,
      headers: authHeader(customer),
      payload: { title: "Comodato «Ravenna»" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await search("RAVENNA")).toEqual([first]);
    await run(sql`update agreements set template_title = 'Affitto di ramo d''azienda' where id = ${first}`);
    expect(await search("ramo d'AZIENDA")).toEqual([first]);
    expect(await scheduleAgreementSearchTexts(t.database.db)).toBeUndefined();
    expect(await t.app.jobs.runDue()).toBe(0);
  });
});
