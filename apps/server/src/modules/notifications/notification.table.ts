import { sql } from "drizzle-orm";
import { bigint, boolean, date, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../../platform/auth/identity.table";
import { agreements } from "../agreements/agreement.table";

export const NOTIFICATION_KIND_VALUES = [
  "appointment_reminder",
  "template_revised",
  "licence_expiring",
  "import_finished",
  "pec_delivery",
  "bulk_finished",
  "note",
] as const;

/**
 * A customer's notification: the system's (an appointment reminder, a revised template, a
 * licence about to expire, an import finished) or the customer's own note (`kind` "note").
 * Texts are written in the owner's language when the event happens.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    owner_id: bigint("owner_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTIFICATION_KIND_VALUES }).notNull(),
    title: text("title").notNull(),
    text: text("text").notNull().default(""),
    date: timestamp("date", { withTimezone: true }),
    read: boolean("read").notNull().default(false),
    agreement_id: bigint("agreement_id", { mode: "number" }).references(() => agreements.id, {
      onDelete: "set null",
    }),
    /** The template version a revision notice announces. */
    template_id: bigint("template_id", { mode: "number" }),
    appointment_id: bigint("appointment_id", { mode: "number" }),
    /**
     * The bulk batch an ended batch's notice leads to (issue 48). No foreign key: notifications
     * know no other module's tables but the agreements; both go with their owner's account.
     */
    bulk_job_id: bigint("bulk_job_id", { mode: "number" }),
    /**
     * What the notice is about, once per owner (`template-revised:<agreement>:<version>`,
     * `licence-expiring:<licence>:<end>`): a job run twice, or a second instance, adds nothing.
     */
    dedupe_key: text("dedupe_key"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_owner_created_id_idx").on(t.owner_id, t.created_at, t.id),
    // The bell asks the unread count on every page: only the unread rows are indexed.
    index("notifications_owner_unread_idx").on(t.owner_id).where(sql`not ${t.read}`),
    uniqueIndex("notifications_owner_dedupe_key").on(t.owner_id, t.dedupe_key),
    // How many customers a revised version's notice reached (the editors' template screen).
    index("notifications_template_idx").on(t.template_id),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * The editors' news (issue 18): written in both languages, sanitised rich text; customers read
 * the public ones, newest first, in their language.
 */
export const news = pgTable(
  "news",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    date: date("date", { mode: "string" }).notNull(),
    title_it: text("title_it").notNull(),
    title_en: text("title_en").notNull().default(""),
    text_it: text("text_it").notNull().default(""),
    text_en: text("text_en").notNull().default(""),
    status: text("status", { enum: ["public", "draft"] })
      .notNull()
      .default("draft"),
    link: text("link"),
    seed_key: text("seed_key"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("news_status_date_idx").on(t.status, t.date)],
);

export type NewsRow = typeof news.$inferSelect;

/**
 * The job that writes a published version's notices (issue 18): scheduled by this module when a
 * version is published, read by the catalogue to tell editors the notices are still going out.
 */
export const templateRevisedJobKey = (templateId: number) => `template-revised:${templateId}`;
