import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../platform/auth/identity.table";
import { LIST_HEAD_BACKFILL_BATCH } from "../../platform/list/list-head-backfill";
import { expectBackfillChain, withTriggerOff } from "../../test/backfill-chain";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";
import { scheduleContactListHeads } from "./contact-list-heads";

let t: TestApp;
let owner: number;
let customer: string;

const B = "/api/agreement/customer/address-book";
const run = (query: ReturnType<typeof sql>) => t.database.db.execute(query);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Each contact's list row as the list wrote it before migration 0052: `to_json` of its columns
 * (the shape the repository declared then). The kept head, closed, must write the same text.
 */
const TYPED = sql`select c.id::int as id, (
    select to_json(item)::text from (select c.id as id, c.typology as typology, c.data as data,
      c.title as title, c.letter as letter,
      to_char(c.date_create at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as date_create,
      to_char(c.date_last_modify at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as date_last_modify) as item
  ) as typed, c.list_head || '}' as kept,
  c.search_text = lower(concat_ws(E'\x1f', c.title, c.fiscal_code, c.vat_number)) as search_text_kept
  from address_book_contacts c order by c.id`;

async function headsAgainstTyped() {
  const rows = rowsOf<{ id: number; typed: string; kept: string | null; search_text_kept: boolean }>(
    await run(TYPED),
  );
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows)
    expect({ id: row.id, kept: row.kept, search: row.search_text_kept }).toEqual({
      id: row.id,
      kept: row.typed,
      search: true,
    });
}

/** What no list head may move: a contact's columns, the moment of its last change first. */
const saved = async () =>
  rowsOf(
    await run(sql`select id, typology, data::text, title, letter, fiscal_code, vat_number, date_create,
      date_last_modify from address_book_contacts order by id`),
  );

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: authHeader(customer), ...(payload ? { payload } : {}) });
const lists = async () => ({
  whole: (await call("GET", `${B}/list/?no_page=no_page`)).body,
  page: (await call("GET", `${B}/list/?per_page=10&page=2&order_by__=-date_create`)).body,
  searched: (await call("GET", `${B}/list/?per_page=10&free_filter__=rossi`)).body,
});

beforeAll(async () => {
  t = await createTestApp();
  owner = (await t.database.db.select().from(users).where(eq(users.username, "demo-customer")))[0]?.id ?? 0;
  [customer] = await t.loginAll("demo-customer");
});
afterAll(() => t.close());

describe("the contacts' list heads (migration 0052)", () => {
  it("are written as to_json wrote the list rows, on every insert and change, whoever writes", async () => {
    const created = await call("POST", `${B}/create/`, {
      typology: "PF",
      data: { cognome: 'D\'Annunzio "Vate" \\ ñ', nome: "Gabriele\n二", codice_fiscale: "GDELVR80A01H501B" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: number };
    await headsAgainstTyped();
    // The app's save, an operator's SQL (as an import's updates write), and the head itself.
    const renamed = await call("PUT", `${B}/partial-update/${id}/`, { data: { nome: "Gabriele «Ariel»" } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await run(sql`update address_book_contacts set data = data || '{"pec":"vate@pec.it"}',
      date_last_modify = '2026-03-29T00:59:59.001Z' where id = ${id}`);
    await run(sql`update address_book_contacts set list_head = 'anything' where id = ${id}`);
    await headsAgainstTyped();
    const listed = (await call("GET", `${B}/list/?no_page=no_page`)).json() as {
      results: { id: number; data: Record<string, string>; date_last_modify: string }[];
    };
    expect(listed.results.find((contact) => contact.id === id)).toMatchObject({
      data: { cognome: 'D\'Annunzio "Vate" \\ ñ', nome: "Gabriele «Ariel»", pec: "vate@pec.it" },
      date_last_modify: "2026-03-29T00:59:59.001Z",
    });
  });

  it("find by the kept search text exactly the contacts ILIKE finds, and nothing across two columns", async () => {
    const made = await call("POST", `${B}/create/`, {
      typology: "SOC",
      data: {
        denominazione: "ÈGIDI & Figli 100% S.r.l.",
        codice_fiscale: "00743110157",
        partita_iva: "00743110157",
        forma_giuridica: "S.r.l.",
        indirizzo: "Corso della Repubblica 1",
        cap: "47121",
        comune: "Forlì",
        provincia: "FC",
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const terms = [
      "ègidi",
      "ÈGIDI",
      "egidi",
      "figli 100%",
      "100_",
      "%",
      "_",
      "s.r.l.",
      "0074311",
      "l.\u001f007",
      "l.\u001f0",
      "\u001f",
      "gabriele «ariel»",
      'vate" \\',
      "ñ",
      "nobody",
    ];
    const foundBy = async (term: string) => {
      const page = (
        await call("GET", `${B}/list/?no_page=no_page&free_filter__=${encodeURIComponent(term)}`)
      ).json();
      return (page as { results: { id: number }[] }).results
        .map((contact) => contact.id)
        .sort((a, b) => a - b);
    };
    const byIlike = async (term: string) => {
      const pattern = `%${term.replace(/[\\%_]/g, "\\$&")}%`;
      return rowsOf<{ id: number }>(
        await run(sql`select id::int as id from address_book_contacts where owner_id = ${owner}
          and (title ilike ${pattern} or fiscal_code ilike ${pattern} or vat_number ilike ${pattern}) order by id`),
      ).map((row) => row.id);
    };
    for (const term of terms)
      expect({ term, found: await foundBy(term) }).toEqual({ term, found: await byIlike(term) });
    expect(await foundBy("ÈGIDI")).toContain((made.json() as { id: number }).id);
    expect(await foundBy("l.\u001f007")).toEqual([]);
  });

  it("list a contact without its head as with it, and a job gives every old one its head in batches, moving nothing else", async () => {
    // More than two batches written as a release before the heads wrote them.
    const old = 2 * LIST_HEAD_BACKFILL_BATCH + 5;
    const existing =
      rowsOf<{ n: number }>(await run(sql`select count(*)::int as n from address_book_contacts`))[0]?.n ?? 0;
    await withTriggerOff(t, "address_book_contacts", "address_book_contacts_list_head", async () => {
      await run(sql`update address_book_contacts set list_head = null`);
      await run(sql`insert into address_book_contacts (owner_id, typology, data, title, letter, fiscal_code,
          date_last_modify)
        select ${owner}, 'PF', jsonb_build_object('cognome', 'Rossi ' || g, 'nome', 'Anna'), 'Rossi ' || g || ' Anna',
          'R', 'RSSNNA80A01H' || lpad(g::text, 4, '0'), now() - make_interval(mins => g)
          from generate_series(1, ${old - existing}) as g`);
    });
    const missing = async () =>
      rowsOf<{ n: number }>(
        await run(sql`select count(*)::int as n from address_book_contacts where list_head is null`),
      )[0]?.n;
    expect(await missing()).toBe(old);
    const before = { lists: await lists(), saved: await saved() };
    expect(JSON.parse(before.lists.whole).count).toBe(old);
    expect(JSON.parse(before.lists.searched).count).toBeGreaterThanOrEqual(old - existing);

    await expectBackfillChain(t, "contact-list-heads", scheduleContactListHeads, async () => {
      expect(await missing()).toBe(0);
      await headsAgainstTyped();
      expect({ lists: await lists(), saved: await saved() }).toEqual(before);
    });
  });
});
