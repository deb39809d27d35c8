// Issue 17: with 10,000 appointments for one user, `date-list/` (the month shown ± 15 days) and the
// day view answer within 10 ms at the 95th percentile on PostgreSQL, and a feed of 1,000 events is
// served within 100 ms. The server runs in this process and is called over HTTP, one call at a
// time, as the dashboard makes them; the first calls of each kind warm up and are not counted.
// `npx tsx bench/calendar-bench.ts` (DATABASE_URL for PostgreSQL); part of `npm run bench`.
import { eq } from "drizzle-orm";
import { appointments } from "../apps/server/src/modules/calendar/calendar.table";
import { users } from "../apps/server/src/platform/auth/identity.table";
import { authHeader, createTestApp } from "../apps/server/src/test/test-app";
import { writeResults } from "./bench-utils";

const APPOINTMENTS = 10_000;
const FEED_EVENTS = 1_000;
const CALLS = 300;
const WARM_UP = 30;
const P95_BUDGET_MS = 10;
const FEED_BUDGET_MS = 100;
const DAY_MS = 86_400_000;

const database = process.env.DATABASE_URL ? "postgres" : "pglite";
if (process.env.DATABASE_URL) {
  process.env.TEST_DB = "postgres";
  process.env.TEST_DATABASE_URL ??= process.env.DATABASE_URL;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const t = await createTestApp({}, { demoCatalogue: true });
try {
  const db = t.database.db;
  const idOf = async (username: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id as number;
  const [giulia, mario] = await Promise.all([idOf("demo-customer-2"), idOf("demo-customer")]);
  // Two years of a busy practice: about 14 appointments a day, some all day, some over several days.
  const from = Date.UTC(2026, 0, 1, 7);
  const rows = Array.from({ length: APPOINTMENTS }, (_, i) => {
    const start = from + Math.floor((i * 730 * DAY_MS) / APPOINTMENTS) + (i % 9) * 3_600_000;
    const allDay = i % 17 === 0;
    const length = allDay ? DAY_MS * (1 + (i % 3)) : 3_600_000 * (1 + (i % 2));
    return {
      owner_id: giulia,
      title: `Appuntamento ${i + 1}`,
      start_at: new Date(allDay ? start - (start % DAY_MS) - 3_600_000 : start),
      end_at: new Date((allDay ? start - (start % DAY_MS) - 3_600_000 : start) + length),
      all_day: allDay,
    };
  });
  for (let i = 0; i < rows.length; i += 1000) await db.insert(appointments).values(rows.slice(i, i + 1000));
  // Mario's feed: 1,000 events in the coming months (the feed reaches a year back and all ahead).
  const soon = Date.now() + DAY_MS;
  await db.insert(appointments).values(
    Array.from({ length: FEED_EVENTS }, (_, i) => ({
      owner_id: mario,
      title: `Scadenza ${i + 1}`,
      description: "Termine per la comunicazione della disdetta del contratto di locazione.",
      place: "Studio",
      start_at: new Date(soon + i * 4 * 3_600_000),
      end_at: new Date(soon + i * 4 * 3_600_000 + 3_600_000),
    })),
  );

  const [tokenGiulia, tokenMario] = await Promise.all([t.login("demo-customer-2"), t.login("demo-customer")]);
  const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const time = async (url: string, token: string) => {
    const start = performance.now();
    const response = await fetch(`${address}${url}`, { headers: authHeader(token) });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return performance.now() - start;
  };
  const measure = async (name: string, url: (i: number) => string, token: string, calls = CALLS) => {
    const times: number[] = [];
    for (let i = 0; i < calls + WARM_UP; i++) {
      const elapsed = await time(url(i), token);
      if (i >= WARM_UP) times.push(elapsed);
    }
    return {
      database,
      call: name,
      calls,
      "p50 ms": Number(percentile(times, 50).toFixed(2)),
      "p95 ms": Number(percentile(times, 95).toFixed(2)),
      "max ms": Number(Math.max(...times).toFixed(2)),
    };
  };
  const A = "/api/calendar/customer/appointment";
  // Every month of the two years in turn, as a user paging the box would ask.
  const month = (i: number) => Date.UTC(2026, i % 24, 1);
  const dateList = await measure(
    "date-list/ (month ± 15 days)",
    (i) =>
      `${A}/date-list/?filter__end__gt=${day(month(i) - 15 * DAY_MS)}&filter__start__lt=${day(Date.UTC(2026, (i % 24) + 1, 1) + 15 * DAY_MS)}`,
    tokenGiulia,
  );
  const dayView = await measure(
    "day view (list/ of one day)",
    (i) =>
      `${A}/list/?no_page=no_page&filter__end__gt=${day(from + (i % 730) * DAY_MS)}&filter__start__lt=${day(from + ((i % 730) + 1) * DAY_MS)}`,
    tokenGiulia,
  );
  const { url } = (await (
    await fetch(`${address}/api/calendar/customer/feed/`, { method: "POST", headers: authHeader(tokenMario) })
  ).json()) as {
    url: string;
  };
  const feedPath = new URL(url).pathname;
  const feed = await measure(`feed of ${FEED_EVENTS} events`, () => feedPath, tokenMario, 40);
  const results = [dateList, dayView, feed];
  console.table(results);
  console.log(
    `written ${writeResults("calendar", { appointments: APPOINTMENTS, results, p95BudgetMs: P95_BUDGET_MS, feedBudgetMs: FEED_BUDGET_MS })}`,
  );
  if (database === "postgres") {
    const over = [
      ...[dateList, dayView].filter((r) => r["p95 ms"] > P95_BUDGET_MS),
      ...(feed["p50 ms"] > FEED_BUDGET_MS ? [feed] : []),
    ];
    if (over.length) {
      console.error(`over budget: ${over.map((r) => r.call).join(", ")}`);
      process.exitCode = 1;
    }
  }
} finally {
  await t.close();
}
