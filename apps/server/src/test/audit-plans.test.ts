import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poolOf, statementRecorder } from "./recorded-statements";
import { authHeader, createTestApp, type TestApp } from "./test-app";

/**
 * Issue 49: on a trail of 1,000,000 events, no call of the activity log's list reads the whole
 * trail: its count stops past 10,000, its free search reads the matching events through indexes.
 * Each statement a call really sends (recorded at the driver) is run again under EXPLAIN ANALYZE
 * on the real PostgreSQL, and the rows its scans of `audit_events` read are added up.
 */
const EVENTS = 1_000_000;
/**
 * The most rows one statement may read of the trail: a quarter. The count stops at its
 * 10,001st match, so a search matching one event in sixteen («Categoria» here) reads about
 * 160,000 to find them; one that read the whole trail would read 1,000,000.
 */
const MOST_READ = 250_000;
const LIST = "/api/account/editor/audit/list/?per_page=25";
/**
 * A user and an action with five events each: PostgreSQL guesses any user's or action's share of
 * the trail as the average one, and would look for theirs by reading the trail backward by moment.
 */
const RARE = {
  username: "demo-nobody",
  action: "mfa_recovery_used",
  /** A kind of record, with its own actions: «Appuntamento» is found by both. */
  subject: { type: "appointment", action: "appointment.create" },
  events: 5,
};

/**
 * The calls the editors' screen sends, from the first page to searches by each thing the search
 * reads: a rare address, a deleted account's pseudonym, a user's name, the words shown for an
 * action or a kind of record, common and rare.
 */
const CALLS = [
  "",
  "&page=400",
  "&order_by__=action",
  "&filter__action=login_failed",
  "&filter__created_at__gte=2026-01-01&filter__action=template.update",
  // The bench's searched case (bench/list-cases.ts): every match by its actor, none by its text.
  "&filter__action=login&filter__created_at__gte=2026-01-01&free_filter__=demo",
  "&free_filter__=203.0.113.45",
  "&free_filter__=utente-0000000000ff",
  "&free_filter__=demo-customer-2",
  "&free_filter__=demo-editor",
  "&free_filter__=Accesso%20non%20riuscito",
  "&free_filter__=Accesso",
  "&free_filter__=Categoria",
  "&free_filter__=Percorso%20guidato",
  "&free_filter__=esportazione",
  "&free_filter__=nessuna-corrispondenza",
  "&free_filter__=xy",
  "&free_filter__=login_f",
  // A kind of record most events have, oldest first, past the count's bound, in another order.
  "&free_filter__=Utente",
  "&order_by__=created_at&free_filter__=Accesso",
  "&page=200&free_filter__=Accesso",
  "&page=401&free_filter__=Accesso",
  "&order_by__=action&free_filter__=Categoria",
  // A name alone (one alternative, read straight into the page): in each kind of order, far pages.
  "&order_by__=created_at&free_filter__=demo-customer",
  "&order_by__=-subject_type&free_filter__=demo-customer",
  "&page=200&free_filter__=demo-editor",
  "&page=401&free_filter__=demo-editor",
  // A user and an action with a handful of events among the million.
  "&free_filter__=demo-nobody",
  "&order_by__=created_at&free_filter__=demo-nobody",
  "&free_filter__=un%20codice%20di%20recupero",
  "&order_by__=-action&free_filter__=un%20codice%20di%20recupero",
  "&free_filter__=Appuntamento",
  "&order_by__=subject_type&free_filter__=Appuntamento",
  // Again, past the five calls after which PostgreSQL may keep a generic plan of a prepared one.
  "&free_filter__=203.0.113.45",
  "&free_filter__=nessuna-corrispondenza",
];

describe.skipIf(process.env.TEST_DB !== "postgres")("the activity log on 1,000,000 events", () => {
  let t: TestApp;
  let editor: string;
  let recorder: ReturnType<typeof statementRecorder>;

  beforeAll(async () => {
    recorder = statementRecorder();
    t = await createTestApp();
    editor = await t.login("demo-editor");
    await fill(t);
  }, 600_000);
  afterAll(async () => {
    recorder.restore();
    await t?.close();
  });

  it("reads at most a quarter of the trail in any list call: the count stops, the search uses indexes", async () => {
    const over: string[] = [];
    for (const call of CALLS) {
      recorder.start();
      const response = await t.app.inject({
        method: "GET",
        url: `${LIST}${call}`,
        headers: { ...authHeader(editor), "accept-language": "it" },
      });
      const statements = recorder.stop();
      expect(response.statusCode, call).toBe(200);
      for (const statement of statements) {
        if (!statement.text.includes('"audit_events"')) continue;
        // Explained as planned with its values (every call of one planned per call, the first
        // five of a prepared one) and, prepared with values, also as its generic plan: the plan
        // PostgreSQL keeps after five calls must hold for every term.
        const plans = [await explained(t, statement.text, statement.values)];
        if (statement.name && statement.values.length > 0)
          plans.push(await explained(t, statement.text, statement.values, "generic"));
        for (const [index, plan] of plans.entries()) {
          const read = rowsRead(plan);
          if (read > MOST_READ)
            over.push(
              `${call || "first page"}${index ? " (generic plan)" : ""}: ${read} rows of audit_events read`,
            );
        }
      }
    }
    expect(over).toEqual([]);
  }, 300_000);

  it("answers a count past 10,000 as an estimate, and an exact one below", async () => {
    const all = await t.call("GET", LIST, editor);
    expect(all.body).toMatchObject({ count: 10_001, count_is_estimate: true });
    const rare = await t.call("GET", `${LIST}&free_filter__=203.0.113.45`, editor);
    expect(rare.body).toMatchObject({ count: 10, count_is_estimate: false });
    expect(new Set(rare.body.results.map((e: { ip: string }) => e.ip))).toEqual(new Set(["203.0.113.45"]));
    // Words of actions and of a kind of record together: past the bound, each event one of them.
    const words = await t.call("GET", `${LIST}&free_filter__=Categoria`, editor);
    expect(words.body).toMatchObject({ count: 10_001, count_is_estimate: true });
    expect(words.body.results).toHaveLength(25);
    for (const event of words.body.results)
      expect(event.action.startsWith("category.") || event.subject_type === "category", event.action).toBe(
        true,
      );
    // The rare user's five events, newest first, whatever the planner guesses of its share.
    const rareUser = await t.call("GET", `${LIST}&free_filter__=${RARE.username}`, editor);
    expect(rareUser.body).toMatchObject({ count: RARE.events, count_is_estimate: false });
    expect(rareUser.body.results.map((e: { actor: string }) => e.actor)).toEqual(
      Array(RARE.events).fill(RARE.username),
    );
    const rareKind = await t.call("GET", `${LIST}&free_filter__=Appuntamento`, editor);
    expect(rareKind.body).toMatchObject({ count: RARE.events, count_is_estimate: false });
  });
});

/**
 * A statement's plan as it ran: planned with its values, or, `generic`, the plan PostgreSQL keeps
 * for a prepared statement whatever its values (forced, then run with these).
 */
async function explained(t: TestApp, text: string, values: unknown[], plan: "custom" | "generic" = "custom") {
  const client = await poolOf(t).connect();
  try {
    if (plan === "custom")
      return ((await client.query(`explain (analyze, format json) ${text}`, values)).rows[0] as Explained)[
        "QUERY PLAN"
      ];
    await client.query("set plan_cache_mode = force_generic_plan");
    await client.query(`prepare generic_probe as ${text}`);
    // EXECUTE takes its values as literals (a utility statement has no parameters).
    const literals = values.map((value) => (value === null ? "null" : client.escapeLiteral(String(value))));
    const [row] = (
      await client.query(`explain (analyze, format json) execute generic_probe(${literals.join(", ")})`)
    ).rows as Explained[];
    return row?.["QUERY PLAN"];
  } finally {
    if (plan === "generic") await client.query("deallocate generic_probe; reset plan_cache_mode");
    client.release();
  }
}
type Explained = { "QUERY PLAN": unknown };

const SCANS = new Set(["Seq Scan", "Index Scan", "Index Only Scan", "Bitmap Heap Scan"]);

/** The rows a plan's scans of `audit_events` read: those they kept and those they filtered out. */
function rowsRead(plan: unknown): number {
  if (Array.isArray(plan)) return plan.reduce((sum: number, item) => sum + rowsRead(item), 0);
  if (!plan || typeof plan !== "object") return 0;
  const node = plan as Record<string, number | string | object>;
  const own =
    SCANS.has(String(node["Node Type"])) && node["Relation Name"] === "audit_events"
      ? (Number(node["Actual Rows"] ?? 0) +
          Number(node["Rows Removed by Filter"] ?? 0) +
          Number(node["Rows Removed by Index Recheck"] ?? 0)) *
        Number(node["Actual Loops"] ?? 1)
      : 0;
  return own + Object.values(node).reduce((sum: number, value) => sum + rowsRead(value), 0);
}

/**
 * 1,000,000 events over the last year, one every 30 seconds, as a busy instance's would be:
 * sign-ins mostly, failed ones, the editors' changes of every kind of record, exports; every
 * account an actor, a deleted account's pseudonym in one event of 50. A rare address marks ten.
 */
async function fill(t: TestApp) {
  const client = poolOf(t);
  // Every account an actor of many events, but one, of a handful (`RARE`).
  const { rows: users } = await client.query<{ id: string }>(
    "select id from users where username <> $1 order by id",
    [RARE.username],
  );
  const kinds = [
    ["login", "user"],
    ["login", "user"],
    ["login", "user"],
    ["login", "user"],
    ["login_failed", "user"],
    ["template.update", "template"],
    ["template.update", "template"],
    ["category.create", "category"],
    ["wizard.update", "wizard"],
    ["news.update", "news"],
    ["agreement.export", "agreement"],
    ["agreement.sendmail", "agreement"],
    ["profile.update", "profile"],
    ["my_data_exported", "user"],
    ["login", "user"],
    ["licence.update", "licence"],
  ];
  // Faster written without the indexes, then built each at once from its own definition, as the
  // migrations made it; unlogged, as the database is thrown away after the test.
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
      where tablename = 'audit_events' and indexname <> 'audit_events_pkey'`,
  );
  await client.query("alter table audit_events set unlogged");
  for (const index of indexes) await client.query(`drop index "${index.name}"`);
  const list = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(", ")}]`;
  const pick = (values: string[]) => `(${list(values)})[1 + g % ${values.length}]`;
  // Without their list heads, as events a release before migration 0050 wrote: the list writes
  // a missing head itself, and the trigger would add a function call to each of the million rows.
  await client.query("alter table audit_events disable trigger audit_events_list_head");
  await client.query(`
    insert into audit_events (actor_id, actor_pseudonym, action, subject_type, subject_id, ip, at)
    select case when g % 50 = 0 then null else (array[${users.map((u) => u.id).join(", ")}]::bigint[])[1 + (g / 7) % ${users.length}] end,
           case when g % 50 = 0 then 'utente-' || lpad(to_hex(g % 4999), 12, '0') end,
           ${pick(kinds.map(([action = ""]) => action))},
           ${pick(kinds.map(([, subject = ""]) => subject))},
           g % 5000,
           case when g % 100000 = 0 then '203.0.113.45'
                else '10.' || (g % 251) || '.' || ((g / 251) % 251) || '.' || (g % 13) end,
           now() - make_interval(secs => g * 30)
      from generate_series(1, ${EVENTS}) as g`);
  await client.query(
    `insert into audit_events (actor_id, action, subject_type, at)
      select (select id from users where username = $1), 'login', 'user', now() - make_interval(days => 30 * g)
        from generate_series(1, $2::int) as g`,
    [RARE.username, RARE.events],
  );
  await client.query(
    `insert into audit_events (action, subject_type, at)
      select $1, 'user', now() - make_interval(days => 20 * g) from generate_series(1, $2::int) as g`,
    [RARE.action, RARE.events],
  );
  await client.query(
    `insert into audit_events (action, subject_type, subject_id, at)
      select $1, $2, g, now() - make_interval(days => 10 * g) from generate_series(1, $3::int) as g`,
    [RARE.subject.action, RARE.subject.type, RARE.events],
  );
  await client.query("alter table audit_events enable trigger audit_events_list_head");
  await client.query("set maintenance_work_mem = '256MB'");
  for (const index of indexes) await client.query(index.definition);
  await client.query("vacuum analyze audit_events");
}
