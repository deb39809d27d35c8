import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../../platform/jobs/job.table";
import { LIST_HEAD_BACKFILL_BATCH } from "../../../platform/list/list-head-backfill";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { scheduleAuditListHeads } from "./audit-list-heads";

let t: TestApp;
let editor: string;

const run = (query: ReturnType<typeof sql>) => t.database.db.execute(query);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const LIST = "/api/account/editor/audit/list/";

/**
 * Each event as the list wrote it before migration 0050: `to_json` of its columns, its actor's
 * name and, for an event that queued an e-mail, the outbox's status in its data.
 */
const TYPED = sql`select to_json(item)::text as typed from (
    select e.id as id, e.actor_id as actor_id,
      coalesce((select u.username from users u where u.id = e.actor_id), e.actor_pseudonym) as actor,
      e.action as action, e.subject_type as subject_type, e.subject_id as subject_id, e.ip as ip,
      case when e.data ? 'mail_id' then e.data || jsonb_build_object('mail_status',
        (select m.status from mail_outbox m where m.id = (e.data->>'mail_id')::bigint)) else e.data end as data,
      to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
    from audit_events e order by e.id) as item`;

const typedEvents = async () =>
  rowsOf<{ typed: string }>(await run(TYPED)).map((row) => JSON.parse(row.typed) as { id: number });

/** The whole trail as the editors' list answers it, plain and searched, by id. */
async function listed() {
  const whole = await t.call("GET", `${LIST}?no_page=no_page`, editor);
  const page = await t.call("GET", `${LIST}?per_page=25&order_by__=-created_at`, editor);
  const searched = await t.call("GET", `${LIST}?per_page=25&free_filter__=demo`, editor);
  for (const answer of [whole, page, searched]) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const byId = (events: { id: number }[]) => [...events].sort((a, b) => a.id - b.id);
  return { whole: byId(whole.body.results), page: page.body, searched: searched.body };
}

/** Every event the list answers is the object to_json wrote, keys in any order. */
async function listedAsTyped() {
  const { whole, searched } = await listed();
  const typed = await typedEvents();
  expect(whole).toEqual(typed);
  const typedById = new Map(typed.map((event) => [event.id, event]));
  expect(searched.results.length).toBeGreaterThan(0);
  expect(searched.results).toContainEqual(expect.objectContaining({ action: "agreement.sendmail" }));
  for (const event of searched.results) expect(event).toEqual(typedById.get(event.id));
}

beforeAll(async () => {
  t = await createTestApp();
  editor = await t.login("demo-editor");
  await t.login("demo-customer");
  // An event with an address, data with awkward text, no actor and an e-mail queued.
  const outbox = rowsOf<{ id: number }>(
    await run(sql`insert into mail_outbox (message_id, recipients, subject, text, status)
      values ('<prova@contratti.test>', '["cliente@example.com"]'::jsonb, 'Contratto', 'Testo', 'sent')
      returning id::int as id`),
  )[0]?.id;
  await run(sql`insert into audit_events (actor_id, actor_pseudonym, action, subject_type, subject_id, ip, data, at)
    values (null, 'utente-0123456789ab', 'agreement.sendmail', 'agreement', 7, '198.51.100.4',
      ${JSON.stringify({ mail_id: outbox, to: 'Ro"ssi \\ «Forlì»\n二' })}::jsonb, '2026-03-29T00:59:59.001Z'),
      (null, null, 'category.update', 'category', null, null, '{}'::jsonb, '2026-10-25T01:00:00Z')`);
  // The same e-mail sent by a user: the search by a name writes its row from its own statement.
  await run(sql`insert into audit_events (actor_id, action, subject_type, subject_id, data, at)
    select id, 'agreement.sendmail', 'agreement', 8, ${JSON.stringify({ mail_id: outbox })}::jsonb, '2026-04-01T10:00:00Z'
      from users where username = 'demo-customer'`);
});
afterAll(() => t.close());

describe("the activity log's list heads (migration 0050)", () => {
  it("list every event as to_json wrote it, its actor's name and its e-mail's status read on the call", async () => {
    await listedAsTyped();
    // The actor renamed (a name JSON must escape, found by a search of names), the e-mail given
    // up: the list follows both, though the head is kept.
    await run(sql`update users set username = 'demo-editor «Ègidi» "r" \\ x' where username = 'demo-editor'`);
    await run(sql`update mail_outbox set status = 'failed'`);
    await listedAsTyped();
    const mail = (await t.call("GET", `${LIST}?filter__action=agreement.sendmail&per_page=10`, editor)).body;
    expect(mail.results.map((event: { data: object }) => event.data)).toEqual([
      expect.objectContaining({ mail_status: "failed" }),
      expect.objectContaining({ mail_status: "failed" }),
    ]);
    await run(sql`update users set username = 'demo-editor' where username like 'demo-editor «%'`);
  });

  it("are written again by an erasure's update: no address nor data left in them", async () => {
    await run(sql`update audit_events set ip = null, data = '{}'::jsonb, actor_pseudonym = 'utente-ffffffffffff'
      where action = 'agreement.sendmail' and actor_id is null`);
    const heads = rowsOf<{ head: string }>(
      await run(
        sql`select list_head as head from audit_events where action = 'agreement.sendmail' and actor_id is null`,
      ),
    );
    expect(heads).toHaveLength(1);
    expect(heads[0]?.head).not.toContain("198.51.100.4");
    expect(heads[0]?.head).not.toContain("Forlì");
    await listedAsTyped();
  });

  it("list an event without its head as with it, and a job gives every old one its head in batches, moving nothing else", async () => {
    const old = 2 * LIST_HEAD_BACKFILL_BATCH + 5;
    await run(sql`alter table audit_events disable trigger audit_events_list_head`);
    try {
      await run(sql`update audit_events set list_head = null`);
      await run(sql`insert into audit_events (action, subject_type, subject_id, ip, data, at)
        select 'template.update', 'template', g, '10.0.0.' || (g % 250), jsonb_build_object('n', g),
          now() - make_interval(mins => g)
          from generate_series(1, ${old}) as g`);
    } finally {
      await run(sql`alter table audit_events enable trigger audit_events_list_head`);
    }
    const missing = async () =>
      rowsOf<{ n: number }>(
        await run(sql`select count(*)::int as n from audit_events where list_head is null`),
      )[0]?.n ?? 0;
    const total = await missing();
    expect(total).toBeGreaterThan(old);
    const columns = () =>
      run(sql`select id, actor_id, actor_pseudonym, action, subject_type, subject_id, ip, data::text, at
        from audit_events order by id`).then(rowsOf);
    const before = { lists: await listed(), columns: await columns() };
    await listedAsTyped();

    await scheduleAuditListHeads(t.database.db);
    // Three runs: two full batches, then the rest; the chain then ends.
    expect(await t.app.jobs.runDue()).toBe(Math.floor(total / LIST_HEAD_BACKFILL_BATCH) + 1);
    expect(await missing()).toBe(0);
    await listedAsTyped();
    expect({ lists: await listed(), columns: await columns() }).toEqual(before);
    const runs = await t.database.db
      .select({ key: jobs.key })
      .from(jobs)
      .where(sql`${jobs.kind} = 'audit-list-heads'`);
    expect(runs.length).toBeGreaterThanOrEqual(3);
    // Once done, an instance starting again queues nothing.
    await scheduleAuditListHeads(t.database.db);
    expect(await t.app.jobs.runDue()).toBe(0);
  });
});
