import { bigint, boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../../platform/auth/identity.table";
import { agreements } from "../agreements/agreement.table";

/**
 * A customer's notification: the system's (an appointment reminder, a revised template, a
 * licence about to expire, an import finished) or the customer's own note (`kind` "note").
 * Written by the calendar's reminders from issue 17; issue 18 gives them their screens.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    owner_id: bigint("owner_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", {
      enum: ["appointment_reminder", "template_revised", "licence_expiring", "import_finished", "note"],
    }).notNull(),
    title: text("title").notNull(),
    text: text("text").notNull().default(""),
    date: timestamp("date", { withTimezone: true }),
    read: boolean("read").notNull().default(false),
    agreement_id: bigint("agreement_id", { mode: "number" }).references(() => agreements.id, {
      onDelete: "set null",
    }),
    template_id: bigint("template_id", { mode: "number" }),
    appointment_id: bigint("appointment_id", { mode: "number" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("notifications_owner_created_idx").on(t.owner_id, t.created_at)],
);
