import { bigint, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../auth/identity.table";

/** Who did what, when, to which object: kept for accountability (e-mails sent, content changes). */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actor_id: bigint("actor_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    subject_type: text("subject_type").notNull(),
    subject_id: bigint("subject_id", { mode: "number" }),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_events_actor_action_idx").on(t.actor_id, t.action, t.at)],
);
