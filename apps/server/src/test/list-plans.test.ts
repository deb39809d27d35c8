import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseUrl, LIST_CASES, type ListCase } from "../../../../bench/list-cases";
import { personalFiscalCode } from "./contact-fixtures";
import { poolOf, type RecordedStatement, statementRecorder } from "./recorded-statements";
import { authHeader, createTestApp, type TestApp } from "./test-app";

/**
 * Issue 33: with 10,000 rows of one customer in each of the tables a customer fills, every list
 * statement the server sends reads them through an index, never a sequential scan. The
 * statements are the ones the list calls really send (recorded at the driver), explained on the
 * real PostgreSQL with their own parameters, under the plan the server keeps for them.
 */
const BIG_TABLES = ["agreements", "address_book_contacts", "notifications", "appointments"];
const ROWS = 10_000;

describe.skipIf(process.env.TEST_DB !== "postgres")("list statements on 10,000 rows", () => {
  let t: TestApp;
  let tokens: Record<ListCase["role"], string>;
  let recorder: ReturnType<typeof statementRecorder>;

  beforeAll(async () => {
    recorder = statementRecorder();
    t = await createTestApp({}, { demoCatalogue: true });
    tokens = { customer: await t.login("demo-customer"), editor: await t.login("demo-editor") };
    await fill(t);
  }, 120_000);
  afterAll(async () => {
    recorder.restore();
    await t?.close();
  });

  it("reads the big tables through an index in every list case", async () => {
    const scans: string[] = [];
    for (const listCase of LIST_CASES) {
      const get = async (url: string) =>
        (await t.app.inject({ method: "GET", url, headers: authHeader(tokens[listCase.role]) })).json();
      const url = await caseUrl(listCase, get);
      recorder.start();
      const response = await t.app.inject({ method: "GET", url, headers: authHeader(tokens[listCase.role]) });
      const statements = recorder.stop();
      expect(response.statusCode, listCase.name).toBe(200);
      for (const statement of statements) {
        if (!BIG_TABLES.some((table) => statement.text.includes(`"${table}"`))) continue;
        for (const table of seqScans(await planAsRun(t, statement)))
          if (BIG_TABLES.includes(table)) scans.push(`${listCase.name}: sequential scan on ${table}`);
      }
    }
    expect(scans).toEqual([]);
  }, 120_000);

  it("reads a tree and its links once in a whole tree's statement, under its generic plan", async () => {
    const rescans: string[] = [];
    const client = await poolOf(t).connect();
    try {
      // As the server runs it after a few calls: prepared, planned once for any value.
      await client.query("set plan_cache_mode = force_generic_plan");
      for (const listCase of LIST_CASES.filter(isWholeTreeCase)) {
        const get = async (url: string) =>
          (await t.app.inject({ method: "GET", url, headers: authHeader(tokens[listCase.role]) })).json();
        const url = await caseUrl(listCase, get);
        recorder.start();
        await t.app.inject({ method: "GET", url, headers: authHeader(tokens[listCase.role]) });
        const statements = recorder.stop();
        for (const statement of statements) {
          const plan = await genericPlan(client, statement, "analyze, format json");
          for (const [table, loops] of scansWithLoops(plan))
            if (TREE_TABLES.has(table) && loops > 1)
              rescans.push(`${listCase.name}: ${table} read ${loops} times`);
        }
      }
    } finally {
      await client.query("reset plan_cache_mode");
      client.release();
    }
    expect(rescans).toEqual([]);
  }, 120_000);
});

/** The trees and the links from their nodes to templates and calculators. */
const TREE_TABLES = new Set([
  "categories",
  "wizards",
  "calculator_wizards",
  "template_categories",
  "wizard_templates",
  "calculator_wizard_calculators",
]);

/** A case listing a whole tree, a subtree or a tree's leaves: every node with its items. */
const isWholeTreeCase = (listCase: ListCase) =>
  /\/(category|wizard)\/(list|leaf-list|:id\/descendant-nodes-list|:id\/leaf-list)\/$/.test(listCase.route);

/**
 * The plan of a recorded statement as the server runs it: a prepared one (named) under its
 * generic plan, as the lists' own pool plans it (db/prepared-statements.ts); an unnamed one
 * planned with its values.
 */
async function planAsRun(t: TestApp, statement: RecordedStatement): Promise<unknown> {
  if (!statement.name) {
    const [row] = (await poolOf(t).query(`explain (format json) ${statement.text}`, statement.values))
      .rows as { "QUERY PLAN": unknown }[];
    return row?.["QUERY PLAN"];
  }
  const client = await poolOf(t).connect();
  try {
    await client.query("set plan_cache_mode = force_generic_plan");
    return await genericPlan(client, statement, "format json");
  } finally {
    await client.query("reset plan_cache_mode");
    client.release();
  }
}

/** The statement prepared on `client` (whose session forces generic plans) and explained with its values. */
async function genericPlan(client: pg.PoolClient, statement: RecordedStatement, options: string) {
  await client.query(`prepare plan_probe as ${statement.text}`);
  try {
    const values = statement.values.map((value) =>
      value === null ? "null" : client.escapeLiteral(String(value)),
    );
    const [row] = (
      await client.query(
        `explain (${options}) execute plan_probe${values.length ? `(${values.join(", ")})` : ""}`,
      )
    ).rows as { "QUERY PLAN": unknown }[];
    return row?.["QUERY PLAN"];
  } finally {
    await client.query("deallocate plan_probe");
  }
}

/** Each relation a plan scans, with how many times the scan ran (a sub-select per node: once for each). */
function scansWithLoops(plan: unknown): [string, number][] {
  if (Array.isArray(plan)) return plan.flatMap(scansWithLoops);
  if (!plan || typeof plan !== "object") return [];
  const node = plan as Record<string, unknown>;
  const own: [string, number][] =
    "Relation Name" in node ? [[String(node["Relation Name"]), Number(node["Actual Loops"] ?? 0)]] : [];
  return [
    ...own,
    ...Object.values(node).flatMap((value) => (typeof value === "object" ? scansWithLoops(value) : [])),
  ];
}

/** The plan nodes that say what a scan below them feeds: a count, or a page's order. */
const FEEDS = new Set(["Aggregate", "Sort", "Incremental Sort", "Limit", "WindowAgg"]);

/**
 * The relations a plan reads by a sequential scan, at any depth, but for a whole table counted
 * (no filter, feeding a count): the editors' list of every customer's agreements counts them
 * all, and every row is read for that anyway.
 */
function seqScans(plan: unknown, feeds = ""): string[] {
  if (Array.isArray(plan)) return plan.flatMap((item) => seqScans(item, feeds));
  if (!plan || typeof plan !== "object") return [];
  const node = plan as Record<string, unknown>;
  const type = String(node["Node Type"] ?? "");
  const wholeCount = feeds === "Aggregate" && !("Filter" in node);
  const own = type === "Seq Scan" && !wholeCount ? [String(node["Relation Name"])] : [];
  const below = FEEDS.has(type) ? type : feeds;
  return [
    ...own,
    ...Object.values(node).flatMap((value) => (typeof value === "object" ? seqScans(value, below) : [])),
  ];
}

/**
 * 10,000 rows in each big table, copies of one the demo customer made through the API, spread
 * over every account as a busy instance's would be (the demo customer keeps a share of them).
 */
async function fill(t: TestApp) {
  const customer = authHeader(await t.login("demo-customer"));
  const post = async (url: string, payload: Record<string, unknown>) => {
    const response = await t.app.inject({ method: "POST", url, headers: customer, payload });
    expect(response.statusCode, url).toBe(201);
    return response.json() as { id: number };
  };
  const templates = await t.app.inject({
    method: "GET",
    url: "/api/agreement/customer/template/list/?no_page=no_page",
    headers: customer,
  });
  const template = (templates.json() as { results: { id: number; is_locked: boolean }[] }).results.find(
    (r) => !r.is_locked,
  );
  const agreement = await post("/api/agreement/customer/agreement/create/", {
    title: "Contratto",
    template: template?.id,
    values: {},
  });
  const contact = await post("/api/agreement/customer/address-book/create/", {
    typology: "PF",
    data: { nome: "Anna", cognome: "Rossi", codice_fiscale: personalFiscalCode(1) },
  });
  const note = await post("/api/account/customer/notify/create/", { title: "Nota" });
  const appointment = await post("/api/calendar/customer/appointment/create/", {
    title: "Incontro",
    start: "2026-12-01T10:00:00+01:00",
    end: "2026-12-01T11:00:00+01:00",
  });
  const client = poolOf(t);
  const copy = async (table: string, id: number, changed: Record<string, string>) => {
    const { rows } = await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns
        where table_name = $1 and column_name <> 'id' and is_generated = 'NEVER'`,
      [table],
    );
    const columns = rows.map((r) => r.column_name);
    const select = columns.map((c) => changed[c] ?? `"${c}"`).join(", ");
    await client.query(
      `insert into "${table}" (${columns.map((c) => `"${c}"`).join(", ")})
       select ${select} from "${table}", generate_series(1, ${ROWS - 1}) as g where id = $1`,
      [id],
    );
  };
  const { rows: users } = await client.query<{ id: string }>("select id from users order by id");
  const owner = `(array[${users.map((u) => u.id).join(", ")}]::bigint[])[1 + g % ${users.length}]`;
  const minutes = (column: string) => `"${column}" - make_interval(mins => g)`;
  await copy("agreements", agreement.id, {
    owner_id: owner,
    title: "'Contratto ' || g",
    date_create: minutes("date_create"),
    date_last_modify: minutes("date_last_modify"),
  });
  await copy("address_book_contacts", contact.id, { owner_id: owner, title: "'Contatto ' || g" });
  await copy("notifications", note.id, {
    owner_id: owner,
    title: "'Nota ' || g",
    created_at: minutes("created_at"),
  });
  await copy("appointments", appointment.id, {
    owner_id: owner,
    uid: "gen_random_uuid()",
    start_at: `"start_at" - make_interval(hours => g)`,
    end_at: `"end_at" - make_interval(hours => g)`,
  });
  await client.query("vacuum analyze");
}
