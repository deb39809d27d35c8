import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Work to do at a time (docs/decisions/0015): taken by one instance at a time with
 * `FOR UPDATE SKIP LOCKED` and a lease, so several instances on one database never run a job
 * twice and a job whose instance died is taken up again when its lease runs out.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    /** One pending job per key (e.g. one reminder per appointment): saving again moves it. */
    key: text("key").unique(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    run_at: timestamp("run_at", { withTimezone: true }).notNull(),
    /** Taken until then by the instance running it; after that, free to take again. */
    locked_until: timestamp("locked_until", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    last_error: text("last_error"),
    done_at: timestamp("done_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("jobs_pending_idx").on(t.run_at).where(sql`${t.done_at} is null`)],
);
export type JobRow = typeof jobs.$inferSelect;
