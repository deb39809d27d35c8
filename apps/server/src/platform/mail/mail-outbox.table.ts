import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../auth/identity.table";

/** An attachment as the outbox keeps it until the message has gone: its bytes in base64. */
export interface QueuedAttachment {
  filename: string;
  contentType?: string;
  /** Base64; emptied once the message is sent, so no copy of a document outlives its sending. */
  content: string;
}

export const MAIL_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Every e-mail the app sends (issue 49 §5), written in the use case's transaction with the event
 * that records it, and sent by the job queue (`mail-send`). `sending` is written, and committed,
 * before the SMTP call: a row found still `sending` is an attempt whose end nobody saw.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** The Message-ID header, the same on every attempt: a copy sent twice is recognisable. */
    message_id: text("message_id").notNull().unique(),
    recipients: jsonb("recipients").$type<string[]>().notNull(),
    reply_to: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    attachments: jsonb("attachments").$type<QueuedAttachment[]>().notNull().default([]),
    /** What the message is about, for the screens that show it (e.g. `agreement`, its id). */
    about_type: text("about_type"),
    about_id: bigint("about_id", { mode: "number" }),
    /**
     * The account it is sent for (its sender, or the person it is addressed to): a deleted
     * account's messages go with it (issue 35), sent or not.
     */
    user_id: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<MailStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    last_error: text("last_error"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    attempted_at: timestamp("attempted_at", { withTimezone: true }),
    /** When the SMTP server took it (sent) or when it was given up (failed). */
    finished_at: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_about_idx").on(t.about_type, t.about_id),
    index("mail_outbox_user_idx").on(t.user_id),
    index("mail_outbox_unfinished_idx")
      .on(t.created_at)
      .where(sql`${t.status} in ('pending', 'sending', 'failed')`),
    // The messages whose sending ended, oldest first: what the nightly retention deletes.
    index("mail_outbox_finished_idx").on(t.finished_at).where(sql`${t.status} in ('sent', 'failed')`),
  ],
);
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
