import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../platform/auth/identity.table";
import { expectBackfillChain, withTriggerOff } from "../../test/backfill-chain";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";
import { agreements } from "./agreement.table";
import { AGREEMENT_LIST_HEADS_BATCH, scheduleAgreementListHeads } from "./agreement-list-heads";

let t: TestApp;
let owner: number;
let customer: string;
let editor: string;

const run = (query: ReturnType<typeof sql>) => t.database.db.execute(query);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Each contract's list row as the lists wrote it before migration 0048: `to_json` of its columns
 * and its template version's state (agreementListShape, then). The kept head must write the same.
 */
const TYPED = sql`select a.id::int as id, a.list_head is null as missing, (
    select to_json(item)::text from (select a.id as id, a.title as title, a.template_id as template,
      a.template_title as template_title, a.template_language as template_language, a.is_valid as is_valid,
      to_char(a.date_create at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as date_create,
      to_char(a.date_last_modify at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as date_last_modify,
      a.status as status,
      (select v.version from templates v where v.id = a.template_id) as template_version,
      (select v.update_offered from templates v where v.id = a.template_id) as update_available) as item
  ) as typed,
  a.list_head || coalesce((select ',"template_version":' || v.version || ',"update_available":'
    || coalesce(v.update_offered::text, 'null') from templates v where v.id = a.template_id),
    ',"template_version":null,"update_available":null') || '}' as kept
  from agreements a order by a.id`;

async function headsAgainstTyped() {
  const rows = rowsOf<{ id: number; missing: boolean; typed: string; kept: string | null }>(await run(TYPED));
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect({ id: row.id, kept: row.kept }).toEqual({ id: row.id, kept: row.typed });
}

/** What a contract's own save would not move: its columns, the moment of its last change first. */
const saved = async () =>
  rowsOf(
    await run(sql`select id, title, status, is_valid, date_create, date_last_modify, "values"::text
      from agreements order by id`),
  );

const get = (url: string, token: string) =>
  t.app.inject({ method: "GET", url, headers: authHeader(token) }).then((answer) => answer.body);
const lists = async () => ({
  customer: await get("/api/agreement/customer/agreement/list/?no_page=no_page", customer),
  page: await get("/api/agreement/customer/agreement/list/?per_page=10&page=2&order_by__=title", customer),
  editor: await get("/api/agreement/editor/agreement/list/?per_page=100", editor),
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  owner = (await db.select().from(users).where(eq(users.username, "demo-customer")))[0]?.id ?? 0;
  // A family's version 1, then version 2 published: version 1's contracts are offered the update.
  const version = async (number: number) =>
    rowsOf<{ id: number }>(
      await run(sql`insert into templates (version, title, language, module, status, published_at)
        values (${number}, ${`Versione ${number}`}, 'it', 'civil_commercial', 'public', now())
        returning id::int as id`),
    )[0]?.id ?? 0;
  const template = { id: await version(1) };
  const newer = await version(2);
  await run(sql`update templates set status = 'archived' where id = ${template.id}`);
  await run(sql`update templates set family_id = ${template.id} where id in (${template.id}, ${newer})`);
  await db.insert(agreements).values([
    {
      owner_id: owner,
      title: 'Locazione "Forlì" \\ 4+4 — ñ\n二',
      template_id: template.id,
      template_title: "Locazione ad uso abitativo",
      template_language: "it",
      is_valid: true,
      status: "ready",
      date_create: new Date("2026-03-29T00:59:59.001Z"),
      date_last_modify: new Date("2026-10-25T01:00:00Z"),
    },
    { owner_id: owner, title: "Senza modello" },
  ]);
  [customer, editor] = await t.loginAll("demo-customer", "demo-editor");
});
afterAll(() => t.close());

describe("the contracts' list heads (migration 0048)", () => {
  it("are written as to_json wrote the list rows, on every insert and change, whoever writes", async () => {
    const offered = await run(sql`select count(*)::int as n from agreements a join templates v
      on v.id = a.template_id where v.update_offered is not null`);
    expect(rowsOf<{ n: number }>(offered)[0]?.n).toBe(1);
    await headsAgainstTyped();
    const [first] = rowsOf<{ id: number }>(
      await run(sql`select id::int as id from agreements order by id limit 1`),
    );
    const id = first?.id ?? 0;
    // The app's save, an operator's SQL, and a direct write of the head itself.
    const update = await t.app.inject({
      method: "PUT",
      url: `/api/agreement/customer/agreement/partial-update/${id}/`,
      headers: authHeader(customer),
      payload: { title: "Rinominato «per prova»" },
    });
    expect(update.statusCode, update.body).toBe(200);
    await run(sql`update agreements set status = 'draft', is_valid = false where id = ${id}`);
    await run(sql`update agreements set list_head = 'anything' where id = ${id}`);
    await headsAgainstTyped();
  });

  it("list a contract without its head as with it, and a job gives every old one its head in batches, moving nothing else", async () => {
    // More than two batches written as a release before the heads wrote them.
    const old = 2 * AGREEMENT_LIST_HEADS_BATCH + 5;
    await withTriggerOff(t, "agreements", "agreements_list_head", async () => {
      await run(sql`update agreements set list_head = null`);
      await run(sql`insert into agreements (owner_id, title, template_title, status, date_last_modify)
        select ${owner}, 'Contratto ' || g, 'Compravendita', 'draft', now() - make_interval(mins => g)
          from generate_series(1, ${old - 3}) as g`);
    });
    const missing = async () =>
      rowsOf<{ n: number }>(
        await run(sql`select count(*)::int as n from agreements where list_head is null`),
      )[0]?.n;
    expect(await missing()).toBe(old - 1);
    const before = { lists: await lists(), saved: await saved() };
    expect(JSON.parse(before.lists.customer).count).toBe(old - 1);

    await expectBackfillChain(t, "agreement-list-heads", scheduleAgreementListHeads, async () => {
      expect(await missing()).toBe(0);
      await headsAgainstTyped();
      expect({ lists: await lists(), saved: await saved() }).toEqual(before);
    });
  });
});
